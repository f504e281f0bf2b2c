/**
 * Issue 12 "One voice": after a Full analysis the page gives one piece of advice. The tension
 * panel, the EchoRoom's 'Suggested' mark and the AI reading name the same suggestion; a text about
 * the writer alone is never sent to Thread Return nor told about "the two of you".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  analyseText,
  card,
  dismissToasts,
  newContext,
  PHONE,
  watchErrors,
  openSignedInAnalyser,
  useServerAndBrowser,
} from './fixtures';
import { E2E_SCREENSHOTS, SCREENSHOTS } from './paths';
import { DIMENSIONS } from '../src/engine/dimensions';
import { analyse } from '../src/engine/analyse';

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

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url));
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

/** Four sentences that each lean their own way. */
const MIXED =
  'I love you so much and I am grateful for every day with you. I am not sure what to do, maybe I am wrong. ' +
  'I am FURIOUS!!! The meeting is at noon.';

/**
 * A viewport screenshot as the page is now, toasts dismissed (docs/screenshots with
 * E2E_SCREENSHOTS=1). It does not scroll: scrolling would close the open tooltip.
 */
async function screenshotOf(target: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS === '1' ? SCREENSHOTS : E2E_SCREENSHOTS;
  await mkdir(folder, { recursive: true });
  await target.screenshot({ path: path.join(folder, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

describe('sentence tones', () => {
  const marksIn = (target: Page) =>
    card(target, 'Sentence Tones').getByRole('group', { name: /^Sentence \d+ of \d+, / });

  it('marks each sentence by its standout tone after a Full analysis, with its numbers on hover and on keyboard focus', async () => {
    const expected = analyse(MIXED, 'full').sentences;
    expect(expected.length).toBe(4);
    await analyseText(page, MIXED, 'Full Spectrum');
    const marks = marksIn(page);
    await marks.first().waitFor();
    expect(await marks.count()).toBe(expected.length);
    for (const [index, tone] of expected.entries()) {
      const mark = marks.nth(index);
      // The accessible name carries the tone; the tone's name is also visible beside its icon.
      const name = (await mark.getAttribute('aria-label')) ?? '';
      expect(name).toMatch(new RegExp(`^Sentence ${index + 1} of 4, ${tone.standout}: `, 'u'));
      expect(name).toContain(MIXED.slice(tone.start, tone.end).trim());
      expect(await mark.getByText(new RegExp(`^${tone.standout}$`, 'iu')).isVisible()).toBe(true);
      expect(await mark.getAttribute('data-tone')).toBe(tone.standout);
    }

    // Hover (once the results have been revealed, which scrolls the page): the first sentence's numbers.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results-title');
    await card(page, 'Sentence Tones').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await dismissToasts(page);
    // The page may still be gliding (smooth scroll), and Radix closes a hovered tooltip whose
    // trigger scrolls: hover again until the numbers stay, as a person would.
    const tooltip = page.getByRole('tooltip');
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await marks.first().hover();
          return tooltip.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const first = expected[0]!;
    expect(await tooltip.textContent()).toContain(
      `Warmth vs Detachment${Math.round(first.warmthDetachment * 100)}%`,
    );
    await screenshotOf(page, 'sentence-tones-1440');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);

    // Keyboard: Tab reaches the third sentence from the second, and its numbers show.
    await marks.nth(1).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => marks.nth(2).evaluate((element) => element === document.activeElement))
      .toBe(true);
    await tooltip.waitFor();
    const third = expected[2]!;
    const shown = (await tooltip.textContent()) ?? '';
    expect(shown).toContain(`Intensity vs Restraint${Math.round(third.intensityRestraint * 100)}%`);
    expect(shown).toContain(`sentence 3`);
    // Radix ties the open tooltip to the focused sentence, so a screen reader hears the numbers too.
    expect(await marks.nth(2).getAttribute('aria-describedby')).toBeTruthy();

    // The phone layout keeps the marks readable and inside the screen.
    const phoneContext = await newContext(suite.browser, suite.server.url, {
      viewport: PHONE,
      storageState: await context.storageState(),
    });
    const phone = await phoneContext.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto('/');
    await phone.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await analyseText(phone, MIXED, 'Full Spectrum');
    await marksIn(phone).first().waitFor();
    // The results take focus as they are revealed; then Tab to a sentence below the fold: it
    // scrolls into view and its numbers stay open.
    await expect.poll(() => phone.evaluate(() => document.activeElement?.id)).toBe('results-title');
    await dismissToasts(phone);
    await marksIn(phone).nth(0).focus();
    await phone.keyboard.press('Tab');
    await expect
      .poll(() =>
        marksIn(phone)
          .nth(1)
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await phone.getByRole('tooltip').waitFor();
    await screenshotOf(phone, 'sentence-tones-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(phoneErrors).toEqual([]);
    await phoneContext.close();
  });
});
