import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfig } from '@contract/auth';
import { CONTACT_EMAIL_SLOT } from '@contract/landing';
import { fakeWebBuild } from '../testing/fake-web-build';
import { landingPages } from '../http/web';
import { LANDING_SCRIPT_SOURCE } from '../http/security';
import { createTestApp, expectMalformedJson, type TestApp, type TestUser } from '../testing/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: fakeWebBuild(),
    TUNEMIND_URL: 'https://tunemind.example/studio',
    CONTACT_EMAIL: 'hello@tonelens.example',
  });
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
});
afterAll(() => t.close());

describe('GET /healthz and GET /api/config', () => {
  it('report health', async () => {
    const response = await t.request('GET', '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publish what the web app needs before sign-in, the same for everyone', async () => {
    const response = await t.request('GET', '/api/config');
    expect(PublicConfig.parse(response.json())).toEqual({
      localAccounts: true,
      oidcProvider: null,
      tunemindUrl: 'https://tunemind.example/studio',
      contactEmail: 'hello@tonelens.example',
      buildVersion: '0.42.061425.1',
      buildDate: '2025-06-13',
    });
    expect((await t.request('GET', '/api/config', { as: alice })).json()).toEqual(response.json());
    expect((await t.request('GET', '/api/config', { as: bob })).json()).toEqual(response.json());
  });
});

describe('security headers', () => {
  it('allow exactly what the app needs, with TuneMind as the one frame and fetch target', async () => {
    const response = await t.request('GET', '/');
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' ${LANDING_SCRIPT_SOURCE}`,
      'script-src-attr': "'none'",
      'connect-src': "'self' https://tunemind.example",
      'frame-src': 'https://tunemind.example',
      'img-src': "'self' data: blob:",
      'media-src': "'self' data: blob:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'worker-src': "'self'",
    });
    expect(csp['script-src']).not.toContain('unsafe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('frame nothing without a TuneMind URL', async () => {
    const plain = await createTestApp();
    try {
      const csp = String((await plain.request('GET', '/healthz')).headers['content-security-policy']);
      expect(csp).toContain("frame-src 'none'");
      expect(csp).toContain("connect-src 'self';");
    } finally {
      await plain.close();
    }
  });
});

describe('the web app', () => {
  it('serves the shell and the service worker revalidated, hashed assets immutable', async () => {
    const shell = await t.request('GET', '/', { as: alice });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<div id="root">');
    const worker = await t.request('GET', '/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const asset = await t.request('GET', '/assets/index-Bx7dQ2aZ.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.request('GET', '/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it("answers '/' without a session with the pre-rendered landing page in the browser's language", async () => {
    const german = await t.request('GET', '/', {
      headers: { 'accept-language': 'fr-CH;q=0.5, de-DE, en;q=0.8' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toMatch(/^text\/html/);
    expect(german.headers['cache-control']).toBe('no-cache');
    expect(german.headers['vary']).toMatch(/Cookie/);
    expect(german.headers['vary']).toMatch(/Accept-Language/);
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toContain('<div id="root" data-prerendered="de">Hör den Ton</div>');
    const english = await t.request('GET', '/');
    expect(english.body).toContain('data-prerendered="en"');
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it("names the configured CONTACT_EMAIL in the landing page's footer, which no script fills in (ADR 0048)", async () => {
    for (const language of ['en', 'de']) {
      const page = await t.request('GET', '/', { headers: { 'accept-language': language } });
      expect(page.body).toContain(
        '<footer><a href="mailto:hello@tonelens.example">hello@tonelens.example</a></footer>',
      );
      expect(page.body).not.toContain(CONTACT_EMAIL_SLOT);
    }
    // An address is text in HTML, whatever it holds.
    const odd = landingPages(fakeWebBuild(), `"licensing"&<b>@tonelens.example`).get('en');
    expect(odd).toContain(
      '<a href="mailto:&#34;licensing&#34;&#38;&#60;b&#62;@tonelens.example">&#34;licensing&#34;&#38;&#60;b&#62;@tonelens.example</a>',
    );
  });

  it("answers '/' with a live session with the signed-in page in the user's language, else the shell", async () => {
    const german = await t.signUp('german');
    const saved = await t.request('PATCH', '/api/account', { as: german, body: { language: 'de' } });
    expect(saved.statusCode).toBe(200);
    // The saved language, whatever the browser asks for.
    const signedIn = await t.request('GET', '/', { as: german, headers: { 'accept-language': 'en' } });
    expect(signedIn.body).toContain('<div id="root" data-signed-in-page="de">ToneLens Analyser</div>');
    expect(signedIn.headers['content-language']).toBe('de');
    expect(signedIn.headers['vary']).toMatch(/Cookie/);
    // No signed-in page in English in this build: the shell, never the landing page.
    const english = await t.request('GET', '/', { as: alice, headers: { 'accept-language': 'de' } });
    expect(english.body).toContain('<div id="root"></div>');
    const french = await t.request('GET', '/', { headers: { 'accept-language': 'fr' } });
    expect(french.body).toContain('<div id="root"></div>');
    expect(french.headers['content-language']).toBeUndefined();
  });

  it("answers '/' with the landing page for the cookie of an ended session, never the signed-in page", async () => {
    const leaver = await t.signUp('leaver');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:5000',
        cookie: leaver.cookie,
      },
      payload: '',
    });
    expect(out.statusCode).toBe(303);
    const page = await t.request('GET', '/', { as: leaver, headers: { 'accept-language': 'de' } });
    expect(page.body).toContain('<div id="root" data-prerendered="de">Hör den Ton</div>');
    // A forged cookie is no session either.
    const forged = await t.request('GET', '/', {
      headers: { 'accept-language': 'de', cookie: 'tonelens_session=forged.signature' },
    });
    expect(forged.body).toContain('data-prerendered="de"');
  });

  it('answers every other page path with the shell, so the app renders its own 404', async () => {
    for (const page of ['/tune-link?tone=0.5&frequency=550', '/login', '/no/such/page']) {
      const response = await t.request('GET', page);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers 404 JSON for unknown API paths and missing files', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['POST', '/api/no-such-route'],
      ['GET', '/assets/gone-12345678.js'],
      ['GET', '/favicon-missing.png'],
      ['DELETE', '/'],
    ] as const) {
      const response = await t.request(method, url, { as: alice });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('compresses what it serves', async () => {
    const response = await t.request('GET', '/assets/index-Bx7dQ2aZ.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
    expect(Number(response.rawPayload.length)).toBeLessThan(20_000 / 4);
  });

  it('says plainly when the web app has not been built', async () => {
    const unbuilt = await createTestApp();
    try {
      const response = await unbuilt.request('GET', '/');
      expect(response.statusCode).toBe(503);
      expect((response.json() as { message: string }).message).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('request bodies', () => {
  it('must be JSON', async () => {
    const response = await t.request('POST', '/api/analyse', {
      as: alice,
      body: 'inputText=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
    await expectMalformedJson(t, bob, 'POST', '/api/signature');
    const empty = await t.request('POST', '/api/signature', { as: bob, body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'The request body is empty; send a JSON object.' });
  });
});
