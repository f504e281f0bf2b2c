/**
 * The install flows (spec §4, §8): the button appears only when the browser offers installation,
 * accepted / dismissed / installed toasts, and the hints when no prompt exists (generic, iOS Safari).
 * Chromium offers `beforeinstallprompt` only after its own engagement heuristics, so the test
 * dispatches that event with the prompt interface the browser would give.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signUpViaApi, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser();

const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

async function signedInPage(userAgent?: string): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, userAgent ? { userAgent } : {});
  await signUpViaApi(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  return page;
}

const headerInstall = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Add to Home Screen' });

describe('install', () => {
  it('shows the install button only while offered; accepted, dismissed and installed each toast', async () => {
    const page = await signedInPage();
    expect(await headerInstall(page).count()).toBe(0);

    await offerInstall(page, 'accepted');
    await headerInstall(page).click();
    await toastText(page, 'App Installing').waitFor();
    await expect.poll(() => headerInstall(page).count()).toBe(0);

    await offerInstall(page, 'dismissed');
    await headerInstall(page).click();
    await toastText(page, 'You can install ToneLens anytime from your browser menu.').waitFor();
    await expect.poll(() => headerInstall(page).count()).toBe(0);

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await toastText(page, 'ToneLens Installed!').waitFor();

    // Installed: no install action is offered any more.
    await page.getByRole('button', { name: 'Framework Information' }).click();
    expect(await page.getByRole('button', { name: 'Add to Home Screen' }).count()).toBe(0);
    await page.context().close();
  });

  it('gives iOS Safari the Share → Add to Home Screen hint', async () => {
    const page = await signedInPage(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    await page.getByRole('button', { name: 'Framework Information' }).click();
    await page.getByRole('button', { name: 'Add to Home Screen' }).click();
    await toastText(page, 'On iOS Safari, tap Share, then Add to Home Screen.').waitFor();
    await page.context().close();
  });

  it('gives other browsers without a prompt the generic hint', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: 'Framework Information' }).click();
    await page.getByRole('button', { name: 'Add to Home Screen' }).click();
    await toastText(page, 'Open your browser menu and choose Install app or Add to Home Screen.').waitFor();
    await page.context().close();
  });
});
