/**
 * The Signature Dashboard in a real browser: a new user's friendly empty state; after several
 * analyses the chart of the latest 20, the list of 5 with 100-character snippets and the trend the
 * spec §9 rule gives for them; the download as a JSON file named by date; a tone saved from the
 * analyser; axe; the screenshot of the dashboard with data.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AnalysesList } from '../src/contract/analysis';
import { SignatureList } from '../src/contract/signature';
import { signatureSeries, signatureTrend } from '../src/engine/signature';
import { signatureFileName } from '../src/web/features/signature/dashboard-data';
import { seriousViolations } from './axe';
import {
  dismissToasts,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
  toastText,
  watchErrors,
  useServerAndBrowser,
} from './fixtures';

// Older texts read tense and distant, newer ones warm and sure, so the trend is rising.
const EARLY = [
  'You never listen. I am angry, cold and done with all of this mess, and I do not know what to do next.',
  'I hate this. I am furious and confused, nothing makes sense and I do not trust you at all.',
  'Maybe it is fine, maybe not, I really cannot tell and I feel torn and distant from everyone lately.',
];
const MIDDLE = [
  'Work was busy today. I finished the report, had lunch outside and called my sister in the evening.',
  'I am not sure about the new job yet, but the people seem kind and the commute is shorter than before.',
  'The meeting ran long and I felt a bit unheard, though the plan we agreed on at the end makes sense.',
  'Walked by the river after dinner. The light on the water was soft and I finally felt my shoulders drop.',
];
const LATE = [
  'Thank you so much, I love working with you, I am certain we will succeed together and I am so proud of us.',
  'I am grateful and calm, everything feels clear, warm and connected today, and I trust where this is going.',
  'We are united, confident and warm. I definitely appreciate you and I trust this plan with my whole heart.',
];

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  context = await newContext(suite.browser, suite.server.url);
  await signUpViaApi(context);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

async function store(inputText: string, mode: string) {
  const response = await context.request.post('/api/analyse', { data: { inputText, mode } });
  expect(response.status(), await response.text()).toBe(201);
}

/** 22 ToneLens analyses (more than the chart's 20) and one plain one, which has no signature value. */
async function seedAnalyses() {
  const texts = [...EARLY, ...MIDDLE, ...MIDDLE, ...MIDDLE, ...MIDDLE, ...LATE];
  for (const [index, text] of texts.entries()) {
    await store(text, index % 2 === 0 ? 'tonelens' : 'full');
    if (index === 10) await store('Just a plain note to myself about groceries.', 'plain');
  }
  const response = await context.request.get('/api/analyses');
  return AnalysesList.parse(await response.json());
}

async function openDashboard() {
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  await page.getByRole('tab', { name: 'Signature Dashboard' }).click();
}

