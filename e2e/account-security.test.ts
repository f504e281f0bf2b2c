/**
 * Issue 16 in the browser: sign-in never sends a user to another site whatever `returnTo`
 * says, signing out by navigation asks first and signs out only by its button (a POST), and
 * the password can be changed in Account Settings, which signs the other devices out.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  DESKTOP,
  newContext,
  newUser,
  PASSWORD,
  PHONE,
  screenshot,
  signUpViaApi,
  signUpViaUi,
  toastText,
  watchErrors,
  useServerAndBrowser,
} from './fixtures';

const suite = useServerAndBrowser();

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('returnTo after sign-in', () => {
  it('goes to a page on this site, and to the home page for anything else', async () => {
    const setup = await newContext(suite.browser, suite.server.url);
    const user = await signUpViaApi(setup);
    await setup.close();

    // Written into the address bar as an attacker would link them (raw, not re-encoded).
    for (const hostile of [
      '/%5Cevil.example/phish',
      '/%09/evil.example/phish',
      '//evil.example/phish',
      '/.//evil.example',
    ]) {
      const context = await newContext(suite.browser, suite.server.url);
      const page = await context.newPage();
      await page.goto(`/login?returnTo=${hostile}`);
      await signInThroughForm(page, user.email, PASSWORD);
      await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
      const landed = new URL(page.url());
      expect(landed.origin, hostile).toBe(suite.server.url);
      expect(landed.pathname, hostile).toBe('/');
      await context.close();
    }

    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto(`/login?returnTo=${encodeURIComponent('/tune-link?tone=0.5&frequency=550')}`);
    await signInThroughForm(page, user.email, PASSWORD);
    await page.getByText('550 Hz').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/tune-link');
    await context.close();
  });
});

describe('a locked account', () => {
  it('says on /login how long to wait, and refuses even the right password meanwhile', async () => {
    const setup = await newContext(suite.browser, suite.server.url);
    const user = await signUpViaApi(setup);
    await setup.close();
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInThroughForm(page, user.email, `wrong guess ${attempt}`);
      await page.getByText('That e-mail and password do not match an account.').waitFor();
    }
    await signInThroughForm(page, user.email, PASSWORD);
    await page
      .getByText('Too many failed sign-ins for this account. Please try again in 1 minute.')
      .waitFor();
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
    await screenshot(page, 'login-locked-1440', false);
    await context.close();
  });
});

describe('signing out', () => {
  it('asks first when /api/logout is opened, and signs out only with its button', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const user = await signUpViaApi(context);

    await page.goto('/api/logout');
    await page.getByRole('heading', { name: 'Log out of ToneLens?' }).waitFor();
    expect(await page.getByText(`Signed in as ${user.email}`).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logout-confirm-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'logout-confirm-390');
    await page.setViewportSize(DESKTOP);
    // Opening the page signed nobody out; Cancel goes back to the app.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();

    await page.goto('/api/logout');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Spectral Analysis' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('changing the password', () => {
  it('refuses mismatched and common passwords, then changes it and signs the other devices out', async () => {
    const other = await newContext(suite.browser, suite.server.url);
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const user = await signUpViaUi(page, newUser());
    // The same account signed in on a second device.
    expect(
      (
        await other.request.post('/api/auth/local/signin', {
          data: { email: user.email, password: PASSWORD },
        })
      ).status(),
    ).toBe(200);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('button', { name: 'Change password' }).click();
    const form = settings.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('seven sleepy otters');
    await form.getByLabel('Repeat new password').fill('seven sleepy otter');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('The new passwords do not match.').waitFor();

    await form.getByLabel('New password', { exact: true }).fill('1234567890');
    await form.getByLabel('Repeat new password').fill('1234567890');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('This password is one of the most common ones. Please choose another.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'change-password-1440', false);

    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('seven sleepy otters');
    await form.getByLabel('Repeat new password').fill('seven sleepy otters');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('The current password is incorrect.').waitFor();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await toastText(page, 'Password Changed').waitFor();
    await toastText(page, 'Your new password is saved. Your other devices have been signed out.').waitFor();

    // This device stays signed in; the other one is signed out; the new password signs in.
    expect((await context.request.get('/api/auth/user')).status()).toBe(200);
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    const third = await newContext(suite.browser, suite.server.url);
    const login = await third.newPage();
    await login.goto('/login');
    await signInThroughForm(login, user.email, 'seven sleepy otters');
    await login.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    expect(errors.filter((message) => !/status of (400)/.test(message))).toEqual([]);
    await Promise.all([third.close(), other.close(), context.close()]);
  });
});
