/**
 * Short texts: inline while the server is quiet (no round trip added to a lone request), shared
 * with an idle analysis thread while the event loop is busy (issue 15), with the same result.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Analyser } from './analyser';
import { computeAnalysis, storedComputation } from './compute';
import { AnalysisPool } from './pool';

let pool: AnalysisPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

/** Keeps the event loop busy, as a server under load is. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

describe('the analyser with short texts', { timeout: 120_000 }, () => {
  const text = 'Honestly I love working with her, and I am grateful for how patient she has been.';

  it('computes inline while the event loop is mostly idle', async () => {
    // The engine loads its model on first use, which would keep the loop busy for a while.
    computeAnalysis(text, 'full');
    pool = new AnalysisPool({ workers: 1 });
    const analyser = new Analyser(pool);
    expect(await analyser.compute(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await analyser.compute(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await analyser.compute(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    expect(analyser.shared).toBe(0);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('shares them with an idle thread while the event loop is busy, with the same result', async () => {
    pool = new AnalysisPool({ workers: 1 });
    // The thread has loaded the engine (short texts never wait for that).
    await pool.run(text, 'plain');
    const analyser = new Analyser(pool);
    await analyser.compute(text, 'tonelens');
    spin(150);
    const results = await Promise.all(
      ['full', 'plain', 'tonelens', 'spectral'].map((mode) => analyser.compute(text, mode as 'full')),
    );
    expect(analyser.shared).toBe(4);
    expect(results).toEqual(
      ['full', 'plain', 'tonelens', 'spectral'].map((mode) => computeAnalysis(text, mode as 'full')),
    );
  });

  it('gives the stored columns a thread made, equal to those made inline, for short and long texts', async () => {
    pool = new AnalysisPool({ workers: 1 });
    await pool.run(text, 'plain');
    const modes = ['full', 'plain', 'tonelens', 'spectral'] as const;
    // A short text while the loop is busy: shared with the thread, which answers with columns.
    const analyser = new Analyser(pool);
    await analyser.computeStored(text, 'tonelens');
    spin(150);
    const shared = await Promise.all(modes.map((mode) => analyser.computeStored(text, mode)));
    expect(analyser.shared).toBe(4);
    expect(shared).toEqual(modes.map((mode) => storedComputation(text, mode)));
    expect(shared[0]).not.toHaveProperty('result');
    // A long text (here: of at least 10 characters) always goes to the thread.
    const long = new Analyser(pool, 10);
    const longTexts = await Promise.all(modes.map((mode) => long.computeStored(text, mode)));
    expect(longTexts).toEqual(modes.map((mode) => storedComputation(text, mode)));
    // The thread answers the plain request with the result, as before.
    expect(await pool.run(text, 'full')).toEqual(computeAnalysis(text, 'full'));
  });
});
