/**
 * Journal dialog bench (issue 15, "a journal that pages"): in the production build, served by the
 * real server and driven in Chromium, a user with N imported entries (300 and 1,000) opens the
 * header's 'Resonance Journal' modal. It prints the time from the click to the newest row, the
 * rows and elements the modal holds in the DOM, and what reaching the oldest entry by scrolling
 * straight down costs (time, page requests, the most rows in the DOM on the way). It never fails
 * a build; e2e/journal-paging.test.ts asserts the behaviour.
 *
 *   npx tsx bench/journal-browser.ts --dist .e2e/web   # an existing build (else it builds one)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { csvOf } from '../src/server/import/samples';
import { signUp, startBenchApp } from './support/bench-app';

const SIZES = [300, 1_000];

interface JournalRun {
  entries: number;
  clickToFirstRowMs: number;
  rowsInDom: number;
  elementsInModal: number;
  scrollToOldestMs: number;
  pageRequests: number;
  mostRowsWhileScrolling: number;
}

async function measure(browser: Browser, baseURL: string, entries: number): Promise<JournalRun> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    await signUp(
      context.request,
      `journal-bench-${entries}-${Date.now()}@example.com`,
      'journal-bench-password',
    );
    const imported = await context.request.post('/api/import?name=journal.csv', {
      data: Buffer.from(csvOf(entries)),
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (!imported.ok()) throw new Error(`import answered ${imported.status()}`);

    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    // The card's own page is read first, so the modal's click is timed on a settled page.
    await page
      .getByText(`${entries.toLocaleString('en')} entries`)
      .first()
      .waitFor({ timeout: 60_000 });
    const modal = page.getByRole('dialog', { name: 'Resonance Journal' });
    const rows = modal.getByRole('list', { name: 'Journal entries' }).getByRole('listitem');

    const clicked = performance.now();
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    await rows.first().getByText(`Entry ${entries}: today I felt`).waitFor({ timeout: 60_000 });
    const clickToFirstRowMs = performance.now() - clicked;
    const rowsInDom = await rows.count();
    const elementsInModal = await modal.locator('*').count();

    let pageRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/journal') pageRequests++;
    });
    const viewport = modal.locator('[data-radix-scroll-area-viewport]');
    const oldest = rows.getByText('Entry 1: today I felt', { exact: false });
    let mostRowsWhileScrolling = rowsInDom;
    const scrolled = performance.now();
    // Scrolled to the end on every frame's worth of checks until the oldest entry is rendered,
    // as a user dragging the scrollbar to the bottom and holding it there would.
    while ((await oldest.count()) === 0) {
      if (performance.now() - scrolled > 120_000) throw new Error('the oldest entry never appeared');
      await viewport.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      mostRowsWhileScrolling = Math.max(mostRowsWhileScrolling, await rows.count());
    }
    const scrollToOldestMs = performance.now() - scrolled;
    return {
      entries,
      clickToFirstRowMs: Math.round(clickToFirstRowMs),
      rowsInDom,
      elementsInModal,
      scrollToOldestMs: Math.round(scrollToOldestMs),
      pageRequests,
      mostRowsWhileScrolling,
    };
  } finally {
    await context.close();
  }
}

export async function runJournalBrowserBench(distDir?: string): Promise<JournalRun[]> {
  const app = await startBenchApp({ name: 'journal-bench', distDir });
  try {
    const runs: JournalRun[] = [];
    for (const entries of SIZES) runs.push(await measure(app.browser, app.url, entries));
    return runs;
  } finally {
    await app.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--dist');
  const distDir = index > -1 ? path.resolve(process.argv[index + 1] ?? '') : undefined;
  try {
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    for (const run of await runJournalBrowserBench(distDir)) {
      console.log(
        `'Resonance Journal' modal, ${run.entries.toLocaleString('en')} entries (load ${load}): click to the` +
          ` newest row ${run.clickToFirstRowMs} ms; ${run.rowsInDom} rows and ${run.elementsInModal} elements` +
          ` in the DOM (against ${run.entries.toLocaleString('en')} rows unpaged); scrolling straight to the` +
          ` oldest ${run.scrollToOldestMs} ms in ${run.pageRequests} page requests, at most` +
          ` ${run.mostRowsWhileScrolling} rows on the way`,
      );
    }
  } catch (error) {
    console.log(
      `The journal browser bench could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
