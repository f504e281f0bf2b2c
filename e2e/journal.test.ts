/**
 * The Resonance Journal for a signed-in user: three analyses → the card shows the 2 newest,
 * newest first, and the sort toggle reverses them; the detail modal shows the stored analysis;
 * a deleted entry stays deleted after a reload ('Entry Deleted', or 'Delete Failed'); the
 * expand-list and all-entries dialogs; empty states; analyses, framed conversations and
 * reflections each recognisable; search by a word of the text; export as Markdown and JSON; a
 * second user sees none of the first user's entries, in the UI and through the API; axe; the
 * screenshot of the header's 'Resonance Journal' modal.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AnalyseResponse } from '../src/contract/analysis';
import { JournalExport, JournalList } from '../src/contract/journal';
import { seriousViolations } from './axe';
import {
  analyseText,
  dismissToasts,
  newContext,
  NO_SERVICE_WORKER,
  screenshot,
  signUpViaApi,
  toastText,
  useServerAndBrowser,
  watchErrors,
} from './fixtures';
import { postgresDatabase, postgresUrl, type TestDatabase } from '../src/server/testing/databases';
import { startServer, type TestServer } from './server';

const FIRST = 'The morning was quiet and I felt calm walking by the river with my sister.';
const SECOND = 'I am worried the project will slip again, and I am not sure anyone has noticed.';
const THIRD = 'Thank you for listening yesterday. I feel lighter, and I am grateful we talked it through.';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];
let serverFailureExpected = false;

beforeEach(async () => {
  context = await newContext(suite.browser, suite.server.url, NO_SERVICE_WORKER);
  await signUpViaApi(context);
  page = await context.newPage();
  errors = watchErrors(page);
  serverFailureExpected = false;
});

afterEach(async () => {
  const unexpected = serverFailureExpected ? errors.filter((error) => !/status of 500/.test(error)) : errors;
  expect(unexpected).toEqual([]);
  await context.close();
});

async function openApp() {
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
}

const journalCard = () => page.getByRole('region', { name: 'Resonance Journal', exact: true });
const cardRows = () =>
  journalCard().getByRole('list', { name: 'Latest journal entries' }).getByRole('listitem');

async function analyse(text: string) {
  await analyseText(page, text);
  await dismissToasts(page);
}

/** Seeds through the API with the page's cookies: an analysis, a framed conversation and a reflection. */
async function seedOneOfEach(words: { analysis: string; conversation: string; reflection: string }) {
  const analysis = await context.request.post('/api/analyse', {
    data: { inputText: words.analysis, mode: 'full' },
  });
  expect(analysis.status()).toBe(201);
  const values = {
    warmthDetachment: 0.5,
    certaintyAmbiguity: 0.5,
    intensityRestraint: 0.5,
    conflictCoherence: 0.5,
  };
  const conversation = await context.request.post('/api/framed-conversations', {
    data: {
      originalText: words.conversation,
      aiGeneratedText: 'A gentler version of the same words.',
      emotionalValues: values,
      conversation: [
        {
          id: 'm1',
          type: 'user',
          content: 'Does this sound harsh?',
          timestamp: new Date().toISOString(),
          emotionalValues: values,
        },
        {
          id: 'm2',
          type: 'ai',
          content: 'It reads as tired more than harsh.',
          timestamp: new Date().toISOString(),
          emotionalValues: values,
        },
      ],
      timestamp: new Date().toISOString(),
    },
  });
  expect(conversation.status()).toBe(201);
  const reflection = await context.request.post('/api/echo-room/save', {
    data: {
      analysisId: null,
      echoMode: 'message',
      originalText: '',
      resonantReply: 'You heard distance where there may only have been haste.',
      userReflection: words.reflection,
      emotionalInsights: null,
      spectralResonance: JSON.stringify({ echoMode: 'message', timestamp: new Date().toISOString() }),
    },
  });
  expect(reflection.status()).toBe(201);
  return AnalyseResponse.parse(await analysis.json()).id;
}

