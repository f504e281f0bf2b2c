/**
 * The OpenID Connect code flow end to end: ToneLens (in-process) against a real oidc-provider
 * on 127.0.0.1, walked over HTTP like a browser. Covers first sign-in and upsert, the
 * first_name/last_name claim variant, returnTo, and the refusals: state mismatch, unknown or
 * replayed state, an expired (11-minute-old) state, and a cancelled sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@contract/auth';
import { cookieFrom, createTestApp, type TestApp } from '../testing/harness';
import { startIdentityProvider, walkProvider, type IdentityProvider } from '../testing/identity-provider';
import { profileFromClaims } from './oidc';

const PUBLIC_URL = 'http://tonelens.test';
let idp: IdentityProvider;
let t: TestApp;
let now = Date.now();

beforeAll(async () => {
  idp = await startIdentityProvider(`${PUBLIC_URL}/api/callback`, {
    'grace-1906': {
      email: 'grace@navy.example',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://pictures.example/grace.png',
      locale: 'fr-FR',
    },
    'repl-42': { email: 'ada@repl.example', first_name: 'Ada', last_name: 'Lovelace' },
  });
  t = await createTestApp(
    {
      PUBLIC_URL,
      OIDC_ISSUER_URL: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** GET /api/login: the provider URL and the state cookie the browser now holds. */
async function beginLogin(query = '') {
  const response = await t.request('GET', `/api/login${query}`);
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  const stateCookie = cookieFrom(response, 'tonelens_oidc_state');
  expect(stateCookie).not.toBeNull();
  return { location, stateCookie: stateCookie! };
}

async function callback(url: URL, stateCookie: string | null) {
  return t.request('GET', url.pathname + url.search, stateCookie ? { headers: { cookie: stateCookie } } : {});
}

