/**
 * Sign-in with an OpenID Connect provider configured: /login offers 'Continue with <provider>',
 * and the button walks the real code flow (a real oidc-provider on 127.0.0.1) back into the app.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startIdentityProvider, type IdentityProvider } from '../src/server/testing/identity-provider';
import { launchBrowser } from './browser';
import { newContext, watchErrors } from './fixtures';
import { freePort, startServer, type TestServer } from './server';

let server: TestServer;
let provider: IdentityProvider;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider = await startIdentityProvider(`${appUrl}/api/callback`, {
    ada: { sub: 'ada', email: 'ada@example.com', given_name: 'Ada', family_name: 'Lovelace' },
  });
  [server, browser] = await Promise.all([
    startServer(
      {
        PUBLIC_URL: appUrl,
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
      port,
    ),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

it('offers the provider on /login and signs in through it', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/login');
  const host = new URL(provider.issuer).host;
  await page.getByRole('button', { name: `Continue with ${host}` }).click();
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  expect(await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
