/**
 * The Analyser for a signed-in user: each of the four modes shows its cards; uploads (.md loads,
 * .png and > 1 MB refused with the spec's messages); alternative text appears and copies; axe on
 * the analyser with full results; the screenshots of the full results at 1440 and 390 px.
 */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  analyseText,
  card,
  dismissToasts,
  newContext,
  PHONE,
  screenshot,
  selectMode,
  toastText,
  watchErrors,
  openSignedInAnalyser,
  useServerAndBrowser,
} from './fixtures';

const TEXT =
  'I am so grateful for your help this week. I love how we worked together, ' +
  'but I am not sure the plan is right, and honestly I feel a little anxious about tomorrow.';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url, {
    permissions: ['clipboard-read', 'clipboard-write'],
  }));
});

afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

const MODES = {
  plain: 'Plain',
  tonelens: 'ToneLens',
  spectral: 'Spectral Binary',
  full: 'Full Spectrum',
} as const;

describe('analysis modes', () => {
  it('analyses in each of the four modes and shows each mode’s cards', async () => {
    // Plain is the default mode.
    expect(await page.getByRole('combobox', { name: 'Analysis mode' }).textContent()).toBe('Plain');
    await analyseText(page, TEXT);
    await card(page, 'Analysis Feedback').waitFor();
    expect(
      await card(page, 'Analysis Feedback')
        .getByRole('button', { name: 'Start ToneLens Analysis' })
        .isVisible(),
    ).toBe(true);
    expect(await card(page, 'ToneLens Diagnostics').count()).toBe(0);
    // The analysed text stays in the box (ADR 0008).
    expect(await page.getByLabel('Text to analyse').inputValue()).toBe(TEXT);
    await card(page, 'Your Original Text').getByText(TEXT).waitFor();

    // 'Start ToneLens Analysis' switches the mode and analyses the same text in it.
    await dismissToasts(page);
    await card(page, 'Analysis Feedback').getByRole('button', { name: 'Start ToneLens Analysis' }).click();
    expect(await page.getByRole('combobox', { name: 'Analysis mode' }).textContent()).toBe(MODES.tonelens);
    await card(page, 'ToneLens Diagnostics').waitFor();
    await toastText(page, 'Analysis Complete').waitFor();
    for (const axis of [
      'Warmth vs Detachment',
      'Certainty vs Ambiguity',
      'Intensity vs Restraint',
      'Conflict vs Coherence',
    ]) {
      expect(await card(page, 'ToneLens Diagnostics').getByRole('heading', { name: axis }).isVisible()).toBe(
        true,
      );
    }
    expect(await card(page, 'Analysis Feedback').count()).toBe(0);
    expect(await card(page, 'Spectral Binary Analysis').count()).toBe(0);
    // Axis exploration: one axis with its deep-dive, and tapping it again shows all.
    await card(page, 'ToneLens Diagnostics').getByRole('button', { name: 'Warmth', exact: true }).click();
    expect(await card(page, 'ToneLens Diagnostics').getByRole('heading', { level: 3 }).count()).toBe(1);
    await card(page, 'ToneLens Diagnostics').getByRole('button', { name: 'Warmth', exact: true }).click();
    expect(await card(page, 'ToneLens Diagnostics').getByRole('heading', { level: 3 }).count()).toBe(4);

    await selectMode(page, MODES.spectral);
    await analyseText(page, TEXT);
    await card(page, 'Spectral Binary Analysis').waitFor();
    expect(await card(page, 'Spectral Text').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save to Signature' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Play Tone/ }).isVisible()).toBe(true);
    expect(await card(page, 'ToneLens Diagnostics').count()).toBe(0);
    expect(await card(page, 'Framework Information').isVisible()).toBe(true);

    await selectMode(page, MODES.full);
    await analyseText(page, TEXT);
    for (const title of [
      'Analysis Feedback',
      'ToneLens Diagnostics',
      'Spectral Text',
      'Spectral Binary Analysis',
    ]) {
      await card(page, title).waitFor();
    }
    expect(
      await card(page, 'Animated Emotional Visualization')
        .getByText(`${TEXT.length} characters`)
        .first()
        .isVisible(),
    ).toBe(true);

    // The journal holds the four analyses.
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('listitem').count()).toBe(4);
    await page.keyboard.press('Escape');

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save to Signature' }).click();
    // One analysis, one saved tone: both signature buttons (results and input card) say it is saved.
    await expect.poll(() => page.getByRole('button', { name: 'Saved to Signature!' }).count()).toBe(2);
    await page.getByRole('button', { name: /Play Tone/ }).click();
    await expect
      .poll(() => page.getByRole('region', { name: /Notifications/ }).textContent())
      .toMatch(/Tone PreviewPlaying \d{3}Hz tone \(spectral value: 0\.\d{3}\)/);
    await dismissToasts(page);
    await screenshot(page, 'analyser-full-1440');

    // The phone screenshot from a page opened on a phone (its one-column order, with the next
    // steps right after the results), signed in as the same user.
    const phoneContext = await newContext(suite.browser, suite.server.url, {
      viewport: PHONE,
      storageState: await context.storageState(),
    });
    const phone = await phoneContext.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto('/');
    await phone.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await analyseText(phone, TEXT, MODES.full);
    await phone.getByRole('button', { name: 'Save to Signature' }).click();
    await expect.poll(() => phone.getByRole('button', { name: 'Saved to Signature!' }).count()).toBe(2);
    await dismissToasts(phone);
    await screenshot(phone, 'analyser-full-390');
    // Nothing runs off the side on the narrowest supported screen.
    await phone.setViewportSize({ width: 360, height: 740 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(phoneErrors).toEqual([]);
    await phoneContext.close();
    // Four analyses, a journal, axe and a second (phone) page: on a busy two-core machine this
    // takes longer than the default 90 s.
  }, 180_000);

  it('asks for input when the text is blank; the button is reached and pressed by keyboard, with visible focus', async () => {
    let focused = '';
    for (let presses = 0; presses < 40 && focused !== 'Analyse Emotional Resonance'; presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Analyse Emotional Resonance');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow);
    expect(ring).not.toBe('none');
    await page.keyboard.press('Enter');
    await toastText(page, 'Please enter some text to analyse.').waitFor();
    // F8 moves focus to the notifications (spec §9).
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
      ),
    ).toMatch(/Notifications/);
    expect(await page.getByRole('button', { name: 'Generate Alternative Text' }).isDisabled()).toBe(true);
  });
});

describe('a 10,000-character text', () => {
  // How smoothly it animates (frames, long tasks) is measured by bench/canvas.ts, not asserted here:
  // a timed assertion would fail on a busy machine without anything being wrong.
  it('analyses it and keeps the canvas moving', async () => {
    const long = 'The quiet before a storm feels heavy, yet somehow hopeful and bright. '
      .repeat(143)
      .slice(0, 10_000);
    await selectMode(page, MODES.spectral);
    await analyseText(page, long);
    const canvas = card(page, 'Animated Emotional Visualization').locator('canvas');
    await card(page, 'Animated Emotional Visualization').getByText('10,000 characters').waitFor();
    // Drawing pauses off screen, so bring the canvas into view.
    await canvas.scrollIntoViewIfNeeded();
    const first = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await expect
      .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL()), { timeout: 10_000 })
      .not.toBe(first);
    expect(await canvas.count()).toBe(1);
  });
});

