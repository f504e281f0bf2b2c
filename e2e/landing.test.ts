/**
 * Visitors and the shell: the landing page, /login, sign-up through the UI, the 404 page, the
 * manifest and service worker, log out, and axe on the landing and login pages.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import {
  DESKTOP,
  newContext,
  NO_SERVICE_WORKER,
  PHONE,
  screenshot,
  signUpViaApi,
  signUpViaUi,
  toastText,
  useServerAndBrowser,
  watchErrors,
} from './fixtures';

const suite = useServerAndBrowser();

describe('landing page', () => {
  it('shows the three feature cards, the privacy statement and the footer; Log In leads to /login', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    for (const title of ['Spectral Analysis', 'EchoRoom Reflection', 'Resonance Journal']) {
      await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Your data is stored securely and only accessible to you.').isVisible()).toBe(
      true,
    );
    const footer = page.locator('footer');
    await expect
      .poll(() => footer.getByRole('link', { name: 'licensing@tonelens.app' }).isVisible())
      .toBe(true);
    expect(await footer.getByRole('link', { name: 'licensing@tonelens.app' }).getAttribute('href')).toBe(
      'mailto:licensing@tonelens.app',
    );
    expect(await footer.textContent()).toContain('proprietary');
    expect(await footer.textContent()).toContain('0.42.061425.1');
    expect(await footer.textContent()).toContain('2025-06-13');

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'landing-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'landing-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Log In' }).last().click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows clear errors on /login', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That e-mail and password do not match an account.');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await context.close();
  });
});

describe('PWA', () => {
  it('serves the manifest and activates the service worker at /sw.js', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await context.request.get(href ?? '/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'ToneLens',
      short_name: 'ToneLens',
      display: 'standalone',
      start_url: '/',
    });
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons)
      expect((await context.request.get(icon.src)).headers()['content-type']).toBe('image/png');

    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { state: registration.active?.state, url: registration.active?.scriptURL };
      });
    await expect
      .poll(worker, { timeout: 15_000 })
      .toEqual({ state: 'activated', url: `${suite.server.url}/sw.js` });
    await context.close();
  });
});

describe('offline', () => {
  it('opens the analyser for a signed-in user offline and analyses with the local engine', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The shell is precached; the engine is cached when the analyser first loads it (issue 15).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('tonelens-engine')).keys()).length), {
        timeout: 30_000,
      })
      .toBe(1);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await page.getByRole('combobox', { name: 'Analysis mode' }).click();
    await page.getByRole('option', { name: 'Spectral Binary', exact: true }).click();
    await page.getByLabel('Text to analyse').fill('Calm words, written offline.');
    await page.getByRole('button', { name: 'Analyse Emotional Resonance' }).click();
    await page.getByRole('region', { name: 'Spectral Binary Analysis' }).waitFor();
    // Storing needs the server: the result stays on screen, marked as not saved.
    await page.getByText('Not saved').waitFor();
    await context.setOffline(false);
    await context.close();
  });
});

describe('toasts over a dialog', () => {
  it('keeps a toast readable by screen readers while a modal dialog is open', async () => {
    const context = await newContext(suite.browser, suite.server.url, NO_SERVICE_WORKER);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.route('**/api/account', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'The server is having trouble.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('button', { name: 'Save' }).click();
    // getByRole sees only what the accessibility tree shows: an aria-hidden toast would not be found.
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await notifications.getByText('Update Failed').waitFor();
    expect(await settings.isVisible()).toBe(true);
    await context.close();
  });
});

describe('sign-up and log out', () => {
  it('signs up through the UI, shows the shell, and Log Out returns to the landing page', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpViaUi(page);
    expect(await page.getByText('Powered by Spectral Binary').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Analyser' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Signature Dashboard' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const journal = page.getByRole('dialog', { name: 'Resonance Journal' });
    await journal.getByText('No journal entries yet').waitFor();
    await journal.getByRole('button', { name: 'Close journal' }).click();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByLabel('First name').fill('Rowan');
    await settings.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Settings Updated').waitFor();
    expect(await page.getByRole('button', { name: 'Account menu for Rowan Vale' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Spectral Analysis' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
