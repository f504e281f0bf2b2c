import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@contract/auth';
import {
  cookieFrom,
  createTestApp,
  expectForeignOriginRefused,
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

  it('allows 5 attempts per 15 minutes per e-mail and address, then answers 429', async () => {
    const victim = await t.signUp('victim');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signin(victim.email, 'guess number ' + attempt, '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await signin(victim.email, PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another address, or another account from the same address, is not held up.
    expect((await signin(victim.email, PASSWORD, '203.0.113.8')).statusCode).toBe(200);
    expect((await signin(bob.email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
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
});

describe('GET /api/logout', () => {
  it('ends the session, clears the cookie and goes home', async () => {
    const user = await t.signUp('leaver');
    const response = await t.request('GET', '/api/logout', { as: user });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/^tonelens_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    // Without a session it still goes home.
    expect((await t.request('GET', '/api/logout')).headers.location).toBe('/');
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
