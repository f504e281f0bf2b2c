/**
 * The Interactive Emotion Gradient as a user meets it: the card after a ToneLens (or spectral)
 * analysis opens Locked with the analysis' values; unlocking, resetting and locking show the
 * spec's toasts; a slider moved with the arrow keys keeps its value across a reload (through
 * localStorage 'emotionalGradientState', shown by the side panel); the side panel saves; the
 * iPhone-only minimise; the gradient-only framed view opens unlocked; axe; the 390 px screenshot.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  analyseText,
  card,
  dismissToasts,
  expectToast,
  PHONE,
  openSignedInAnalyser,
  useServerAndBrowser,
} from './fixtures';
import { E2E_SCREENSHOTS, SCREENSHOTS } from './paths';

const TEXT =
  'I am so grateful for your help this week. I love how we worked together, ' +
  'but I am not sure the plan is right, and honestly I feel a little anxious about tomorrow.';

const AXES = [
  'Warmth vs Detachment',
  'Certainty vs Ambiguity',
  'Intensity vs Restraint',
  'Conflict vs Coherence',
] as const;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

async function openPage(options: BrowserContextOptions = {}) {
  ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url, {
    context: options,
  }));
}

afterEach(async () => {
  expect(errors).toEqual([]);
  await context?.close();
});

const gradientCard = () => card(page, 'Interactive Emotion Gradient');
const sidePanel = () => card(page, 'Emotional State');
const slider = (scope: Locator, name: string) => scope.getByRole('slider', { name, exact: true });

const valueNow = async (locator: Locator) => Number(await locator.getAttribute('aria-valuenow'));

/** The percentages the ToneLens Diagnostics card shows, axis by axis. */
async function diagnosticsPercents(): Promise<number[]> {
  const text = (await card(page, 'ToneLens Diagnostics').textContent()) ?? '';
  return AXES.map((axis) => {
    const match = new RegExp(`${axis}(\\d+)%`).exec(text);
    if (!match) throw new Error(`no percentage for ${axis} in ${text}`);
    return Number(match[1]);
  });
}

