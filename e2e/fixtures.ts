/**
 * Browser fixtures: a browser per file, a fresh context per test, fresh users (through the UI or
 * the API), a screenshot helper, and a check that the page logged no error.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { User } from '../src/contract/auth';
import { E2E_SCREENSHOTS, SCREENSHOTS } from './paths';

export const PASSWORD = 'resonance-e2e-password';

export interface TestUser {
  email: string;
  firstName: string;
  lastName: string;
}

export function newUser(): TestUser {
  return { email: `e2e-${randomUUID().slice(0, 8)}@example.com`, firstName: 'Robin', lastName: 'Vale' };
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP, ...options });
}

/** Collects page errors and console errors, so a test can assert the app logged none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser itself logs every 4xx response; a signed-out visitor's 401 from /api/auth/user is expected.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  return errors;
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
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  for (const button of await close.all()) await button.click();
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first()
    .waitFor({ state: 'detached' });
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
