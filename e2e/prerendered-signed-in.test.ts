/**
 * The pre-rendered signed-in page (issue 15, ADR 0025): with a live session, the first answer for
 * '/' already holds the analyser's page in the user's saved language, without their name. The
 * app replaces it in one commit once the signed-in check has answered: the text area is where it
 * was, the landing page never shows in between, nothing is logged, and the page then has the
 * user's name. The cookie of an ended session gets the landing page, never signed-in chrome.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../src/web/i18n/locales/en';
import de from '../src/web/i18n/locales/de';
import { DESKTOP, newContext, signUpViaApi, useServerAndBrowser, watchErrors } from './fixtures';

const suite = useServerAndBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Observed {
  /** Every `h1` put into the page after it was parsed (React's). */
  addedHeadings: string[];
  /** Whether `#root` was visible once the document was parsed. */
  visibleWhenParsed: boolean | null;
}

interface Heading {
  text: string;
  x: number;
  y: number;
}

interface PrerenderedLayout {
  /** The text area's box. */
  textArea: Box | null;
  /** The headings shown, with where they were. */
  headings: Heading[];
}

async function observe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observed: Observed = { addedHeadings: [], visibleWhenParsed: null };
    (window as unknown as { observed: Observed }).observed = observed;
    document.addEventListener('DOMContentLoaded', () => {
      // From here on: the parser's own insertions are the pre-rendered page.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const heading of node.matches('h1') ? [node] : node.querySelectorAll('h1'))
                observed.addedHeadings.push(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
      const root = document.getElementById('root');
      observed.visibleWhenParsed = root ? getComputedStyle(root).visibility === 'visible' : null;
    });
  });
}

/**
 * Holds the app's scripts until `release` is called, so the test can measure the pre-rendered page
 * as it stands once its fonts are in: measured at the document's parse, a text wrapped in the
 * fallback font sat 20 px higher on a phone in one CI run (CI29) — the fonts' swap, not React.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The pre-rendered page's text area and headings, once its fonts have loaded. */
const prerenderedLayout = (page: Page): Promise<PrerenderedLayout> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const headings = [...document.querySelectorAll('h1, h2, h3')]
      .filter((heading) => heading.checkVisibility())
      .map((heading) => {
        const { x, y } = heading.getBoundingClientRect();
        return { text: heading.textContent ?? '', x, y };
      });
    const box = document.querySelector('textarea')?.getBoundingClientRect();
    return { textArea: box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null, headings };
  });

const observed = (page: Page) => page.evaluate(() => (window as unknown as { observed: Observed }).observed);

/** Where the app shows the headings the pre-rendered page showed (null: not shown). */
const headingsNow = (page: Page, texts: string[]) =>
  page.evaluate(
    (wanted) =>
      wanted.map((text) => {
        const heading = [...document.querySelectorAll('h1, h2, h3')].find(
          (element) => element.textContent === text && element.checkVisibility(),
        );
        if (!heading) return null;
        const { x, y } = heading.getBoundingClientRect();
        return { text, x, y };
      }),
    texts,
  );

const PHONE = { width: 412, height: 823 };

const landingHeadline = (catalogue: typeof en) => catalogue.landing.headline.replace(/<\/?tone>/g, '');

describe('pre-rendered signed-in page', () => {
  for (const [locale, language, catalogue, viewport] of [
    ['en-US', 'en', en, undefined],
    ['de-DE', 'de', de, PHONE],
  ] as const) {
    it(`arrives rendered in ${language} and is replaced in place by the user's page (${viewport ? 'phone' : 'desktop'})`, async () => {
      const context = await newContext(suite.browser, suite.server.url, {
        locale,
        ...(viewport ? { viewport } : {}),
      });
      const user = await signUpViaApi(context);
      // The page comes in the user's saved language (here also the browser's).
      const saved = await context.request.patch('/api/account', { data: { language } });
      expect(saved.status()).toBe(200);
      await observe(context);
      const page = await context.newPage();
      const messages = watchErrors(page, { warnings: true });
      const releaseScripts = await holdScripts(page);
      const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${language}"`);
      // Inert and hidden from screen readers until the app replaces it.
      expect(html).toContain(`data-signed-in-page="${language}" inert aria-hidden="true"`);
      expect(html).not.toContain('data-prerendered="');
      expect(html).toContain(`placeholder="${catalogue.input.placeholder}"`);
      // Nobody's data: the page is the same file for every user.
      expect(html).not.toContain(user.firstName);
      expect(html).not.toContain(user.email);

      // The pre-rendered page as it stands, before any of the app's scripts ran.
      expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))).toBe(true);
      const prerendered = await prerenderedLayout(page);
      releaseScripts();

      // The app's page: the user's menu carries their name, and the page is no longer inert.
      const menu = page.getByRole('button', { name: new RegExp(user.firstName) });
      await menu.waitFor();
      // The app's modules were asked for only once the first contentful paint had been reported
      // (LANDING_SCRIPT, ADR 0022 amendment), so neither the paint nor Lighthouse's simulated one
      // waits for their downloads.
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        modules: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint).not.toBeNull();
      expect(timing.modules.length).toBeGreaterThan(0);
      expect(Math.min(...timing.modules)).toBeGreaterThan(timing.firstContentfulPaint!);
      expect(
        await page.evaluate(() =>
          ['inert', 'aria-hidden'].filter((name) => document.getElementById('root')?.hasAttribute(name)),
        ),
      ).toEqual([]);
      const textArea = await page.locator('textarea').boundingBox();
      const seen = await observed(page);
      expect(seen.visibleWhenParsed).toBe(true);
      // Where the pre-rendered text area was, the app's is: no jump when React replaced it.
      expect(prerendered.textArea).toEqual(textArea);
      // Every heading the pre-rendered page showed is in the same column in the app, and on the
      // first screen at the same place. (Further down, cards grow as the app's data arrives, the
      // EchoRoom card's say, as they did before.)
      expect(prerendered.headings.length).toBeGreaterThan(3);
      const now = await headingsNow(
        page,
        prerendered.headings.map(({ text }) => text),
      );
      const screen = (viewport ?? DESKTOP).height;
      expect(now.map((heading) => heading && { text: heading.text, x: heading.x })).toEqual(
        prerendered.headings.map(({ text, x }) => ({ text, x })),
      );
      const firstScreen = prerendered.headings.filter(({ y }) => y < screen);
      expect(firstScreen.length).toBeGreaterThan(1);
      expect(now.slice(0, firstScreen.length)).toEqual(firstScreen);
      // React's one commit put the header in; the landing page never came in between.
      expect(seen.addedHeadings).toEqual([catalogue.header.title]);
      expect(seen.addedHeadings).not.toContain(landingHeadline(catalogue));
      expect(messages).toEqual([]);
      await context.close();
    });
  }

  it('is never sent for the cookie of an ended session: the landing page is', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    await signUpViaApi(context);
    const cookies = await context.cookies();
    // Log out from the API (the session ends), then put the old cookie back, as a second tab would still send it.
    const out = await context.request.post('/api/logout', { maxRedirects: 0 });
    expect(out.status()).toBe(303);
    await context.addCookies(cookies);
    await observe(context);
    const page = await context.newPage();
    const messages = watchErrors(page, { warnings: true });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered="en"');
    expect(html).not.toContain('data-signed-in-page');
    expect(html).not.toContain(en.header.title);
    await page.getByRole('button', { name: en.landing.logIn }).last().waitFor();
    expect((await observed(page)).addedHeadings).not.toContain(en.header.title);
    expect(messages).toEqual([]);
    await context.close();
  });
});
