/** Builds the analysis record of spec §3 from the engine's local result (the server recomputes it). */
import type { AnalyseRequest } from '@contract/analysis';
import type { PageAnalysisResult } from '@/lib/engine-result';

export function analysisRecord(
  text: string,
  result: PageAnalysisResult,
  conversationalResponse: string | null,
): AnalyseRequest {
  const axes = 'warmthDetachment' in result ? result : null;
  const spectral = 'characterValues' in result ? result : null;
  return {
    inputText: text,
    mode: result.mode,
    warmthDetachment: axes?.warmthDetachment ?? null,
    certaintyAmbiguity: axes?.certaintyAmbiguity ?? null,
    intensityRestraint: axes?.intensityRestraint ?? null,
    conflictCoherence: axes?.conflictCoherence ?? null,
    toneLensSummary: axes?.toneLensSummary ?? null,
    conversationalResponse,
    deepTonePercentage: spectral?.deepTonePercentage ?? null,
    suspendedTonePercentage: spectral?.suspendedTonePercentage ?? null,
    brightTonePercentage: spectral?.brightTonePercentage ?? null,
    openingTone: spectral?.openingTone ?? null,
    peakIntensity: spectral?.peakIntensity ?? null,
    resolution: spectral?.resolution ?? null,
    frequencyData: spectral ? JSON.stringify(spectral.frequencyData) : null,
    tensionDetected: axes ? (axes.tensionDetected ? 1 : 0) : null,
    echoRoomSuggestion: axes?.echoRoomSuggestion ?? null,
  };
}
