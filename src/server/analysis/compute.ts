/**
 * Everything POST /api/analyse derives from a text before storing it: the engine's result and
 * the journal entry's dominant tones. One pure function, run inline for short texts and on the
 * analysis threads (pool.ts) for long ones, so both paths give the same answer by construction.
 */
import { analyse, type AnalysisMode, type AnalysisResult } from '@engine/analyse';
import type { ToneCategory } from '@engine/bands';
import { dominantTones } from '../store/journal-text';

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
