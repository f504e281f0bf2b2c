import { afterEach, describe, expect, it } from 'vitest';
import { ANALYSIS_MODES } from '@engine/analyse';
import { computeAnalysis, INLINE_BELOW_CHARACTERS, storedComputation } from './compute';
import { AnalysisPool, AnalysisQueueFullError, SHARED_JOBS_PER_THREAD } from './pool';
import { longText } from './testing';

let pool: AnalysisPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the analysis threads', { timeout: 120_000 }, () => {
  it('give exactly the inline engine’s result and dominant tones, in every mode', async () => {
    pool = new AnalysisPool({ workers: 2, maxQueued: 8 });
    const texts = [
      '',
      'I am so happy today 🎉 but a little worried about tomorrow.',
      longText(12_000, 1),
      longText(50_000, 2),
    ];
    for (const text of texts) {
      for (const mode of ANALYSIS_MODES) {
        expect(await pool.run(text, mode), `${mode}, ${text.length} characters`).toEqual(
          computeAnalysis(text, mode),
        );
      }
    }
  });

  it('refuses a job at once when every thread is busy and the queue is full', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 1 });
    const text = longText(200_000, 3);
    const running = pool.run(text, 'full');
    const waiting = pool.run(text, 'full');
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    await expect(pool.run(text, 'full')).rejects.toBeInstanceOf(AnalysisQueueFullError);
    // The accepted jobs still finish, in full.
    const expected = computeAnalysis(text, 'full');
    expect(await running).toEqual(expected);
    expect(await waiting).toEqual(expected);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses waiting jobs when closed', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 2 });
    const text = longText(200_000, 4);
    const running = pool.run(text, 'plain');
    const waiting = pool.run(text, 'plain');
    const refused = expect(waiting).rejects.toBeInstanceOf(AnalysisQueueFullError);
    // The running job ends with its thread; how it ends is not this test's concern.
    running.catch(() => undefined);
    await pool.close();
    await refused;
    await expect(pool.run('hello', 'plain')).rejects.toThrow('closed');
  });
});

describe('a long text sent twice (ADR 0047)', { timeout: 120_000 }, () => {
  it('is computed once: the stored columns come from the Full analysis the thread kept, the same as computed afresh', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 4 });
    const text = longText(INLINE_BELOW_CHARACTERS + 2_000, 6);
    // As /api/analyse/enhanced asks, then POST /api/analyse of a Full analysis.
    expect(await pool.run(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    expect(await pool.run(text, 'full', { stored: true })).toEqual(storedComputation(text, 'full'));
    expect(pool.reused).toBe(1);
    // Another mode of the same text is its own reading.
    expect(await pool.run(text, 'tonelens', { stored: true })).toEqual(storedComputation(text, 'tonelens'));
    expect(pool.reused).toBe(1);
    // Only the last long text is kept: the Full analysis was replaced by the ToneLens one.
    expect(await pool.run(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    expect(pool.reused).toBe(1);
    expect(await pool.run(text, 'full')).toEqual(computeAnalysis(text, 'full'));
    expect(pool.reused).toBe(2);
  });

  it('is computed again when it is short or differs by a character', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 4 });
    const short = longText(INLINE_BELOW_CHARACTERS - 2_000, 7);
    for (let n = 0; n < 2; n++) expect(await pool.run(short, 'full')).toEqual(computeAnalysis(short, 'full'));
    const text = longText(INLINE_BELOW_CHARACTERS + 2_000, 8);
    const changed = `${text.slice(0, -1)}!`;
    await pool.run(text, 'full');
    expect(await pool.run(changed, 'full', { stored: true })).toEqual(storedComputation(changed, 'full'));
    expect(pool.reused).toBe(0);
  });
});

describe('short texts shared with the threads (tryRun)', { timeout: 120_000 }, () => {
  const short = 'I am so happy today 🎉 but a little worried about tomorrow.';

  it('gives the inline result, holds several at once, and never queues nor refuses', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 0 });
    // A thread still loading the engine is not waited for: the caller computes inline meanwhile.
    expect(pool.tryRun(short, 'full')).toBeNull();
    await pool.run(short, 'plain');
    const jobs = Array.from({ length: SHARED_JOBS_PER_THREAD }, (_, n) =>
      pool!.tryRun(`${short} ${n}`, 'full'),
    );
    expect(jobs.every((job) => job !== null)).toBe(true);
    // The thread holds as many as it may: the next one is left to the caller, at once.
    expect(pool.tryRun(short, 'full')).toBeNull();
    expect(pool.load).toEqual({ running: 1, waiting: 0 });
    const results = await Promise.all(jobs);
    results.forEach((result, n) => expect(result).toEqual(computeAnalysis(`${short} ${n}`, 'full')));
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('does not go in front of a long text, and a long text is not refused for short ones', async () => {
    pool = new AnalysisPool({ workers: 1, maxQueued: 0 });
    await pool.run(short, 'plain');
    const sharedJob = pool.tryRun(short, 'plain');
    expect(sharedJob).not.toBeNull();
    // With no queue at all, the long text still waits for the short one rather than being refused.
    const text = longText(100_000, 5);
    const long = pool.run(text, 'full');
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    expect(pool.tryRun(short, 'plain')).toBeNull();
    // While the long text runs, short texts are left to the caller too.
    expect(await sharedJob).toEqual(computeAnalysis(short, 'plain'));
    expect(pool.load).toEqual({ running: 1, waiting: 0 });
    expect(pool.tryRun(short, 'plain')).toBeNull();
    await expect(pool.run(text, 'full')).rejects.toBeInstanceOf(AnalysisQueueFullError);
    expect(await long).toEqual(computeAnalysis(text, 'full'));
  });
});
