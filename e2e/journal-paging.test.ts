/**
 * Issue 15, the journal that pages: with 1,000 entries (imported as a CSV, dated a day apart, so
 * 'Entry 1' is the oldest and 'Entry 1000' the newest), the header's 'Resonance Journal' modal
 * holds far fewer rows than that in the DOM, loads the rest as the list is scrolled until the
 * oldest entry is found by its text, sorts oldest first through the server, and Tab walks past
 * the rows first rendered. The card still shows the 2 newest of 1,000.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ImportResult } from '../src/contract/import';
import { csvOf } from '../src/server/import/samples';
import { JOURNAL_PAGE_SIZE } from '../src/web/features/journal/paging';
import { seriousViolations } from './axe';
import { newContext, signUpViaApi, watchErrors, useServerAndBrowser } from './fixtures';

const ENTRIES = 1_000;
/** '1,000 entries', as the interface writes the count. */
const ALL = `${ENTRIES.toLocaleString('en')} entries`;

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  context = await newContext(suite.browser, suite.server.url);
  await signUpViaApi(context);
  const imported = await context.request.post('/api/import?name=journal.csv', {
    data: Buffer.from(csvOf(ENTRIES)),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(imported.ok()).toBe(true);
  expect(ImportResult.parse(await imported.json()).imported).toBe(ENTRIES);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

async function openJournal() {
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  await page.getByRole('button', { name: 'Journal', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Resonance Journal' });
  const list = modal.getByRole('list', { name: 'Journal entries' });
  return { modal, list, rows: list.getByRole('listitem') };
}

/** The entry imported as line n of the CSV ('Entry 1: today I felt …' is the oldest). */
const entryText = (n: number) => `Entry ${n}: today I felt`;

describe('journal paging', () => {
  it('renders only the rows in view, loads more on scroll down to the oldest, and sorts through the server', async () => {
    const { modal, list, rows } = await openJournal();
    await rows.first().getByText(entryText(ENTRIES)).waitFor();
    // One page is loaded, and says so rather than claiming to be the whole journal.
    await modal.getByText(`${JOURNAL_PAGE_SIZE} entries loaded so far`).waitFor();
    expect(await rows.count()).toBeLessThan(JOURNAL_PAGE_SIZE);
    // Windowed rows (aria-posinset, aria-setsize -1 while the length is unknown) pass axe.
    expect(await seriousViolations(page)).toEqual([]);

    const viewport = modal.locator('[data-radix-scroll-area-viewport]');
    const oldest = list.getByText(entryText(1));
    await expect
      .poll(
        async () => {
          await viewport.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
          return oldest.count();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    await oldest.waitFor();
    // Every page is loaded now: the count is the journal's, and the DOM still holds a window.
    await modal.getByText(ALL, { exact: true }).waitFor();
    expect(await rows.count()).toBeLessThan(JOURNAL_PAGE_SIZE);
    expect(await rows.last().getAttribute('aria-posinset')).toBe(String(ENTRIES));
    expect(await rows.last().getAttribute('aria-setsize')).toBe(String(ENTRIES));

    // Oldest first is the server's order: the first entry comes first, from the top.
    await modal.getByRole('button', { name: 'Sort: Newest first' }).click();
    await modal.getByRole('button', { name: 'Sort: Oldest first' }).waitFor();
    await expect.poll(() => rows.first().textContent()).toContain(entryText(1));
    expect(await rows.first().getAttribute('aria-posinset')).toBe('1');
    expect(await rows.nth(1).textContent()).toContain(entryText(2));
  });

  it('pages a search the same way, down to its last match', async () => {
    const { modal, list, rows } = await openJournal();
    await rows.first().getByText(entryText(ENTRIES)).waitFor();
    // One entry in five felt 'calm and content': 200 of 1,000, two pages of matches.
    await modal.getByRole('searchbox', { name: 'Search your journal' }).fill('calm');
    await modal.getByText(`${JOURNAL_PAGE_SIZE} entries loaded so far`).waitFor();
    await expect.poll(() => rows.first().textContent()).toContain(entryText(996));
    const viewport = modal.locator('[data-radix-scroll-area-viewport]');
    const oldest = list.getByText(entryText(1));
    await expect
      .poll(
        async () => {
          await viewport.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
          return oldest.count();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    await modal.getByText('200 entries found').waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain('calm and content');
  });

  it('lets Tab reach rows beyond the ones first rendered', async () => {
    const { rows } = await openJournal();
    await rows.first().getByText(entryText(ENTRIES)).waitFor();
    const firstRendered = await rows.count();
    await rows.first().getByRole('button').focus();
    const steps = firstRendered + 5;
    // Pressed back to back, as a held Tab key would.
    for (let i = 0; i < steps; i++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('li')?.getAttribute('aria-posinset'),
    );
    expect(focused).toBe(String(steps + 1));
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      entryText(ENTRIES - steps),
    );
  });

  it('drops a deleted entry from the loaded list without reading its pages again', async () => {
    const { modal, rows } = await openJournal();
    await rows.first().getByText(entryText(ENTRIES)).waitFor();
    await modal.getByText(`${JOURNAL_PAGE_SIZE} entries loaded so far`).waitFor();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/journal') reads.push(url.search);
    });
    await rows.first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Analysis' });
    await detail.getByRole('button', { name: 'Delete entry' }).click();
    await detail.getByRole('button', { name: 'Delete', exact: true }).click();
    await detail.waitFor({ state: 'detached' });
    await modal.getByText(`${JOURNAL_PAGE_SIZE - 1} entries loaded so far`).waitFor();
    expect(await rows.first().textContent()).toContain(entryText(ENTRIES - 1));
    // The card reads its page of 10 again; the list's page of 100 is not fetched again.
    await expect.poll(() => reads.some((search) => search.includes('limit=10&'))).toBe(true);
    expect(reads.filter((search) => search.includes(`limit=${JOURNAL_PAGE_SIZE}&`))).toEqual([]);
  });

  it('keeps the card’s 2 newest entries and the journal’s count, reading one short page and the count', async () => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/journal')) reads.push(url.pathname + url.search);
    });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Resonance Journal', exact: true });
    const cardRows = card.getByRole('list', { name: 'Latest journal entries' }).getByRole('listitem');
    await expect.poll(() => cardRows.count()).toBe(2);
    expect(await cardRows.first().textContent()).toContain(entryText(ENTRIES));
    expect(await cardRows.nth(1).textContent()).toContain(entryText(ENTRIES - 1));
    await card.getByText(ALL, { exact: true }).waitFor();

    // Oldest first asks the server for the oldest page (1,000 entries are more than one page).
    await card.getByRole('button', { name: 'Sort: Newest first' }).click();
    await expect.poll(() => cardRows.first().textContent()).toContain(entryText(1));
    expect(await cardRows.nth(1).textContent()).toContain(entryText(2));
    // The expand-list dialog shows that page: 10 of 1,000, and the way to the rest.
    await card.getByRole('button', { name: 'Expand journal list' }).click();
    const expanded = page.getByRole('dialog', { name: 'Latest entries' });
    await expanded.getByText(`Oldest first · 10 of ${ALL}`).waitFor();
    expect(await expanded.getByRole('listitem').count()).toBe(10);
    expect(await expanded.getByRole('button', { name: 'View all entries' }).isVisible()).toBe(true);

    // Never the whole journal: a page of 10 in each order and the count.
    expect([...new Set(reads)].sort()).toEqual([
      '/api/journal/count',
      '/api/journal?limit=10&order=newest',
      '/api/journal?limit=10&order=oldest',
    ]);
  });
});