describe('the journal card', () => {
  it('shows the 2 newest of three analyses, newest first; the sort toggle reverses; the detail modal shows the stored analysis', async () => {
    await openApp();
    await page.getByRole('combobox', { name: 'Analysis mode' }).click();
    await page.getByRole('option', { name: 'Full Spectrum', exact: true }).click();
    await analyse(FIRST);
    await analyse(SECOND);
    await analyse(THIRD);
    // The third text gets an alternative wording, stored on its analysis.
    await page.getByLabel('Text to analyse').fill(THIRD);
    await page.getByRole('button', { name: 'Generate Alternative Text' }).click();
    await toastText(page, 'Alternative Text Generated').waitFor();
    await dismissToasts(page);

    await expect.poll(() => cardRows().count()).toBe(2);
    expect(await cardRows().nth(0).textContent()).toContain(THIRD);
    expect(await cardRows().nth(1).textContent()).toContain(SECOND);
    expect(await journalCard().getByText('3 entries').isVisible()).toBe(true);
    // §9 relative dates: all three are from today.
    expect(await cardRows().nth(0).locator('time').textContent()).toBe('Today');

    await journalCard().getByRole('button', { name: 'Sort: Newest first' }).click();
    expect(await cardRows().nth(0).textContent()).toContain(FIRST);
    expect(await cardRows().nth(1).textContent()).toContain(SECOND);
    await journalCard().getByRole('button', { name: 'Sort: Oldest first' }).click();
    expect(await cardRows().nth(0).textContent()).toContain(THIRD);

    // The detail modal loads the stored analysis.
    const stored = JournalList.parse(await (await context.request.get('/api/journal')).json())[0]!;
    const analysisResponse = page.waitForResponse((response) =>
      response.url().endsWith(`/api/analyses/${stored.analysisId}`),
    );
    await cardRows().nth(0).getByRole('button').click();
    expect((await analysisResponse).status()).toBe(200);
    const detail = page.getByRole('dialog', { name: 'Analysis' });
    await detail.getByRole('region', { name: 'Your text' }).getByText(THIRD).waitFor();
    expect(await detail.getByText('Full Spectrum', { exact: true }).isVisible()).toBe(true);
    expect(await detail.getByRole('region', { name: 'ToneLens summary' }).textContent()).toMatch(/Tone: /);
    expect(
      (await detail.getByRole('region', { name: 'Alternative text' }).textContent())!.length,
    ).toBeGreaterThan('Alternative text'.length + 10);
    const tones = detail.getByRole('region', { name: 'Tone percentages' });
    for (const tone of ['Deep', 'Suspended', 'Bright']) {
      expect(await tones.getByText(tone, { exact: true }).isVisible()).toBe(true);
    }
    const percentages = (await tones.textContent())!.match(/\d+\.\d%/g)!;
    expect(percentages).toHaveLength(3);
    expect(percentages.reduce((sum, value) => sum + Number.parseFloat(value), 0)).toBeCloseTo(100, 0);
    const axes = detail.getByRole('region', { name: 'Emotional axes' });
    for (const axis of [
      'Warmth vs Detachment',
      'Certainty vs Ambiguity',
      'Intensity vs Restraint',
      'Conflict vs Coherence',
    ]) {
      expect(await axes.getByText(axis, { exact: true }).isVisible()).toBe(true);
    }
    expect(await axes.getByText(/^\d+% · (Very Low|Low|Moderate|High|Very High)$/).count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deletes an entry for good: “Entry Deleted”, and it is gone after a reload', async () => {
    await seedOneOfEach({ analysis: FIRST, conversation: SECOND, reflection: THIRD });
    await openApp();
    await expect.poll(() => cardRows().count()).toBe(2);
    // Newest first: the reflection, then the conversation.
    await cardRows().nth(0).getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Reflection' });
    await detail.getByText(THIRD).waitFor();
    await detail.getByRole('button', { name: 'Delete entry' }).click();
    // Asked once more; 'Keep it' changes nothing.
    await detail.getByRole('button', { name: 'Keep it' }).click();
    await detail.getByRole('button', { name: 'Delete entry' }).click();
    await detail.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastText(page, 'Entry Deleted').waitFor();
    expect(await detail.count()).toBe(0);
    await expect.poll(() => journalCard().getByText('2 entries').count()).toBe(1);
    expect(await journalCard().textContent()).not.toContain(THIRD);

    await page.reload();
    await expect.poll(() => cardRows().count()).toBe(2);
    expect(await journalCard().textContent()).not.toContain(THIRD);
    expect(await journalCard().getByText('2 entries').isVisible()).toBe(true);
    const left = JournalList.parse(await (await context.request.get('/api/journal')).json());
    expect(left.map((entry) => entry.kind)).toEqual(['conversation', 'analysis']);
    expect((await context.request.get('/api/echo-room')).status()).toBe(200);
    expect(await (await context.request.get('/api/echo-room')).json()).toEqual([]);
  });

  it('shows “Delete Failed” when the server cannot delete, and keeps the entry', async () => {
    await seedOneOfEach({ analysis: FIRST, conversation: SECOND, reflection: THIRD });
    serverFailureExpected = true;
    await page.route(
      (url) => url.pathname.startsWith('/api/journal/') && url.pathname !== '/api/journal/export',
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
          : route.fallback(),
    );
    await openApp();
    await cardRows().nth(0).getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Reflection' });
    await detail.getByRole('button', { name: 'Delete entry' }).click();
    await detail.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastText(page, 'Delete Failed').waitFor();
    await toastText(page, 'Could not delete the journal entry.').waitFor();
    expect(await detail.getByRole('alert').textContent()).toBe('Could not delete the journal entry.');
    expect(await detail.getByText(THIRD).isVisible()).toBe(true);
    expect(JournalList.parse(await (await context.request.get('/api/journal')).json())).toHaveLength(3);
  });

  it('tells analyses, framed conversations and reflections apart, in the card, both dialogs and their details', async () => {
    await seedOneOfEach({ analysis: FIRST, conversation: SECOND, reflection: THIRD });
    await openApp();
    await journalCard().getByRole('button', { name: 'Expand journal list' }).click();
    const expanded = page.getByRole('dialog', { name: 'Latest entries' });
    const rows = expanded.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    const kinds = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds).toEqual(['reflection', 'conversation', 'analysis']);
    expect(await rows.nth(0).textContent()).toMatch(/^Reflection/);
    expect(await rows.nth(1).textContent()).toMatch(/^Framed conversation/);
    expect(await rows.nth(2).textContent()).toMatch(/^Analysis/);

    // A conversation opens with its messages, on top of the list.
    await rows.nth(1).getByRole('button').click();
    const conversation = page.getByRole('dialog', { name: 'Framed conversation' });
    await conversation.getByText('It reads as tired more than harsh.').waitFor();
    expect(await conversation.getByText('You', { exact: true }).isVisible()).toBe(true);
    expect(await conversation.getByText('AI Assistant', { exact: true }).isVisible()).toBe(true);
    expect(await conversation.getByText('A gentler version of the same words.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await conversation.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await expanded.waitFor({ state: 'detached' });

    await journalCard().getByRole('button', { name: 'View all entries' }).click();
    const all = page.getByRole('dialog', { name: 'All journal entries' });
    await expect.poll(() => all.getByRole('listitem').count()).toBe(3);
    await all.getByRole('listitem').nth(0).getByRole('button').click();
    const reflection = page.getByRole('dialog', { name: 'Reflection' });
    await reflection.getByText('You heard distance where there may only have been haste.').waitFor();
    expect(await reflection.getByText('Message Echo', { exact: true }).isVisible()).toBe(true);
  });

  it('shows the empty states to a new user', async () => {
    await openApp();
    await journalCard().getByText('No journal entries yet').waitFor();
    expect(await journalCard().getByRole('button', { name: 'View all entries' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Resonance Journal' });
    await modal.getByText('No journal entries yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * The header's modal over seeded entries: a word of the text finds its entry (server-side
 * full-text search), the screenshot, and both exports. Run on SQLite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL, whose search is a different engine (tsvector).
 */
async function searchAndExport(options: { screenshot: boolean }) {
  await seedOneOfEach({
    analysis: 'Walking by the estuary at dusk I felt the heron watching me.',
    conversation: SECOND,
    reflection: THIRD,
  });
  await openApp();
  await page.getByRole('button', { name: 'Journal', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Resonance Journal' });
  const rows = modal.getByRole('list', { name: 'Journal entries' }).getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(3);
  if (options.screenshot) await screenshot(page, 'journal-1440', false);
  expect(await seriousViolations(page)).toEqual([]);

  // One word of the analysed text finds it, and only it (server-side full-text search).
  await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('heron');
  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('heron');
  expect(await modal.getByText('1 entry found').isVisible()).toBe(true);
  // A prefix of a word of the reflection finds the reflection.
  await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('gratef');
  await expect.poll(() => rows.first().getAttribute('data-kind')).toBe('reflection');
  expect(await rows.count()).toBe(1);
  await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('albatross');
  await modal.getByText('No entries match “albatross”.').waitFor();
  await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('');
  await expect.poll(() => rows.count()).toBe(3);

  const [markdown] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('link', { name: 'Export as Markdown' }).click(),
  ]);
  expect(markdown.suggestedFilename()).toMatch(/^tonelens-journal-\d{4}-\d{2}-\d{2}\.md$/);
  const md = await readFile((await markdown.path())!, 'utf8');
  expect(md).toMatch(/^# Resonance Journal\n/);
  expect(md).toContain('3 entries');
  expect(md).toContain('> Walking by the estuary at dusk I felt the heron watching me.');
  expect(md).toContain('## Reflection (Message Echo)');
  expect(md).toContain('## Framed conversation');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('link', { name: 'Export as JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^tonelens-journal-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JournalExport.parse(JSON.parse(await readFile((await json.path())!, 'utf8')));
  expect(exported.entries.map((entry) => entry.kind)).toEqual(['reflection', 'conversation', 'analysis']);
  expect(exported.entries[2]!.analysis?.inputText).toContain('heron');
  // Closing the modal leaves the page as it was.
  await modal.getByRole('button', { name: 'Close journal' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('the Resonance Journal modal', () => {
  it('searches by a word of the text, opens and exports the journal as Markdown and JSON', async () => {
    await searchAndExport({ screenshot: true });
  });
});

describe.skipIf(!postgresUrl)('the Resonance Journal on PostgreSQL', () => {
  let database: TestDatabase;
  let postgresServer: TestServer;

  beforeAll(async () => {
    database = await postgresDatabase();
    postgresServer = await startServer({ DATABASE_URL: database.databaseUrl! });
  });

  afterAll(async () => {
    await postgresServer?.close();
    await database?.drop();
  });

  it('searches and exports the same way', async () => {
    // This test's user lives on the PostgreSQL server.
    await context.close();
    context = await newContext(suite.browser, postgresServer.url);
    await signUpViaApi(context);
    page = await context.newPage();
    errors = watchErrors(page);
    await searchAndExport({ screenshot: false });
  });
});

describe('privacy', () => {
  it('a second user sees none of the first user’s entries, in the UI and through the API', async () => {
    const analysisId = await seedOneOfEach({
      analysis: 'Walking by the estuary at dusk I felt the heron watching me.',
      conversation: SECOND,
      reflection: THIRD,
    });
    const firstEntries = JournalList.parse(await (await context.request.get('/api/journal')).json());
    expect(firstEntries).toHaveLength(3);
    const reflectionEntry = firstEntries.find((entry) => entry.kind === 'reflection')!;

    const other = await newContext(suite.browser, suite.server.url);
    try {
      await signUpViaApi(other);
      const otherPage = await other.newPage();
      const otherErrors = watchErrors(otherPage);
      await otherPage.goto('/');
      const card = otherPage.getByRole('region', { name: 'Resonance Journal', exact: true });
      await card.getByText('No journal entries yet').waitFor();
      await otherPage.getByRole('button', { name: 'Journal', exact: true }).click();
      const modal = otherPage.getByRole('dialog', { name: 'Resonance Journal' });
      await modal.getByText('No journal entries yet').waitFor();
      await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('heron');
      await modal.getByText('No entries match “heron”.').waitFor();
      expect(otherErrors).toEqual([]);

      expect(await (await other.request.get('/api/journal')).json()).toEqual([]);
      expect(await (await other.request.get('/api/journal?q=heron')).json()).toEqual([]);
      expect(await (await other.request.get('/api/echo-room')).json()).toEqual([]);
      expect((await other.request.get(`/api/analyses/${analysisId}`)).status()).toBe(404);
      expect((await other.request.get(`/api/echo-room/${reflectionEntry.sourceId}`)).status()).toBe(404);
      expect((await other.request.delete(`/api/journal/${reflectionEntry.id}`)).status()).toBe(404);
      const exported = JournalExport.parse(
        await (await other.request.get('/api/journal/export?format=json')).json(),
      );
      expect(exported.entries).toEqual([]);
    } finally {
      await other.close();
    }
    // The first user's entries are untouched.
    expect(JournalList.parse(await (await context.request.get('/api/journal')).json())).toHaveLength(3);
  });
});
