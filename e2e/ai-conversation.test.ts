/**
 * Issue 13 as a user meets it: a hostile message gets an alternative that is kinder and keeps the
 * message; in the framed chat, a message with two questions on two lines gets both answered (the
 * second with a rewording of the original), and AI Response with no new message gives a
 * different reply, never the same one again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { analyseText, screenshot, toastText, openSignedInAnalyser, useServerAndBrowser } from './fixtures';

const HOSTILE = "Fine, do whatever you want. I don't care anymore. You ALWAYS decide without asking me!!!";

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  expect(errors).toEqual([]);
  await context?.close();
});

const dialog = () => page.getByRole('dialog', { name: 'Framed Text Interaction' });
const assistantMessages = () => dialog().getByRole('article', { name: 'AI Assistant' });

describe('AI help on a hostile message', () => {
  it('rewrites it kindly, answers two questions at once, and AI Response never repeats itself', async () => {
    ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url));

    // The alternative: changed, calm, an I-statement with a request, and the message's own words.
    await analyseText(page, HOSTILE, 'ToneLens');
    await page.getByRole('button', { name: 'Generate Alternative Text' }).click();
    await toastText(page, 'Alternative Text Generated').waitFor();
    const alternative = (await page.getByTestId('alternative-text').textContent()) ?? '';
    expect(alternative).not.toBe(HOSTILE);
    expect(alternative).toContain('I feel left out when you decide without asking me.');
    expect(alternative).not.toMatch(/ALWAYS|always|!/u);

    // The framed chat: two questions on two lines, both answered.
    await page.getByRole('button', { name: 'Full Framed Text Interaction' }).click();
    await dialog().waitFor();
    const input = dialog().getByRole('textbox', { name: 'Message' });
    await input.fill('Why does my message sound so cold?');
    await input.press('Shift+Enter');
    await input.pressSequentially('And how could I say it more kindly?');
    await input.press('Enter');
    await assistantMessages().first().waitFor();
    const first = (await assistantMessages().first().textContent()) ?? '';
    expect(first).toContain('You asked 2 things.');
    expect(first).toContain('On “Why does my message sound so cold?”:');
    expect(first).toContain(
      'On “And how could I say it more kindly?”: Here is one way to say it with more warmth: “',
    );
    expect(first).toContain('decide without asking me');

    // AI Response with no new message: a new angle, not the same reply.
    await dialog().getByRole('button', { name: 'AI Response' }).click();
    await expect.poll(() => assistantMessages().count()).toBe(2);
    const second = (await assistantMessages().nth(1).textContent()) ?? '';
    const body = (text: string) => text.replace(/^AI Assistant\d{2}:\d{2}/u, '');
    expect(body(second)).not.toBe(body(first));
    expect(body(second)).not.toContain('You asked 2 things.');
    await screenshot(page, 'ai-conversation', false);
  });
});
