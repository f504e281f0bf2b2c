/** axe-core through @axe-core/playwright: the serious and critical violations of a page. */
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

export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
