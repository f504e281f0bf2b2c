import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, User } from '@contract/auth';
import {
  cookieFrom,
  createTestApp,
  expectForeignOriginRefused,
  expectGuarded,
  expectInvalid,
  expectMalformedJson,
  expectTooLarge,
  PASSWORD,
  type TestApp,
  type TestUser,
} from '../testing/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let now = Date.now();

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
});
afterAll(() => t.close());

const signin = (email: string, password: string, remoteAddress?: string, cookie?: string) =>
  t.request('POST', '/api/auth/local/signin', {
    body: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
const currentUser = (cookie: string) => t.request('GET', '/api/auth/user', { headers: { cookie } });

describe('POST /api/auth/local/signup', () => {
  it('creates the account, normalises the e-mail and starts a session', async () => {
    const response = await t.request('POST', '/api/auth/local/signup', {
      body: { email: '  Carol.Danvers@Example.COM ', password: PASSWORD, firstName: 'Carol' },
    });
    // The contract's e-mail check runs before normalisation, so the padded address is refused…
    expectInvalid(response, 'email', 'Please enter a valid e-mail address.');
    const ok = await t.request('POST', '/api/auth/local/signup', {
      body: { email: 'Carol.Danvers@Example.COM', password: PASSWORD, firstName: 'Carol' },
    });
    // …and a mixed-case one is stored lower-case.
    expect(ok.statusCode).toBe(201);
    expect(User.parse(ok.json())).toMatchObject({
      email: 'carol.danvers@example.com',
      firstName: 'Carol',
      lastName: null,
      language: 'en',
    });
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^tonelens_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(setCookie.match(/Expires=([^;]+)/)![1]!);
    expect(Math.abs(expires - (now + 7 * 24 * 3600 * 1000))).toBeLessThan(2000);
    const cookie = cookieFrom(ok, 'tonelens_session')!;
    expect(User.parse((await currentUser(cookie)).json()).email).toBe('carol.danvers@example.com');
  });

  it('answers 409 for an e-mail that exists, in any case', async () => {
    const response = await t.request('POST', '/api/auth/local/signup', {
      body: { email: alice.email.toUpperCase(), password: 'another password here' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail already exists. Please sign in instead.',
    });
  });

  it('refuses each invalid field with the contract’s messages', async () => {
    const post = (body: unknown) => t.request('POST', '/api/auth/local/signup', { body });
    expectInvalid(
      await post({ email: 'not-an-email', password: PASSWORD }),
      'email',
      'Please enter a valid e-mail address.',
    );
    expectInvalid(
      await post({ email: 'dan@example.com', password: 'too short' }),
      'password',
      'Password must be at least 10 characters.',
    );
    expectInvalid(await post({ email: 'dan@example.com' }), 'password');
    expectInvalid(
      await post({ email: 'dan@example.com', password: PASSWORD, firstName: 'x'.repeat(101) }),
      'firstName',
    );
    expectInvalid(await post({ email: 'dan@example.com', password: PASSWORD, lastName: 5 }), 'lastName');
    const first = (
      (await post({ email: 'dan@example.com', password: 'short' })).json() as { message: string }
    ).message;
    expect(first).toBe('Password must be at least 10 characters.');
    await expectMalformedJson(t, alice, 'POST', '/api/auth/local/signup');
    await expectTooLarge(t, alice, 'POST', '/api/auth/local/signup');
    await expectForeignOriginRefused(t, alice, 'POST', '/api/auth/local/signup', {
      email: 'dan@example.com',
      password: PASSWORD,
    });
  });
});

describe('POST /api/auth/local/signin', () => {
  it('signs in with a new session id and ends the one the browser had', async () => {
    const response = await signin(alice.email.toUpperCase(), PASSWORD, undefined, alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(User.parse(response.json())).toEqual(alice.user);
    const fresh = cookieFrom(response, 'tonelens_session')!;
    expect(fresh).not.toBe(alice.cookie);
    expect((await currentUser(fresh)).statusCode).toBe(200);
    expect((await currentUser(alice.cookie)).statusCode).toBe(401);
    alice = { ...alice, cookie: fresh };
  });

  it('answers 401 with one message for a wrong password or an unknown e-mail', async () => {
    for (const response of [
      await signin(bob.email, 'wrong password!!'),
      await signin('nobody@example.com', PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The e-mail or password is incorrect.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses each invalid field', async () => {
    const post = (body: unknown) => t.request('POST', '/api/auth/local/signin', { body });
    expectInvalid(await post({ email: bob.email, password: '' }), 'password', 'Please enter your password.');
    expectInvalid(await post({ email: 'bob', password: PASSWORD }), 'email');
    expectInvalid(await post({ password: PASSWORD }), 'email');
    await expectMalformedJson(t, bob, 'POST', '/api/auth/local/signin');
    await expectTooLarge(t, bob, 'POST', '/api/auth/local/signin');
    await expectForeignOriginRefused(t, bob, 'POST', '/api/auth/local/signin', {
      email: bob.email,
      password: PASSWORD,
    });
  });

  it('locks an account after 5 wrong passwords from any addresses, with a delay that doubles', async () => {
    const victim = await t.signUp('victim');
    // Every guess from a different address: no address-based limit sees more than one.
    let address = 0;
    const from = () => `203.0.113.${++address}`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signin(victim.email, 'guess number ' + attempt, from())).statusCode).toBe(401);
    }
    const locked = await signin(victim.email, PASSWORD, from());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many failed sign-ins for this account. Please try again in 1 minute.',
    });
    expect(Number(locked.headers['retry-after'])).toBe(60);
    expect(locked.headers['set-cookie']).toBeUndefined();
    // Another account from the same address is not held up.
    expect((await signin(bob.email, PASSWORD, `203.0.113.${address}`)).statusCode).toBe(200);

    // A minute later one more guess is allowed; it fails and doubles the wait to 2 minutes.
    now += 61 * 1000;
    expect((await signin(victim.email, 'guess number 6', from())).statusCode).toBe(401);
    const longer = await signin(victim.email, PASSWORD, from());
    expect(longer.json()).toEqual({
      message: 'Too many failed sign-ins for this account. Please try again in 2 minutes.',
    });
    now += 61 * 1000;
    expect((await signin(victim.email, PASSWORD, from())).statusCode).toBe(429);
    now += 60 * 1000;
    // The right password after the wait signs in and clears the count.
    expect((await signin(victim.email, PASSWORD, from())).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signin(victim.email, 'again ' + attempt, from())).statusCode).toBe(401);
    }
    expect((await signin(victim.email, PASSWORD, from())).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, and locks unknown e-mails the same way', async () => {
    const regular = await t.signUp('regular');
    for (let i = 0; i < 12; i++) expect((await signin(regular.email, PASSWORD)).statusCode).toBe(200);
    // An address with no account answers exactly like one with an account: no way to tell them apart.
    const nobody = `nobody-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signin(nobody, 'guess number ' + attempt, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await signin(nobody, PASSWORD, '198.51.100.99')).json()).toEqual({
      message: 'Too many failed sign-ins for this account. Please try again in 1 minute.',
    });
  });
});

describe('behind a reverse proxy', () => {
  // The proxy (10.0.0.2) appends the address it saw; everything left of it is the client's say.
  const through = (app: TestApp, email: string, password: string, claimed: string) =>
    app.request('POST', '/api/auth/local/signin', {
      body: { email, password },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${claimed}, 198.51.100.7` },
    });

  it.each(['true', '1', '10.0.0.0/8'])(
    'TRUST_PROXY=%s: a client-chosen X-Forwarded-For picks neither the address nor a way past the lock',
    async (trustProxy) => {
      const proxied = await createTestApp(
        { TRUST_PROXY: trustProxy },
        { passwordAttemptsPerIp: { max: 8, timeWindowMs: 60_000 } },
      );
      try {
        const victim = await proxied.signUp('proxied');
        let n = 0;
        const rotate = () => `192.0.2.${++n}`;
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await through(proxied, victim.email, 'guess ' + attempt, rotate())).statusCode).toBe(401);
        }
        // Locked, whatever address the client claims, and the right password is refused too.
        const locked = await through(proxied, victim.email, PASSWORD, rotate());
        expect(locked.statusCode).toBe(429);
        expect((locked.json() as { message: string }).message).toMatch(
          /^Too many failed sign-ins for this account/,
        );
        // The address's budget counts every password check from 198.51.100.7 (the five guesses
        // so far), whatever X-Forwarded-For says: three more, then 429.
        for (let i = 0; i < 3; i++) {
          const other = `other-${i}@example.com`;
          expect((await through(proxied, other, 'a guess at it', rotate())).statusCode).toBe(401);
        }
        const budget = await through(proxied, 'someone-else@example.com', 'a guess at it', rotate());
        expect(budget.statusCode).toBe(429);
        expect((budget.json() as { message: string }).message).toMatch(
          /^Too many sign-in attempts from this address\. Please try again in (\d+ seconds?|1 minute)\.$/,
        );
        // A request that did not come through the proxy cannot claim another address either.
        const direct = await proxied.request('POST', '/api/auth/local/signin', {
          body: { email: 'direct@example.com', password: 'a guess at it' },
          remoteAddress: '203.0.113.50',
          headers: { 'x-forwarded-for': '198.51.100.8' },
        });
        expect(direct.statusCode).toBe(401);
      } finally {
        await proxied.close();
      }
    },
  );
});

