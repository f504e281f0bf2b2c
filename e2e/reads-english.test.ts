/**
 * "ToneLens reads English" (issue 18, ADR 0018): a Spanish paragraph gets a notice above the results
 * naming its language, in the interface's language, and again when its stored analysis is opened
 * from the journal; an English text gets none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import es from '../src/web/i18n/locales/es';
import { seriousViolations } from './axe';
import {
  analyseText,
  dismissToasts,
  newContext,
  screenshot,
  signUpViaApi,
  watchErrors,
  openSignedInAnalyser,
  useServerAndBrowser,
} from './fixtures';

const SPANISH =
  'Esta semana ha sido un caos: la mudanza, el coche en el taller y los niños con fiebre. ' +
  'Aun así, hemos salido adelante y me siento más fuerte de lo que pensaba.';
const ENGLISH =
  'This week has been chaos: the move, the car in the garage and the children with a fever. ' +
  'Even so, we got through it and I feel stronger than I thought.';
const NOTICE = 'ToneLens reads English. This text looks like Spanish, so these readings may not mean much.';

const suite = useServerAndBrowser();
let context: BrowserContext;

afterEach(async () => {
  await context?.close();
});

describe('a text in another language', () => {
  it('shows a notice above the results naming the language, and none for an English text', async () => {
    const { context: opened, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url);
    context = opened; // afterEach closes it, whatever the outcome

    await analyseText(page, SPANISH, 'Full Spectrum');
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor();
    // Above the result cards: right under the results' heading, before the first card.
    const results = page.getByRole('region', { name: 'Your resonance' });
    const noticeTop = (await notice.boundingBox())!.y;
    const feedbackTop = (await results.getByRole('region', { name: 'Analysis Feedback' }).boundingBox())!.y;
    expect(noticeTop).toBeLessThan(feedbackTop);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'analyser-reads-english-1440');

    await dismissToasts(page);
    await analyseText(page, ENGLISH);
    await results.getByRole('region', { name: 'Analysis Feedback' }).waitFor();
    await expect.poll(() => page.getByText('ToneLens reads English.').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the same notice when the stored analysis is opened from the journal, and none for an English one', async () => {
    const { context: opened, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url);
    context = opened; // afterEach closes it, whatever the outcome
    const entries = page
      .getByRole('region', { name: 'Resonance Journal', exact: true })
      .getByRole('list', { name: 'Latest journal entries' })
      .getByRole('listitem');
    const detail = page.getByRole('dialog', { name: 'Analysis' });

    await analyseText(page, SPANISH, 'Full Spectrum');
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await dismissToasts(page);
    await entries.filter({ hasText: 'Esta semana ha sido un caos' }).getByRole('button').click();
    await detail.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'journal-reads-english-1440');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await analyseText(page, ENGLISH);
    await dismissToasts(page);
    await entries.filter({ hasText: 'This week has been chaos' }).getByRole('button').click();
    await detail.getByRole('region', { name: 'Your text' }).getByText(ENGLISH).waitFor();
    expect(await detail.getByText('ToneLens reads English.').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says it in the interface’s language, with the language’s name in that language', async () => {
    context = await newContext(suite.browser, suite.server.url);
    await signUpViaApi(context);
    expect((await context.request.patch('/api/account', { data: { language: 'es' } })).status()).toBe(200);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { name: es.header.title }).waitFor();
    await page.getByLabel(es.input.textLabel).fill(SPANISH);
    await page.getByRole('button', { name: es.input.analyse }).click();
    await page
      .getByRole('status')
      .filter({ hasText: es.readsEnglish.notice.replace('{{language}}', 'español') })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
