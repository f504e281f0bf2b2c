/**
 * Issue 12 "One voice": after a Full analysis the page gives one piece of advice. The tension
 * panel, the EchoRoom's 'Suggested' mark and the AI reading name the same suggestion; a text about
 * the writer alone is never sent to Thread Return nor told about "the two of you".
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { analyseText, card, newContext, signUpViaApi, watchErrors } from './fixtures';
import { startServer, type TestServer } from './server';
import { DIMENSIONS } from '../src/engine/dimensions';

/** Torn and charged, about no one else. */
const SOLO_TEXT =
  'I want to quit and I want to stay. I am torn and confused, and maybe I am wrong about everything.';
/** Charged and mixed, about someone else. */
const ABOUT_SOMEONE =
  'You NEVER listen to me!!! I love you but I hate how you treat me, and maybe we cannot fix this.';

/** Each suggestion as the page names it: the panel's opening words and the AI reading's. */
const ADVICE = {
  solo: { panel: /^Solo Echo:/u, reading: /Solo Echo/u, mark: 'Solo Echo' },
  message: { panel: /^Message Echo:/u, reading: /Message Echo/u, mark: 'Message Echo' },
  thread: { panel: /^Thread Return:/u, reading: /Thread Return/u, mark: 'Thread Return' },
  guided: { panel: /^Guided reflection:/u, reading: /guided reflection/iu, mark: null },
} as const;
type Mode = keyof typeof ADVICE;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await newContext(browser, server.url);
  await signUpViaApi(context);
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
});

afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

const modeButton = (label: string) =>
  page.getByRole('group', { name: 'EchoRoom' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** Analyses in Full Spectrum and returns the one suggestion the page gives, after checking every place agrees. */
async function adviceOnPage(text: string): Promise<Mode> {
  await analyseText(page, text, 'Full Spectrum');
  const panel = card(page, 'Tension Detected');
  await panel.waitFor();
  const reading = card(page, 'ToneLens Diagnostics').getByRole('region', { name: 'AI reading' });
  await reading.waitFor();
  const panelText = (await panel.locator('p').first().textContent()) ?? '';
  const readingText = (await reading.textContent()) ?? '';
  const modes = (Object.keys(ADVICE) as Mode[]).filter((mode) => ADVICE[mode].panel.test(panelText));
  expect(modes).toHaveLength(1);
  const mode = modes[0]!;
  // The AI reading names that suggestion and no other.
  expect(readingText).toMatch(ADVICE[mode].reading);
  for (const other of Object.keys(ADVICE) as Mode[]) {
    if (other !== mode) expect(readingText).not.toMatch(ADVICE[other].reading);
  }
  // The EchoRoom marks that mode, and only it (a guided reflection marks none).
  expect(
    await page.getByRole('group', { name: 'EchoRoom' }).getByText('Suggested', { exact: true }).count(),
  ).toBe(ADVICE[mode].mark ? 1 : 0);
  const mark = ADVICE[mode].mark;
  if (mark) expect(await modeButton(mark).getByText('Suggested').isVisible()).toBe(true);
  // One piece of advice on the whole page: the panel's.
  expect(await page.getByText(/^(Solo Echo|Message Echo|Thread Return|Guided reflection):/u).count()).toBe(1);
  return mode;
}

describe('one voice', () => {
  it('a text about the writer alone gets one piece of advice, never Thread Return or “the two of you”', async () => {
    const mode = await adviceOnPage(SOLO_TEXT);
    expect(['solo', 'guided']).toContain(mode);
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/two of you|both of you|between you/u);
    expect(await modeButton('Thread Return').getByText('Suggested').count()).toBe(0);
  });

  it('a text about another person gets one piece of advice, named alike by the panel, the EchoRoom and the AI reading', async () => {
    await adviceOnPage(ABOUT_SOMEONE);
  });

  it('each deep-dive sentence agrees with its level label, and "intensity" names one number per name', async () => {
    await adviceOnPage(ABOUT_SOMEONE);
    const diagnostics = card(page, 'ToneLens Diagnostics');
    const band = {
      'Very Low': 'low',
      Low: 'low',
      Moderate: 'medium',
      High: 'high',
      'Very High': 'high',
    } as const;
    for (const dimension of DIMENSIONS) {
      const chip = diagnostics.getByRole('button', { name: dimension.name.split(' vs ')[0], exact: true });
      await chip.click();
      const deepDive = diagnostics
        .locator('p')
        .filter({ hasText: /^(Very Low|Low|Moderate|High|Very High)\. \S/u });
      await deepDive.waitFor();
      const [, level, sentence] = /^(Very Low|Low|Moderate|High|Very High)\. (.*)$/u.exec(
        (await deepDive.textContent()) ?? '',
      )!;
      expect(sentence).toBe(dimension.readings[band[level as keyof typeof band]]);
      await chip.click();
    }
    // The spectral peak is not called an intensity: the only intensities are the spectral average
    // (animated card) and the ToneLens axis, each named for what it measures.
    expect(
      await card(page, 'Spectral Binary Analysis')
        .getByText(/intensity/iu)
        .count(),
    ).toBe(0);
    expect(await card(page, 'Spectral Binary Analysis').getByText('Peak spectral value').isVisible()).toBe(
      true,
    );
  });
});