describe('OpenID Connect sign-in', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location, stateCookie } = await beginLogin();
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'tonelens',
      redirect_uri: `${PUBLIC_URL}/api/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(stateCookie.startsWith(`tonelens_oidc_state=${location.searchParams.get('state')}.`)).toBe(true);
    const config = (await t.request('GET', '/api/config')).json() as { oidcProvider: string };
    expect(config.oidcProvider).toBe(new URL(idp.issuer).host);
  });

  it('completes the code flow, creates the user from the claims and returns where asked', async () => {
    idp.signInAs('grace-1906');
    const { location, stateCookie } = await beginLogin('?returnTo=%2Ftune-link%3Ftone%3D0.5');
    const back = await walkProvider(location.href, PUBLIC_URL);
    expect(back.pathname).toBe('/api/callback');
    const response = await callback(back, stateCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/tune-link?tone=0.5');
    const session = cookieFrom(response, 'tonelens_session');
    expect(session).not.toBeNull();
    const user = User.parse(
      (await t.request('GET', '/api/auth/user', { headers: { cookie: session! } })).json(),
    );
    expect(user).toMatchObject({
      email: 'grace@navy.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: 'https://pictures.example/grace.png',
      language: 'fr',
    });

    // Signing in again updates the same user from the provider's current profile.
    idp.setClaims('grace-1906', {
      email: 'grace@navy.example',
      given_name: 'Rear Admiral Grace',
      family_name: 'Hopper',
    });
    const again = await beginLogin();
    const secondBack = await walkProvider(again.location.href, PUBLIC_URL);
    const second = await callback(secondBack, again.stateCookie);
    expect(second.headers.location).toBe('/');
    const cookie = cookieFrom(second, 'tonelens_session')!;
    const updated = User.parse((await t.request('GET', '/api/auth/user', { headers: { cookie } })).json());
    expect(updated.id).toBe(user.id);
    expect(updated.firstName).toBe('Rear Admiral Grace');
    expect(updated.language).toBe('fr');
  });

  it('reads first_name and last_name when a provider uses them', async () => {
    idp.signInAs('repl-42');
    const { location, stateCookie } = await beginLogin();
    const response = await callback(await walkProvider(location.href, PUBLIC_URL), stateCookie);
    const cookie = cookieFrom(response, 'tonelens_session')!;
    const user = User.parse((await t.request('GET', '/api/auth/user', { headers: { cookie } })).json());
    expect(user).toMatchObject({
      email: 'ada@repl.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      language: 'en',
    });
  });

  it('refuses a callback whose state is not this browser’s', async () => {
    idp.signInAs('grace-1906');
    const mine = await beginLogin();
    const theirs = await beginLogin();
    const back = await walkProvider(theirs.location.href, PUBLIC_URL);
    // The browser holds its own state cookie but arrives with another flow's state.
    const response = await callback(back, mine.stateCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=signin_failed');
    expect(cookieFrom(response, 'tonelens_session')).toBeNull();
    // The spent state cannot be completed afterwards either, even with the right cookie.
    const retry = await callback(back, theirs.stateCookie);
    expect(retry.headers.location).toBe('/login?error=signin_failed');
    expect(cookieFrom(retry, 'tonelens_session')).toBeNull();
  });

  it('refuses an unknown state, a missing cookie and a replayed callback', async () => {
    const { location, stateCookie } = await beginLogin();
    const back = await walkProvider(location.href, PUBLIC_URL);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, stateCookie)).headers.location).toBe('/login?error=signin_failed');
    expect((await callback(back, null)).headers.location).toBe('/login?error=signin_failed');

    const fresh = await beginLogin();
    const good = await walkProvider(fresh.location.href, PUBLIC_URL);
    const first = await callback(good, fresh.stateCookie);
    expect(first.headers.location).toBe('/');
    const replay = await callback(good, fresh.stateCookie);
    expect(replay.headers.location).toBe('/login?error=signin_failed');
    expect(cookieFrom(replay, 'tonelens_session')).toBeNull();
  });

  it('refuses a state older than 10 minutes', async () => {
    const { location, stateCookie } = await beginLogin();
    const back = await walkProvider(location.href, PUBLIC_URL);
    now += 11 * 60 * 1000;
    const response = await callback(back, stateCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=signin_expired');
    expect(cookieFrom(response, 'tonelens_session')).toBeNull();
  });

  it('says so when the user cancels at the provider', async () => {
    const { location, stateCookie } = await beginLogin();
    const cancelled = new URL(`${PUBLIC_URL}/api/callback`);
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', location.searchParams.get('state')!);
    const response = await callback(cancelled, stateCookie);
    expect(response.headers.location).toBe('/login?error=signin_cancelled');
    expect(cookieFrom(response, 'tonelens_session')).toBeNull();
  });
});

describe('starting sign-ins', () => {
  it('are limited per address, since each one stores a state', async () => {
    const limited = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER_URL: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
    });
    try {
      const start = () => limited.request('GET', '/api/login', { remoteAddress: '203.0.113.40' });
      for (let i = 0; i < 30; i++) expect((await start()).statusCode).toBe(302);
      const refused = await start();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many sign-in attempts from this address. Please try again in 1 minute.',
      });
      // Another address is not held up.
      expect((await limited.request('GET', '/api/login', { remoteAddress: '203.0.113.41' })).statusCode).toBe(
        302,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('claims', () => {
  it('keep only web picture URLs and a supported language', () => {
    expect(
      profileFromClaims('https://id.example', {
        sub: 's',
        picture: 'javascript:alert(1)',
        locale: 'it-IT',
        given_name: '  ',
        first_name: 'Fallback',
      }),
    ).toMatchObject({ profileImageUrl: null, language: null, firstName: 'Fallback', email: null });
    // NUL cannot be stored on PostgreSQL: removed from claims as from every other input.
    expect(
      profileFromClaims('https://id.example', {
        sub: 's\u00001',
        given_name: 'Gr\u0000ace',
        email: 'g@x.example\u0000',
      }),
    ).toMatchObject({ subject: 's1', firstName: 'Grace', email: 'g@x.example' });
  });
});