describe('upload', () => {
  const input = () => page.getByTestId('file-input');

  it('loads a .md file and refuses a .png and a file over 1 MB', async () => {
    await input().setInputFiles({
      name: 'notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Today\nI feel calm.'),
    });
    await toastText(page, 'Successfully loaded notes.md').waitFor();
    expect(await page.getByLabel('Text to analyse').inputValue()).toBe('# Today\nI feel calm.');

    await input().setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([137, 80, 78, 71]),
    });
    await toastText(page, 'Please upload a text file (.txt, .md, or other text formats).').waitFor();

    await input().setInputFiles({
      name: 'big.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    await toastText(page, 'Please upload a file smaller than 1MB.').waitFor();
    expect(await page.getByLabel('Text to analyse').inputValue()).toBe('# Today\nI feel calm.');
  });
});

describe('alternative text', () => {
  it('generates alternative text and copies it', async () => {
    await page.getByLabel('Text to analyse').fill(TEXT);
    await page.getByRole('button', { name: 'Generate Alternative Text' }).click();
    await toastText(page, 'Alternative Text Generated').waitFor();
    const alternative = await page.getByTestId('alternative-text').textContent();
    expect(alternative?.length).toBeGreaterThan(10);
    await card(page, 'Alternative Text').getByRole('button', { name: 'Copy Alternative Text' }).click();
    await card(page, 'Alternative Text').getByRole('button', { name: 'Copied!' }).waitFor();
    await toastText(page, 'Alternative text copied to clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(alternative);
  });
});
