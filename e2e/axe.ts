/** axe-core through @axe-core/playwright: a page's WCAG 2.1 A/AA violations (all, or the serious ones). */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for running finite animations (a toast fading in, a dialog opening) to end first: axe
 * measures colour contrast on what is painted, and a half-faded element fails it for no real reason.
 * Endless animations (spinners, the canvas) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((animation) => animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)))`,
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

async function violationsOf(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations;
}

/** Each violation described for a test failure: rule, impact, help and where. */
const describeViolation = (violation: Violation): string =>
  `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ')}`;

/** Every WCAG 2.1 A/AA violation of the page, whatever its impact. */
export async function wcagViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page)).map(describeViolation);
}

/** The serious and critical WCAG 2.1 A/AA violations of the page. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describeViolation);
}