describe('Signature Dashboard', () => {
  it('greets a new user with a friendly empty state', async () => {
    await openDashboard();
    await page.getByRole('heading', { name: 'Your Resonance Signature starts here' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download Signature' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('charts the latest 20, lists 5 with snippets and shows the §9 trend', async () => {
    const analyses = await seedAnalyses();
    const series = signatureSeries(analyses);
    const trend = signatureTrend(series.map((point) => point.value));
    expect(series).toHaveLength(22);
    expect(trend).toBe('rising');
    // Two tones saved from the analyser (Save to Signature), listed beside the analyses.
    for (const [spectralValue, originalText] of [
      [0.418, MIDDLE[3]!],
      [0.612, LATE[1]!],
    ] as const) {
      const saved = await context.request.post('/api/signature', { data: { spectralValue, originalText } });
      expect(saved.status(), await saved.text()).toBe(201);
    }

    await openDashboard();
    await page.getByRole('heading', { name: 'Resonance Signature' }).waitFor();
    await page.locator('.recharts-area-curve').waitFor();

    // The chart: the 20 newest values, oldest first (the table beside it carries the same numbers).
    const chart = page.getByRole('figure', { name: /Signature values of your latest 20 analyses/ });
    const charted = await chart.getByRole('row').locator('td:nth-child(2)').allTextContents();
    expect(charted).toEqual(
      series
        .slice(0, 20)
        .reverse()
        .map((point) => point.value.toFixed(3)),
    );
    expect(await chart.locator('.recharts-area-dots circle').count()).toBe(20);

    const trendValue = page.locator('[data-trend]');
    expect(await trendValue.getAttribute('data-trend')).toBe(trend);
    expect(await trendValue.textContent()).toBe('Rising');

    // The list: the 5 newest, each cut to 100 characters.
    const items = page.getByRole('list', { name: 'Latest signature values' }).getByRole('listitem');
    expect(await items.count()).toBe(5);
    for (const [index, point] of series.slice(0, 5).entries()) {
      const item = items.nth(index);
      expect(await item.textContent()).toContain(point.value.toFixed(3));
      const text = (await item.locator('p').textContent()) ?? '';
      const cut = Array.from(point.text).slice(0, 100).join('');
      expect(text).toBe(point.text.length > 100 ? `${cut}…` : cut);
    }
    expect(await page.getByText(LATE[2]!.slice(0, 100), { exact: false }).first().isVisible()).toBe(true);
    const tones = page.getByRole('list', { name: 'Saved tones' }).getByRole('listitem');
    expect(await tones.count()).toBe(2);
    expect(await tones.first().textContent()).toContain('0.612');

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'signature-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'signature-390');
  });

  it('needs six values before it shows a trend', async () => {
    for (const text of EARLY) await store(text, 'tonelens');
    await openDashboard();
    await page.getByRole('heading', { name: 'Resonance Signature' }).waitFor();
    expect(await page.getByText('3 more analyses to show a trend').isVisible()).toBe(true);
    expect(await page.locator('[data-trend]').count()).toBe(0);
  });

  it('downloads the signature as a JSON file named by date', async () => {
    const analyses = await seedAnalyses();
    await openDashboard();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Signature' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(signatureFileName(new Date()));
    expect(download.suggestedFilename()).toMatch(/^tonelens-signature-\d{4}-\d{2}-\d{2}\.json$/);
    const file: unknown = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    const series = signatureSeries(analyses);
    expect(file).toMatchObject({
      trend: 'rising',
      analyses: series.map((point) => ({ id: point.id, createdAt: point.createdAt })),
      savedTones: [],
    });
    await toastText(page, 'Signature Downloaded').waitFor();
  });

  it('lists a tone saved from the analyser', async () => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Analysis mode' }).click();
    await page.getByRole('option', { name: 'Spectral Binary', exact: true }).click();
    await page.getByLabel('Text to analyse').fill(MIDDLE[3]!);
    await page.getByRole('button', { name: 'Analyse Emotional Resonance' }).click();
    await toastText(page, 'Analysis Complete').waitFor();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Save to Signature' }).first().click();
    await page.getByRole('button', { name: 'Saved to Signature!' }).first().waitFor();
    // The input card's 'Add to Signature' saves the same analysis: it says so and stores nothing.
    await page
      .getByRole('button', { name: /^(Add|Saved) to Signature/ })
      .first()
      .click();
    await toastText(page, 'Already Saved').waitFor();
    await toastText(page, 'This analysis is already in your signature.').waitFor();
    // And so does a second press of 'Save to Signature' after its confirmation has gone.
    await page.getByRole('button', { name: 'Save to Signature' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Save to Signature' }).click();
    await toastText(page, 'Already Saved').waitFor();

    const saved = SignatureList.parse(await (await context.request.get('/api/signature')).json());
    expect(saved).toHaveLength(1);
    const [analysis] = AnalysesList.parse(await (await context.request.get('/api/analyses')).json());
    expect(saved[0]!.analysisId).toBe(analysis!.id);
    await page.getByRole('tab', { name: 'Signature Dashboard' }).click();
    const tones = page.getByRole('list', { name: 'Saved tones' }).getByRole('listitem');
    await tones.first().waitFor();
    expect(await tones.count()).toBe(1);
    expect(await tones.first().textContent()).toContain(saved[0]!.spectralValue.toFixed(3));
    expect(await tones.first().textContent()).toContain(MIDDLE[3]!.slice(0, 100));
    // The spectral analysis itself is one value on the chart: its average spectral value, the
    // number its saved tone has (ADR 0009), not 1/3 for every text; the chart says 'Last analysis'.
    const recent = page.getByRole('list', { name: 'Latest signature values' }).getByRole('listitem');
    expect(await recent.count()).toBe(1);
    expect(await recent.first().textContent()).toContain(saved[0]!.spectralValue.toFixed(3));
    expect(saved[0]!.spectralValue.toFixed(3)).not.toBe('0.333');
    expect(await page.getByRole('heading', { name: 'Last analysis', exact: true }).isVisible()).toBe(true);
  });
});
