/**
 * Browser fixtures: a browser per file, a fresh context per test, fresh users (through the UI or
 * the API), a screenshot helper, and a check that the page logged no error.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { User } from '../src/contract/auth';
import { launchBrowser } from './browser';
import { E2E_SCREENSHOTS, SCREENSHOTS } from './paths';
import { startServer, type TestServer } from './server';

export const PASSWORD = 'resonance-e2e-password';

export interface TestUser {
  email: string;
  firstName: string;
  lastName: string;
}

export function newUser(): TestUser {
  return { email: `e2e-${randomUUID().slice(0, 8)}@example.com`, firstName: 'Robin', lastName: 'Vale' };
}

export interface ServerAndBrowser {
  /** The file's real server (e2e/server.ts); read it inside a hook or test, once beforeAll ran. */
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * A server and a browser per file: registers the beforeAll that starts the real server (with
 * `env`, or what `env()` returns once the hooks registered before it have run) and Chromium side
 * by side, and the afterAll that closes both.
 */
export function useServerAndBrowser(
  env: Record<string, string> | (() => Record<string, string>) = {},
): ServerAndBrowser {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

export const DESKTOP = { width: 1440, height: 900 };

/**
 * For a context whose test fakes the server's answers with page.route: no service worker. Once
 * the app's service worker controls the page (it claims it as soon as its precache is in, which
 * on a loaded machine can fall in the middle of a test), Chromium sends the page's requests
 * through it and Playwright's page.route no longer sees them (microsoft/playwright#7588): the
 * real request goes out. CI saw a faked failing DELETE /api/account reach the server and delete
 * the account. Tests of the service worker itself (landing, first visit) keep it.
 */
export const NO_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'block' };
export const PHONE = { width: 390, height: 844 };

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...options });
  // A Content-Security-Policy refusal (an eval, an inline script) is not a console message of its
  // own; logging it as an error lets watchErrors fail the test, as Lighthouse's Issues audit would.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy refused ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return context;
}

/**
 * Collects page errors and console errors (and, with `warnings`, console warnings as
 * 'warning: …', e.g. React's hydration warnings), so a test can assert the app logged none.
 */
export function watchErrors(page: Page, { warnings = false } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every 4xx response as an error too: a signed-out visit must cause none
    // (the web app asks /api/auth/session, which answers 200 with no user).
    if (message.type() === 'error') errors.push(message.text());
    else if (warnings && message.type() === 'warning') errors.push(`warning: ${message.text()}`);
  });
  return errors;
}

/**
 * What a page showed when a test failed, as text for CI's log (CI keeps no screenshots): the
 * address, open dialogs, the focused element and where it sits, the scroll position, toasts, and the
 * requests still unanswered. For failures that do not reproduce on a quiet machine (CI24: a framed
 * view that never showed; stop 28: a focused result card out of view).
 */