describe('password rules', () => {
  const signup = (password: string, email = `rules-${Math.random().toString(36).slice(2)}@example.com`) =>
    t.request('POST', '/api/auth/local/signup', { body: { email, password } });

  it.each([
    ['          ', 'Password cannot be only spaces.'],
    ['aaaaaaaaaa', 'Password must use at least 5 different characters.'],
    ['abababab12', 'Password must use at least 5 different characters.'],
    ['1234567890', 'This password is one of the most common ones. Please choose another.'],
    ['qwertyuiop', 'This password is one of the most common ones. Please choose another.'],
    ['Password123!', 'This password is one of the most common ones. Please choose another.'],
    ['iloveyou2024', 'This password is one of the most common ones. Please choose another.'],
  ])('refuses %j', async (password, message) => {
    expectInvalid(await signup(password), 'password', message);
  });

  it('refuses the e-mail as its own password, and accepts a passphrase', async () => {
    const email = 'sam.sample@example.com';
    expectInvalid(await signup('sam.sample@example.com', email), 'password');
    expect((await signup('seven sleepy otters', email)).statusCode).toBe(201);
  });
});

describe('GET /api/auth/user', () => {
  it('answers each user with their own account, and 401 otherwise', async () => {
    expect(User.parse((await currentUser(alice.cookie)).json()).id).toBe(alice.user.id);
    expect(User.parse((await currentUser(bob.cookie)).json()).id).toBe(bob.user.id);
    const none = await t.request('GET', '/api/auth/user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Please sign in to continue.' });
    const [name, value] = bob.cookie.split('=');
    const tampered = `${name}=${value!.slice(0, -2)}xx`;
    expect((await currentUser(tampered)).statusCode).toBe(401);
    expect((await currentUser('tonelens_session=made-up')).statusCode).toBe(401);
  });

  it('GET /api/auth/session answers 200 with the user, or with null when signed out', async () => {
    const mine = await t.request('GET', '/api/auth/session', { headers: { cookie: alice.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(Session.parse(mine.json()).user?.id).toBe(alice.user.id);
    const none = await t.request('GET', '/api/auth/session');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ user: null });
    expect(none.headers['cache-control']).toBe('no-store');
  });

  it('slides the session while it is used and ends it after 7 idle days', async () => {
    const user = await t.signUp('slider');
    now += 3 * 24 * 3600 * 1000;
    const used = await currentUser(user.cookie);
    expect(used.statusCode).toBe(200);
    const renewed = String(used.headers['set-cookie']);
    expect(Date.parse(renewed.match(/Expires=([^;]+)/)![1]!)).toBeGreaterThan(now + 6.9 * 24 * 3600 * 1000);
    now += 6 * 24 * 3600 * 1000; // 9 days after sign-up, 6 after last use
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    now += 7 * 24 * 3600 * 1000 + 1000;
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however much it is used', async () => {
    const user = await t.signUp('daily');
    const signedUpAt = now;
    for (let day = 1; day <= 29; day++) {
      now = signedUpAt + day * 24 * 3600 * 1000;
      const used = await currentUser(user.cookie);
      expect(used.statusCode, `day ${day}`).toBe(200);
      const renewed = used.headers['set-cookie'];
      // The cookie never outlives the session's absolute end.
      if (renewed) {
        const expires = Date.parse(String(renewed).match(/Expires=([^;]+)/)![1]!);
        expect(expires).toBeLessThanOrEqual(signedUpAt + 30 * 24 * 3600 * 1000 + 1000);
      }
    }
    now = signedUpAt + 30 * 24 * 3600 * 1000 + 1000;
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  const change = (as: TestUser | null, body: unknown) =>
    t.request('POST', '/api/account/password', { as, body });

  it('changes the password, keeps this device signed in and signs every other one out', async () => {
    const owner = await t.signUp('changer');
    const laptop = cookieFrom(await signin(owner.email, PASSWORD), 'tonelens_session')!;
    expect((await currentUser(laptop)).statusCode).toBe(200);

    const response = await change(owner, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode, response.body).toBe(204);
    const fresh = cookieFrom(response, 'tonelens_session')!;
    expect(fresh).not.toBe(owner.cookie);
    expect((await currentUser(fresh)).statusCode).toBe(200);
    expect((await currentUser(owner.cookie)).statusCode).toBe(401);
    expect((await currentUser(laptop)).statusCode).toBe(401);

    expect((await signin(owner.email, PASSWORD)).statusCode).toBe(401);
    expect((await signin(owner.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak or unchanged new one, and counts wrong guesses', async () => {
    const owner = await t.signUp('careful');
    expectInvalid(
      await change(owner, { currentPassword: 'not my password', newPassword: 'a brand new passphrase' }),
      'currentPassword',
      'The current password is incorrect.',
    );
    expectInvalid(
      await change(owner, { currentPassword: PASSWORD, newPassword: '1234567890' }),
      'newPassword',
      'This password is one of the most common ones. Please choose another.',
    );
    expectInvalid(
      await change(owner, { currentPassword: PASSWORD, newPassword: '          ' }),
      'newPassword',
      'Password cannot be only spaces.',
    );
    expectInvalid(
      await change(owner, { currentPassword: PASSWORD, newPassword: PASSWORD }),
      'newPassword',
      'Please choose a password different from your current one.',
    );
    expectInvalid(await change(owner, { newPassword: 'a brand new passphrase' }), 'currentPassword');
    // The session still works and the password is unchanged.
    expect((await currentUser(owner.cookie)).statusCode).toBe(200);
    // A stolen session is no way around the lock: four more wrong guesses make five.
    for (let i = 0; i < 4; i++) {
      expect(
        (await change(owner, { currentPassword: `guess ${i}`, newPassword: 'whatever it is now' }))
          .statusCode,
      ).toBe(400);
    }
    const locked = await change(owner, { currentPassword: PASSWORD, newPassword: 'whatever it is now' });
    expect(locked.statusCode).toBe(429);
    expect((await signin(owner.email, PASSWORD)).statusCode).toBe(429);
    await expectForeignOriginRefused(t, owner, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    await expectGuarded(t, 'POST', '/api/account/password', { currentPassword: 'x', newPassword: 'y' });
  });
});

describe('signing out', () => {
  it('GET /api/logout asks first and keeps the session; POST ends it and goes home', async () => {
    const user = await t.signUp('leaver');
    const page = await t.request('GET', '/api/logout', { as: user });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Log Out · ToneLens</title>');
    expect(page.body).toMatch(/<form class="actions" method="post" action="\/api\/logout">/);
    expect(page.body).toContain('<button type="submit">Log Out</button>');
    expect(page.body).toContain(`Signed in as <strong>${user.email}</strong>`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['set-cookie']).toBeUndefined();
    // Neither GET nor HEAD signs out: another site can send the browser here.
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/api/logout', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);

    // The confirm page's form: same origin, form-encoded, empty.
    const form = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:5000',
      cookie: user.cookie,
    };
    const foreign = await t.request('POST', '/api/logout', {
      headers: { ...form, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: form, payload: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/^tonelens_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    // Signed out already: both just go home.
    expect((await t.request('GET', '/api/logout')).headers.location).toBe('/');
    expect((await t.request('POST', '/api/logout')).headers.location).toBe('/');
    // Other routes still refuse form bodies.
    const formToSignin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(formToSignin.statusCode).toBe(415);
  });
});

describe('the routed path decides, not the raw URL', () => {
  // Earlier tests moved the clock by weeks: a fresh session for these.
  let carol: TestUser;
  beforeAll(async () => {
    carol = await t.signUp('carol');
  });

  it('refuses a foreign Origin on /%61pi/... and resolves the session there too', async () => {
    const sneaky = await t.request('POST', '/%61pi/auth/local/signin', {
      body: { email: carol.email, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(sneaky.statusCode).toBe(403);
    expect(sneaky.json()).toEqual({ message: 'This request came from another site and was refused.' });
    expect(sneaky.headers['set-cookie']).toBeUndefined();
    expect(User.parse((await t.request('GET', '/%61pi/auth/user', { as: carol })).json()).id).toBe(
      carol.user.id,
    );
    expect((await t.request('GET', '/%61pi/auth/user')).statusCode).toBe(401);
  });

  it('answers an anonymous POST 401 before looking at its body', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/analyse', { inputText: 5 }],
      ['POST', '/api/analyse', {}],
      ['POST', '/%61pi/analyse', { wrong: true }],
      ['POST', '/api/echo-room/save', { nonsense: 1 }],
      ['POST', '/api/signature', 'not json at all'],
      ['PATCH', '/api/account', { language: 'klingon' }],
      ['POST', '/api/account/password', {}],
      ['POST', '/api/generate-alternative', { inputText: '' }],
    ] as const) {
      const response = await t.request(method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('marks every API answer no-store', async () => {
    for (const [url, as] of [
      ['/api/auth/user', carol],
      ['/api/auth/user', null],
      ['/api/journal', carol],
      ['/api/analyses?limit=1e3', carol],
      ['/api/config', null],
      ['/api/no-such-route', null],
    ] as const) {
      const response = await t.request('GET', url, { as });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('reads limit as plain digits only', async () => {
    for (const limit of ['1e3', '0x10', '12.0', '']) {
      expectInvalid(
        await t.request('GET', `/api/analyses?limit=${limit}`, { as: carol }),
        'limit',
        'limit must be a whole number from 1 to 1000',
      );
    }
    expect((await t.request('GET', '/api/analyses?limit=10', { as: carol })).statusCode).toBe(200);
  });
});

describe('GET /api/login without OpenID Connect', () => {
  it('sends the browser to the sign-in page, keeping only a relative returnTo', async () => {
    const location = async (query: string) => {
      const response = await t.request('GET', `/api/login${query}`);
      expect(response.statusCode).toBe(302);
      return response.headers.location;
    };
    expect(await location('')).toBe('/login');
    expect(await location('?returnTo=%2Ftune-link%3Ftone%3D0.5')).toBe(
      '/login?returnTo=%2Ftune-link%3Ftone%3D0.5',
    );
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/api/logout',
      'journal',
    ]) {
      expect(await location(`?returnTo=${encodeURIComponent(unsafe)}`)).toBe('/login');
    }
    const signedIn = await t.request('GET', '/api/login?returnTo=%2Ftune-link', {
      as: await t.signUp('present'),
    });
    expect(signedIn.headers.location).toBe('/tune-link');
  });

  it('has no callback', async () => {
    const response = await t.request('GET', '/api/callback?code=x&state=y');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('configuration variants', () => {
  it('marks cookies Secure with the __Host- prefix behind https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://tonelens.example' });
    try {
      const response = await secure.request('POST', '/api/auth/local/signup', {
        body: { email: 'secure@example.com', password: PASSWORD },
        headers: { origin: 'https://tonelens.example' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(
        /^__Host-tonelens_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });

  it('turns local accounts off when told to', async () => {
    const oidcOnly = await createTestApp({
      LOCAL_ACCOUNTS: 'false',
      OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'tonelens',
    });
    try {
      const signup = await oidcOnly.request('POST', '/api/auth/local/signup', {
        body: { email: 'x@example.com', password: PASSWORD },
      });
      expect(signup.statusCode).toBe(403);
      expect(signup.json()).toEqual({
        message: 'Sign-up with e-mail and password is turned off here. Please use Log In.',
      });
      const signinResponse = await oidcOnly.request('POST', '/api/auth/local/signin', {
        body: { email: 'x@example.com', password: PASSWORD },
      });
      expect(signinResponse.statusCode).toBe(403);
      expect((await oidcOnly.request('GET', '/api/config')).json()).toMatchObject({
        localAccounts: false,
        oidcProvider: '127.0.0.1:9',
      });
      // The provider cannot be reached: the browser lands on the sign-in page with a reason.
      const login = await oidcOnly.request('GET', '/api/login?method=local');
      expect(login.headers.location).toBe('/login?error=provider_unavailable');
    } finally {
      await oidcOnly.close();
    }
  });
});
