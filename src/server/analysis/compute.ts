/**
 * Everything POST /api/analyse derives from a text before storing it: the engine's result and
 * the journal entry's dominant tones. One pure function, run inline for short texts and on the
 * analysis threads (pool.ts) for long ones, so both paths give the same answer by construction.
 */
import { analyse, type AnalysisMode, type AnalysisResult } from '@engine/analyse';
import type { ToneCategory } from '@engine/bands';
import { engineColumns, type EngineColumns } from '../store/engine-columns';
import { dominantTones } from '../store/journal-text';

/**
 * Texts of at least this many UTF-16 code units go to the analysis threads (ADR 0012; analyser.ts),
 * where the last one is kept a while (last-analysis.ts).
 */
export const INLINE_BELOW_CHARACTERS = 10_000;

export interface ComputedAnalysis<M extends AnalysisMode = AnalysisMode> {
  result: AnalysisResult<M>;
  dominantTones: ToneCategory[];
}

export function computeAnalysis<M extends AnalysisMode>(text: string, mode: M): ComputedAnalysis<M> {
  const result = analyse(text, mode);
  // Spectral and full results carry the percentages; the other modes leave them to dominantTones.
  const percentages =
    'deepTonePercentage' in result
      ? {
          deepTonePercentage: result.deepTonePercentage,
          suspendedTonePercentage: result.suspendedTonePercentage,
          brightTonePercentage: result.brightTonePercentage,
        }
      : null;
  return { result, dominantTones: dominantTones(text, percentages) };
}

/**
 * What POST /api/analyse stores of a text: the result's columns (engineColumns) rather than the
 * result. When an analysis thread computes it, the main thread receives about 1.6 KB of flat
 * fields instead of the result's 3.8 KB object graph: 6–8 µs to deserialize instead of 24–30,
 * and no engineColumns (5 µs) on the event loop (issue 15).
 */
export interface StoredComputation {
  columns: EngineColumns;
  dominantTones: ToneCategory[];
}

export function storedComputation(text: string, mode: AnalysisMode): StoredComputation {
  return storedOf(computeAnalysis(text, mode));
}

export function storedOf(computed: ComputedAnalysis): StoredComputation {
  return { columns: engineColumns(computed.result), dominantTones: computed.dominantTones };
}
