/**
 * The pre-rendered landing page (issue 15, ADRs 0022, 0048): a visitor's first answer for '/'
 * already holds the landing page in their browser's language, complete and working with no script
 * of the app (no module is asked for, nothing is replaced or logged, 'Log In' leads to /login). A
 * language chosen earlier on this device, which the server cannot see, is shown instead (the app
 * then runs and renders it), and the pre-rendered one is never visible. A signed-in user gets the
 * signed-in page.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../src/web/i18n/locales/en';
import fr from '../src/web/i18n/locales/fr';
import de from '../src/web/i18n/locales/de';
import { newContext, signUpViaApi, useServerAndBrowser, watchErrors } from './fixtures';

const suite = useServerAndBrowser();

/** The landing page's words in each language the tests use, as the page shows them. */
const LANDING = Object.fromEntries(
  Object.entries({ en, fr, de }).map(([language, { landing }]) => [
    language,
    { headline: landing.headline.replace(/<\/?tone>/g, ''), logIn: landing.logIn },
  ]),
) as Record<'en' | 'fr' | 'de', { headline: string; logIn: string }>;

interface Observed {
  /** Headings React removed from the page (a fresh render replaces the pre-rendered ones). */
  removedHeadings: string[];
  /** Whether `#root` was visible when the document had been parsed, before React ran. */
  visibleWhenParsed: boolean | null;
}

/** Records, from before the page's own scripts, what happens to the pre-rendered HTML. */
async function observe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observed: Observed = { removedHeadings: [], visibleWhenParsed: null };
    (window as unknown as { observed: Observed }).observed = observed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const heading of node.matches('h1') ? [node] : node.querySelectorAll('h1'))
              observed.removedHeadings.push(heading.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      observed.visibleWhenParsed = root ? getComputedStyle(root).visibility === 'visible' : null;
    });
  });
}

const observed = (page: Page) => page.evaluate(() => (window as unknown as { observed: Observed }).observed);

describe('pre-rendered landing page', () => {
  for (const [locale, language] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
  ] as const) {
    it(`arrives complete in ${language} for a ${locale} browser and works with no script of the app`, async () => {
      const context = await newContext(suite.browser, suite.server.url, { locale });
      await observe(context);
      const page = await context.newPage();
      const messages = watchErrors(page, { warnings: true });
      const response = await page.goto('/');
      // The first paint needs no script: the server's answer is the page.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`data-prerendered="${language}"`);
      expect(html.replace(/<[^>]+>/g, '')).toContain(LANDING[language].headline);

      // Signed out, as the server knew: the buttons are there, not 'Loading ToneLens...'.
      const button = page.getByRole('button', { name: LANDING[language].logIn }).last();
      await button.waitFor();
      // The service worker registers once the page has loaded; by then the page has asked for
      // what it was going to ask for. The app's modules are not among it (ADR 0048): the page is
      // complete without them (the service worker precaches them for the next page).
      await page.evaluate(() => navigator.serviceWorker.ready);
      const scripts = await page.evaluate(() => ({
        modules: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => /^\/assets\/[^/]+\.js$/.test(pathname)),
        moduleScripts: document.querySelectorAll('script[type="module"]').length,
      }));
      expect(scripts).toEqual({ modules: [], moduleScripts: 0 });
      expect(messages).toEqual([]);
      expect(await observed(page)).toEqual({ removedHeadings: [], visibleWhenParsed: true });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      // 'Log In' is a form: it leads to the sign-in page without the app.
      await button.click();
      await page.waitForURL('**/login');
      await page.locator('input[type="email"]').waitFor();
      expect(messages).toEqual([]);
      await context.close();
    });
  }

  it('shows the language chosen earlier on this device, never the pre-rendered one', async () => {
    const context = await newContext(suite.browser, suite.server.url, { locale: 'de-DE' });
    await context.addInitScript(() => localStorage.setItem('tonelens:language', 'fr'));
    await observe(context);
    const page = await context.newPage();
    const messages = watchErrors(page, { warnings: true });
    const response = await page.goto('/');
    expect(await response?.text()).toContain('data-prerendered="de"');
    await page.getByRole('heading', { name: LANDING.fr.headline }).waitFor();
    expect(await page.getByRole('button', { name: LANDING.fr.logIn }).last().isVisible()).toBe(true);
    const seen = await observed(page);
    // Hidden from before the first paint; React replaced the German page with the French one.
    expect(seen.visibleWhenParsed).toBe(false);
    expect(seen.removedHeadings).toEqual([LANDING.de.headline]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-language-pending'))).toBe(
      false,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('is not sent to a signed-in user, who gets the signed-in page and the analyser', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    await signUpViaApi(context);
    const page = await context.newPage();
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // The pre-rendered signed-in page (ADR 0025, e2e/prerendered-signed-in.test.ts).
    expect(html).toContain('data-signed-in-page="en"');
    expect(html).not.toContain('data-prerendered="');
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await context.close();
  });
});
