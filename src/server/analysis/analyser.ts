/**
 * Where a text is analysed: inline when it is short (under INLINE_BELOW_CHARACTERS, a few
 * milliseconds at most, less than a round trip to a thread is worth), on the analysis threads
 * (pool.ts) when it is long. A full queue becomes a 503 with Retry-After, at once.
 *
 * Under load a short text goes to a thread too, when one is idle (issue 15): with the event
 * loop busy, the engine's 0.4–0.9 ms on a 254-character text was a quarter of the main
 * thread's time per stored analysis, while sending it costs the main thread about 0.1–0.2 ms
 * and the thread's core was otherwise unused. A lone request still runs inline (no round trip
 * added), and a short text never waits behind a long one nor is refused: with no idle thread
 * it is computed inline, as before.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import { UnavailableError } from '../http/errors';
import {
  computeAnalysis,
  INLINE_BELOW_CHARACTERS,
  storedComputation,
  type ComputedAnalysis,
  type StoredComputation,
} from './compute';
import { AnalysisQueueFullError, type AnalysisPool } from './pool';

export const ANALYSIS_BUSY_MESSAGE =
  'The server is busy analysing other long texts. Please try again in a few seconds.';

/** How busy the event loop must have been (0–1) for short texts to go to an idle thread. */
export const SHARE_SHORT_ABOVE_UTILIZATION = 0.5;
/** How often the event loop's utilisation is read again. */
const UTILIZATION_WINDOW_MS = 100;

export class Analyser {
  /** Short texts sent to a thread so far (tests and metrics read it). */
  shared = 0;
  private window: { startedAt: number; mark: EventLoopUtilization; busy: boolean } | null = null;

  constructor(
    readonly pool: AnalysisPool,
    readonly inlineBelow = INLINE_BELOW_CHARACTERS,
  ) {}

  /** True when the event loop was more than half busy over the last completed window. */
  private loopIsBusy(): boolean {
    const now = performance.now();
    if (!this.window) {
      this.window = { startedAt: now, mark: performance.eventLoopUtilization(), busy: false };
    } else if (now - this.window.startedAt >= UTILIZATION_WINDOW_MS) {
      const mark = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(mark, this.window.mark).utilization;
      this.window = { startedAt: now, mark, busy: busy > SHARE_SHORT_ABOVE_UTILIZATION };
    }
    return this.window.busy;
  }

  /** The engine's result and the dominant tones, as POST /api/analyse stores them. */
  async compute<M extends AnalysisMode>(text: string, mode: M): Promise<ComputedAnalysis<M>> {
    if (text.length < this.inlineBelow) {
      const shared = this.loopIsBusy() ? this.pool.tryRun(text, mode) : null;
      if (!shared) return computeAnalysis(text, mode);
      this.shared++;
      // The thread ran computeAnalysis(text, mode) too, so the result is of this mode.
      return (await shared) as ComputedAnalysis<M>;
    }
    try {
      // The thread ran computeAnalysis(text, mode) too, so the result is of this mode.
      return (await this.pool.run(text, mode)) as ComputedAnalysis<M>;
    } catch (error) {
      if (error instanceof AnalysisQueueFullError) throw new UnavailableError(ANALYSIS_BUSY_MESSAGE);
      throw error;
    }
  }

  /**
   * What POST /api/analyse stores of the text (compute.ts, StoredComputation), on the same
   * terms as `compute`. A thread sends back the columns, not the result: receiving the result's
   * object graph and turning it into columns was about 30 µs of the event loop's time per
   * stored analysis, the columns take about 7 (issue 15).
   */
  async computeStored(text: string, mode: AnalysisMode): Promise<StoredComputation> {
    if (text.length < this.inlineBelow) {
      const shared = this.loopIsBusy() ? this.pool.tryRun(text, mode, { stored: true }) : null;
      if (!shared) return storedComputation(text, mode);
      this.shared++;
      return shared;
    }
    try {
      return await this.pool.run(text, mode, { stored: true });
    } catch (error) {
      if (error instanceof AnalysisQueueFullError) throw new UnavailableError(ANALYSIS_BUSY_MESSAGE);
      throw error;
    }
  }

  /** The engine's result alone (the unstored analyse routes). */
  async analyse<M extends AnalysisMode>(text: string, mode: M): Promise<AnalysisResult<M>> {
    return (await this.compute(text, mode)).result;
  }
}
