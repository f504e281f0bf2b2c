/**
 * First-visit bench (issue 15 "A light first visit", ADR 0019): on a fresh visit (empty cache, no
 * service worker yet) of a signed-in user, the time from the click on 'Analyse Emotional
 * Resonance' to the first Full analysis on screen, with Chromium throttled through CDP as
 * Lighthouse's mobile run is (CPU 4× slower, 150 ms round trips, about 6 Mbps down). Two paths
 * in the same run, alternating: the server answering while the engine loads (this design), and
 * the browser's engine forced (the server's answer refused, so the analyser waits for the engine
 * as it always did before). Goal: ≤ 2.5 s. It prints figures and never fails a build;
 * e2e/first-visit.test.ts asserts the behaviour.
 *
 *   npx tsx bench/first-visit.ts --dist .e2e/web [--rounds 3]   # an existing build (else it builds one)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { signUp, startBenchApp } from './support/bench-app';

const TEXT =
  'I am so grateful for your help this week. I love how we worked together, but I am not sure ' +
  'the plan is right, and honestly I feel a little anxious about tomorrow.';

/** Lighthouse's mobile throttling, applied by CDP (DevTools throttling): 4× CPU, 150 ms RTT, ~6 Mbps. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 6_000_000,
  uploadBitsPerSecond: 1_500_000,
};

export type FirstVisitPath = 'server' | 'engine';

export interface FirstVisit {
  path: FirstVisitPath;
  /** From navigation start to the analyser's heading on screen. */
  pageReadyMs: number;
  clickToResultMs: number;
  /** From navigation start to the first result, the text typed and the click made as soon as the page allows. */
  visitToResultMs: number;
}

async function firstVisit(browser: Browser, baseURL: string, pathTaken: FirstVisitPath): Promise<FirstVisit> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    await signUp(
      context.request,
      `first-visit-${Date.now()}-${Math.random()}@example.com`,
      'first-visit-bench-password',
    );
    // The engine forced: the server's answer is refused, so the analyser waits for the engine.
    if (pathTaken === 'engine') await context.route('**/api/analyse/engine', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const started = Date.now();
    await page.goto('/');
    await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor({ timeout: 120_000 });
    const pageReadyMs = Date.now() - started;
    await page.getByRole('combobox', { name: 'Analysis mode' }).click();
    await page.getByRole('option', { name: 'Full Spectrum', exact: true }).click();
    await page.getByLabel('Text to analyse').fill(TEXT);
    // Timed in the page: from the click to the frame in which the Spectral Binary card (a Full
    // analysis's) shows. A string, so tsx's helpers (it names functions) do not leak into the browser.
    const clickToResultMs = await page.evaluate<number>(`new Promise((resolve, reject) => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent.includes('Analyse Emotional Resonance'));
      const started = performance.now();
      const check = () => {
        if (document.getElementById('spectral-title')) resolve(performance.now() - started);
        else if (performance.now() - started > 120000) reject(new Error('no result in 2 minutes'));
        else requestAnimationFrame(check);
      };
      button.click();
      requestAnimationFrame(check);
    })`);
    return {
      path: pathTaken,
      pageReadyMs,
      clickToResultMs: Math.round(clickToResultMs),
      visitToResultMs: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function runFirstVisitBench(distDir?: string, rounds = 3): Promise<FirstVisit[]> {
  const app = await startBenchApp({ name: 'first-visit', distDir, env: { ANALYSES_PER_MINUTE: '1000' } });
  try {
    const visits: FirstVisit[] = [];
    // Alternating, so both paths see the same machine load.
    for (let round = 0; round < rounds; round++) {
      for (const pathTaken of ['server', 'engine'] as const) {
        visits.push(await firstVisit(app.browser, app.url, pathTaken));
      }
    }
    return visits;
  } finally {
    await app.close();
  }
}

export function formatFirstVisits(visits: FirstVisit[]): string[] {
  return (['server', 'engine'] as const).map((pathTaken) => {
    const mine = visits.filter((visit) => visit.path === pathTaken);
    const clicks = mine.map((visit) => visit.clickToResultMs);
    const label =
      pathTaken === 'server'
        ? 'server answers while the engine loads (this design; goal ≤ 2.5 s)'
        : 'browser engine forced (the server’s answer refused)';
    return (
      `${label}: click to first Full result median ${median(clicks)} ms (${clicks.join(', ')}); ` +
      `page ready median ${median(mine.map((visit) => visit.pageReadyMs))} ms, ` +
      `navigation to first result median ${median(mine.map((visit) => visit.visitToResultMs))} ms`
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > -1 ? process.argv[index + 1] : undefined;
  };
  const dist = option('--dist');
  const rounds = Number(option('--rounds') ?? 3);
  console.log(
    `First visit, signed in, Full mode, CDP throttling (CPU ${THROTTLING.cpuSlowdown}×, ${THROTTLING.latencyMs} ms RTT, ` +
      `${THROTTLING.downloadBitsPerSecond / 1e6} Mbps); load average before: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`,
  );
  try {
    const visits = await runFirstVisitBench(dist ? path.resolve(dist) : undefined, rounds);
    for (const line of formatFirstVisits(visits)) console.log(`  ${line}`);
  } catch (error) {
    console.log(
      `The first-visit bench could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  console.log(`  load average after: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`);
}