describe('gradient card', () => {
  beforeEach(() => openPage());

  it('opens Locked with the analysis’ values; unlock, arrow keys and reload keep the value', async () => {
    // Before any analysis there is no gradient card; the side panel is there, neutral and locked.
    expect(await gradientCard().count()).toBe(0);
    for (const axis of AXES) expect(await valueNow(slider(sidePanel(), axis))).toBe(0.5);

    await analyseText(page, TEXT, 'ToneLens');
    await gradientCard().waitFor();
    const gradient = gradientCard();
    await gradient.getByText('Locked', { exact: true }).waitFor();
    expect(await gradient.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);

    // The sliders start at the analysis' values (0 falls back to 50%), and announce themselves.
    const expected = (await diagnosticsPercents()).map((pct) => (pct === 0 ? 50 : pct));
    for (const [index, axis] of AXES.entries()) {
      const thumb = slider(gradient, axis);
      expect(Math.round((await valueNow(thumb)) * 100)).toBe(expected[index]);
      expect(await thumb.getAttribute('aria-valuemin')).toBe('0');
      expect(await thumb.getAttribute('aria-valuemax')).toBe('1');
      expect(await thumb.getAttribute('aria-valuetext')).toMatch(
        new RegExp(`^${expected[index]}%, (Very Low|Low|Moderate|High|Very High)$`),
      );
      expect(await gradient.getByRole('button', { name: `About ${axis}` }).isVisible()).toBe(true);
    }
    // Each slider shows its end labels and its current colour.
    for (const end of ['Cold/Detached', 'Warm/Connected', 'Uncertain/Vague', 'Coherent/Unified']) {
      expect(await gradient.getByText(end, { exact: true }).isVisible()).toBe(true);
    }
    expect(await gradient.getByRole('img', { name: /^Current emotional colour: / }).count()).toBe(4);
    expect(await gradient.getByRole('img', { name: /^Emotional gradient: Warmth \d+%/ }).isVisible()).toBe(
      true,
    );

    // Locked sliders do not move: they are not even in the tab order.
    const warmth = slider(gradient, 'Warmth vs Detachment');
    const before = await valueNow(warmth);
    expect(await warmth.getAttribute('tabindex')).toBeNull();

    await gradient.getByRole('button', { name: 'Unlock' }).click();
    await expectToast(page, 'Adjustment Mode Enabled', 'You can now modify the emotional dimensions.');
    await gradient.getByText('Adjustable', { exact: true }).waitFor();

    await warmth.focus();
    const direction = before > 0.9 ? 'ArrowLeft' : 'ArrowRight';
    for (let press = 0; press < 3; press++) await page.keyboard.press(direction);
    const moved = Math.round((before + (direction === 'ArrowRight' ? 0.03 : -0.03)) * 100) / 100;
    await expect.poll(() => valueNow(warmth)).toBeCloseTo(moved, 5);
    const movedPercent = `${Math.round(moved * 100)}%`;
    expect(await warmth.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${movedPercent}, `));
    // The side panel shows the page's one gradient.
    expect(await valueNow(slider(sidePanel(), 'Warmth vs Detachment'))).toBeCloseTo(moved, 5);
    const stored = await page.evaluate(() => localStorage.getItem('emotionalGradientState'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ warmthDetachment: moved });

    await page.reload();
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    await expect.poll(() => valueNow(slider(sidePanel(), 'Warmth vs Detachment'))).toBeCloseTo(moved, 5);
    expect(await sidePanel().getByText(movedPercent, { exact: true }).count()).toBeGreaterThan(0);
    expect(await sidePanel().getByText('Locked', { exact: true }).isVisible()).toBe(true);
  });

  it('resets every slider to 50% only while unlocked, and locks again', async () => {
    await analyseText(page, TEXT, 'ToneLens');
    const gradient = gradientCard();
    await gradient.getByRole('button', { name: 'Unlock' }).click();
    const intensity = slider(gradient, 'Intensity vs Restraint');
    await intensity.focus();
    await page.keyboard.press('End');
    await expect.poll(() => valueNow(intensity)).toBe(1);
    expect(await intensity.getAttribute('aria-valuetext')).toBe('100%, Very High');

    await gradient.getByRole('button', { name: 'Reset' }).click();
    await expectToast(
      page,
      'Emotional Dimensions Reset',
      'All sliders have been reset to neutral positions.',
    );
    for (const axis of AXES) {
      expect(await valueNow(slider(gradient, axis))).toBe(0.5);
      expect(await slider(gradient, axis).getAttribute('aria-valuetext')).toBe('50%, Moderate');
    }
    expect(await gradient.getByText('50%', { exact: true }).count()).toBe(4);

    await gradient.getByRole('button', { name: 'Lock' }).click();
    await expectToast(page, 'Adjustment Mode Disabled', 'Sliders are now locked to current values.');
    await gradient.getByText('Locked', { exact: true }).waitFor();
    expect(await gradient.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    // The accordion collapses and opens again.
    await gradient.getByRole('button', { name: 'Interactive Emotion Gradient', exact: true }).click();
    expect(await slider(gradient, 'Warmth vs Detachment').count()).toBe(0);
    await gradient.getByRole('button', { name: 'Interactive Emotion Gradient', exact: true }).click();
    await slider(gradient, 'Warmth vs Detachment').waitFor();
  });

  it('appears after a spectral analysis (neutral, no axes measured) but not after a plain one', async () => {
    await analyseText(page, TEXT, 'Plain');
    await card(page, 'Analysis Feedback').waitFor();
    expect(await gradientCard().count()).toBe(0);
    await analyseText(page, TEXT, 'Spectral Binary');
    await gradientCard().waitFor();
    for (const axis of AXES) expect(await valueNow(slider(gradientCard(), axis))).toBe(0.5);
  });

  it('saves the side panel’s emotional state on this device', async () => {
    const panel = sidePanel();
    await panel.getByRole('button', { name: 'Unlock' }).click();
    const coherence = slider(panel, 'Conflict vs Coherence');
    await coherence.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => valueNow(coherence)).toBeCloseTo(0.4, 5);
    await page.evaluate(() => localStorage.removeItem('emotionalGradientState'));
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectToast(
      page,
      'Emotional State Saved',
      'Your current emotional gradient has been saved locally.',
    );
    const stored = await page.evaluate(() => localStorage.getItem('emotionalGradientState'));
    expect(JSON.parse(stored ?? '{}')).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.4,
    });
    // Only iPhones get the minimise button.
    expect(await panel.getByRole('button', { name: 'Minimise' }).count()).toBe(0);
  });

  it('opens the gradient-only framed view with its sliders unlocked; the help tooltip explains; no serious axe violations', async () => {
    await analyseText(page, TEXT, 'Full Spectrum');
    // Hover again on each try: on a busy machine the first pointer move can land while the page
    // is still settling after the analysis, and Radix then never starts its 700 ms delay.
    const help = gradientCard().getByRole('button', { name: 'About Warmth vs Detachment' });
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await help.hover();
          return page
            .getByRole('tooltip')
            .textContent({ timeout: 3_000 })
            .catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe('How emotionally close and caring the writing feels, from distant to connected.');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // The Interaction view switch decides which view the button opens (issue 14).
    await page.getByRole('radio', { name: 'Gradient only' }).click();
    await gradientCard().getByRole('button', { name: 'Open Interactive Emotion Gradient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Framed Text Interaction' });
    await dialog.waitFor();
    await dialog.getByText('Adjustable', { exact: true }).waitFor();
    expect(await dialog.getByRole('log', { name: 'Conversation' }).count()).toBe(0);
    expect(await dialog.getByRole('separator').count()).toBe(0);
    const warmth = slider(dialog, 'Warmth vs Detachment');
    const before = await valueNow(warmth);
    await warmth.focus();
    await page.keyboard.press(before < 0.5 ? 'PageUp' : 'PageDown');
    await expect.poll(() => valueNow(warmth)).not.toBe(before);
    const moved = await valueNow(warmth);
    // Reset inside the modal is said inside it too (the page's toasts are outside the modal).
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => valueNow(warmth)).toBe(0.5);
    expect(await dialog.getByRole('status').textContent()).toBe(
      'Emotional Dimensions Reset. All sliders have been reset to neutral positions.',
    );
    await warmth.focus();
    for (let press = 0; press < Math.round(Math.abs(moved - 0.5) * 100); press++) {
      await page.keyboard.press(moved > 0.5 ? 'ArrowRight' : 'ArrowLeft');
    }
    await expect.poll(() => valueNow(warmth)).toBeCloseTo(moved, 5);
    // The view switch of the input card still says the view that was opened.
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: 'Gradient only' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The card shows the moved value too.
    expect(await valueNow(slider(gradientCard(), 'Warmth vs Detachment'))).not.toBe(before);
  });
});

describe('on an iPhone', () => {
  beforeEach(() => openPage({ viewport: PHONE, userAgent: IPHONE_UA, isMobile: true, hasTouch: true }));

  it('minimises the gradient to its bar and shows it again; the 390 px screenshot', async () => {
    await analyseText(page, TEXT, 'ToneLens');
    const gradient = gradientCard();
    await gradient.getByRole('button', { name: 'Unlock' }).click();
    await dismissToasts(page);
    const minimise = gradient.getByRole('button', { name: 'Minimise' });
    expect(await minimise.getAttribute('aria-expanded')).toBe('true');
    await gradient.scrollIntoViewIfNeeded();
    await elementScreenshot(gradient, 'gradient-390');
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    await minimise.click();
    expect(await slider(gradient, 'Warmth vs Detachment').count()).toBe(0);
    expect(await gradient.getByRole('img', { name: /^Emotional gradient: / }).isVisible()).toBe(true);
    const expand = gradient.getByRole('button', { name: 'Expand' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    await slider(gradient, 'Warmth vs Detachment').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** An element's screenshot, where the screenshot helper puts them (docs/screenshots with E2E_SCREENSHOTS=1). */
async function elementScreenshot(locator: Locator, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS === '1' ? SCREENSHOTS : E2E_SCREENSHOTS;
  await mkdir(folder, { recursive: true });
  await locator.screenshot({ path: path.join(folder, `${name}.png`), animations: 'disabled', caret: 'hide' });
}
