/**
 * Where a text is analysed: inline when it is short (under INLINE_BELOW_CHARACTERS, a few
 * milliseconds at most, less than a round trip to a thread is worth), on the analysis threads
 * (pool.ts) when it is long. A full queue becomes a 503 with Retry-After, at once.
 */
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import { UnavailableError } from '../http/errors';
import { computeAnalysis, type ComputedAnalysis } from './compute';
import { AnalysisQueueFullError, type AnalysisPool } from './pool';

/** Texts of at least this many UTF-16 code units go to the analysis threads (ADR 0012). */
export const INLINE_BELOW_CHARACTERS = 10_000;

export const ANALYSIS_BUSY_MESSAGE =
  'The server is busy analysing other long texts. Please try again in a few seconds.';

export class Analyser {
  constructor(
    readonly pool: AnalysisPool,
    readonly inlineBelow = INLINE_BELOW_CHARACTERS,
  ) {}

  /** The engine's result and the dominant tones, as POST /api/analyse stores them. */
  async compute<M extends AnalysisMode>(text: string, mode: M): Promise<ComputedAnalysis<M>> {
    if (text.length < this.inlineBelow) return computeAnalysis(text, mode);
    try {
      // The thread ran computeAnalysis(text, mode) too, so the result is of this mode.
      return (await this.pool.run(text, mode)) as ComputedAnalysis<M>;
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