export async function describePage(page: Page): Promise<string> {
  const pending = pendingRequests.get(page) ?? new Set<string>();
  const seen = await page
    .evaluate(() => {
      const name = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`
          : 'none';
      const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].map(
        (dialog) => `${name(dialog)} ${dialog.getAttribute('data-state') ?? ''}`,
      );
      const toasts = [
        ...document.querySelectorAll('[data-radix-toast-announce-exclude], li[role=status]'),
      ].map((toast) => (toast.textContent ?? '').trim().slice(0, 80));
      // Where the page is scrolled and where the focused element's card sits (CI: a result that
      // took focus but was not in view).
      const rect = (element: Element | null | undefined) => {
        if (!element) return 'none';
        const box = element.getBoundingClientRect();
        return `top ${Math.round(box.top)} bottom ${Math.round(box.bottom)}`;
      };
      const scroll = {
        y: Math.round(window.scrollY),
        viewport: window.innerHeight,
        height: document.documentElement.scrollHeight,
        locked: document.body.hasAttribute('data-scroll-locked'),
        header: rect(document.querySelector('[data-sticky-header]')),
        focusedCard: rect(document.activeElement?.closest('[data-reveal]')),
        focused: rect(document.activeElement),
      };
      return { dialogs, focused: name(document.activeElement), toasts, scroll };
    })
    .catch((error: unknown) => ({ error: String(error) }));
  return JSON.stringify({ url: page.url(), ...seen, pending: [...pending] }, null, 1);
}

const pendingRequests = new WeakMap<Page, Set<string>>();

/** Keeps the page's unanswered requests for describePage. */
export function watchRequests(page: Page): void {
  const pending = new Set<string>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
}

/** Signs up through the API of the context (its cookies are the page's). */
export async function signUpViaApi(context: BrowserContext, user: TestUser = newUser()): Promise<TestUser> {
  const response = await context.request.post('/api/auth/local/signup', {
    data: { ...user, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  User.parse(await response.json());
  return user;
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** The page's errors so far (watchErrors): a test expects none. */
  errors: string[];
  user: TestUser;
}

/**
 * A fresh context with a user signed up over the API and a page open on the analyser, its errors
 * watched. `permissions` are granted before the sign-up; `initScript` runs in the page before the
 * app does (to take away or stand in for a browser API).
 */
export async function openSignedInAnalyser(
  browser: Browser,
  baseURL: string,
  options: { context?: BrowserContextOptions; permissions?: string[]; initScript?: () => void } = {},
): Promise<SignedInPage> {
  const context = await newContext(browser, baseURL, options.context);
  try {
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseURL });
    const user = await signUpViaApi(context);
    const page = await context.newPage();
    if (options.initScript) await page.addInitScript(options.initScript);
    const errors = watchErrors(page);
    watchRequests(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    return { context, page, errors, user };
  } catch (error) {
    // The caller never gets the context to close in its afterEach.
    await context.close();
    throw error;
  }
}

/** Signs up through /login's 'Create account' form and waits for the analyser. */
export async function signUpViaUi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  return user;
}

/** Closes open toasts (they are fixed to the viewport and would float over a full-page capture). */
export async function dismissToasts(page: Page): Promise<void> {
  const close = notifications(page).getByRole('button', { name: 'Close' });
  // A toast can time out and leave while we reach for its button. A handle ties each click to one
  // toast: if that toast leaves first, the click fails at once (there is nothing left to close)
  // instead of waiting 30 s for a match, or closing a toast that arrives later. Errors only end a try;
  // the loop ends when no close button is left.
  for (;;) {
    const [button] = await close.elementHandles();
    if (!button) break;
    await button.click().catch(() => undefined);
    await button.dispose();
  }
  await notifications(page).getByRole('listitem').first().waitFor({ state: 'detached' });
}

/**
 * Starts recording the titles of the toasts that appear from now on, in order (a title that
 * changes counts again); `recordedToastTitles` reads them. A toast already on screen is left out:
 * on a busy machine an earlier one can still be there, or be fading out, when recording starts.
 */
export async function recordNewToastTitles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const selector = '[role="region"][aria-label^="Notifications"] li .font-semibold';
    const earlier = new Set(document.querySelectorAll(selector));
    const seen: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = seen;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll(selector)) {
        if (earlier.has(title)) continue;
        const text = title.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export const recordedToastTitles = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);

/**
 * The toast list, found by role: it stays in the accessibility tree while a modal is open
 * (components/ui/toast.tsx), so finding it this way also checks that screen readers can read it.
 */
export const notifications = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ });

/** A toast's text, inside the notifications region (Radix also announces it in a hidden live region). */
export const toastText = (page: Page, text: string): Locator =>
  notifications(page).getByText(text, { exact: true });

/**
 * One toast showing this title and this description. Checking them in one wait matters where the
 * page moves on soon after the toast (TuneMind's direct link replaces the page 1.2 s later): two
 * waits one after the other could straddle that on a loaded machine (CI27).
 */
export const toastWith = (page: Page, title: string, description: string): Locator =>
  notifications(page)
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });

/** Waits for a toast with this title and description. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await toastWith(page, title, description).waitFor();
}

/** A card of the page, by its title (cards are labelled regions). */
export const card = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

/** Chooses an analysis mode by its label ('Plain', 'ToneLens', 'Spectral Binary', 'Full Spectrum'). */
export async function selectMode(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Analysis mode' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Analyses a text (in `mode` when given, else the selected one) and waits for 'Analysis Complete'. */
export async function analyseText(page: Page, text: string, mode?: string): Promise<void> {
  if (mode) await selectMode(page, mode);
  await page.getByLabel('Text to analyse').fill(text);
  await page.getByRole('button', { name: 'Analyse Emotional Resonance' }).click();
  await toastText(page, 'Analysis Complete').waitFor();
}

/**
 * Saves a screenshot: into docs/screenshots with E2E_SCREENSHOTS=1 (to refresh the committed
 * ones), else into .e2e/screenshots, so an ordinary run leaves the work tree clean.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const folder = process.env.E2E_SCREENSHOTS === '1' ? SCREENSHOTS : E2E_SCREENSHOTS;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  // From the top (the sticky header stays in place), as still frames: no caret, no animation mid-way.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  return file;
}

/** Waits until finite animations (a toast fading in, a dialog opening, a smooth scroll's effects) have ended. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((animation) => animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)))`,
  );
}

export interface Overlap {
  button: string;
  toast: string;
}

/**
 * The enabled buttons a user could press right now (in the open modal when there is one, on
 * screen, not hidden behind something such as the sticky header) that the visible toast covers.
 * Empty when the toast covers none (or when no toast shows).
 */
export async function toastOverlaps(page: Page): Promise<Overlap[]> {
  await settle(page);
  return page.evaluate(() => {
    const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
    const toasts = [...(region?.querySelectorAll('li') ?? [])].filter(
      (item) => item.getBoundingClientRect().height > 0,
    );
    const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
    const scope: ParentNode = dialogs[dialogs.length - 1] ?? document;
    const buttons = [...scope.querySelectorAll<HTMLElement>('button, [role="button"], a[href]')].filter(
      (button) => !button.matches(':disabled, [aria-disabled="true"]') && !region?.contains(button),
    );
    const overlaps: { button: string; toast: string }[] = [];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        if (b.bottom <= 0 || b.top >= window.innerHeight || b.right <= 0 || b.left >= window.innerWidth)
          continue;
        // Reachable: what is under its centre, the toast aside, is the button itself.
        const hit = document
          .elementsFromPoint(b.left + b.width / 2, b.top + b.height / 2)
          .find((element) => !region?.contains(element));
        if (!hit || !(button === hit || button.contains(hit))) continue;
        const overlap =
          Math.min(t.right, b.right) > Math.max(t.left, b.left) &&
          Math.min(t.bottom, b.bottom) > Math.max(t.top, b.top);
        if (overlap) {
          overlaps.push({
            button: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? button.tagName,
            toast: toast.textContent?.trim() ?? '',
          });
        }
      }
    }
    return overlaps;
  });
}

/** Waits for a toast with this title, then expects it to cover no button a user could press. */
export async function expectToastClearOfButtons(page: Page, title: string): Promise<void> {
  await toastText(page, title).waitFor();
  expect(await toastOverlaps(page)).toEqual([]);
}

/** Whether the element's box lies within the visible part of the page (below the sticky header). */
export async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('[data-sticky-header]')?.getBoundingClientRect().bottom ?? 0;
    return rect.top >= header - 1 && rect.top < window.innerHeight && rect.bottom > header;
  });
}
