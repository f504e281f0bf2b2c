/**
 * The API reference at /api/docs renders in a real browser under the app's Content-Security-Policy:
 * every asset comes from this server, nothing is refused, and the operations of the contract show.
 */
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, watchErrors, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser();

describe('API reference', () => {
  it('renders the OpenAPI document from local files only, with no CSP refusal', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    // CSP refusals are console errors ("Refused to load…"); watchErrors collects them.
    const errors = watchErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /ToneLens API/ }).waitFor();
    // An operation of the contract, rendered from the document.
    await page.getByText('/api/analyse', { exact: true }).first().waitFor();
    await page.getByText('/api/journal', { exact: true }).first().waitFor();

    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    const foreign = requested.filter((url) => !url.startsWith(suite.server.url) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    await screenshot(page, 'api-docs');
    await context.close();
  });
});
