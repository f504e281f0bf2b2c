/**
 * The stored columns of an engine result (the analyses table's numbers and JSON texts). A module
 * of its own, without the store's imports, so an analysis thread can make them too
 * (../analysis/compute.ts, storedComputation): under the write load the main thread then
 * receives flat columns instead of the result's object graph (issue 15).
 */
import type { Selectable } from 'kysely';
import type { AnalysisResult } from '@engine/analyse';
import type { AnalysesTable } from './schema';

type Numbers = Omit<
  Selectable<AnalysesTable>,
  'id' | 'userId' | 'inputText' | 'createdAt' | 'alternativeText'
>;

export type EngineColumns = Omit<Numbers, 'conversationalResponse'>;

/** The columns of an engine result; a field the mode does not compute is null. */
export function engineColumns(result: AnalysisResult): EngineColumns {
  const sentiment = 'sentimentScore' in result ? result : null;
  const toneLens = 'toneLensSummary' in result ? result : null;
  const spectral = 'characterValues' in result ? result : null;
  return {
    mode: result.mode,
    wordCount: result.wordCount,
    characterCount: result.characterCount,
    sentimentClassification: sentiment?.sentimentClassification ?? null,
    sentimentScore: sentiment?.sentimentScore ?? null,
    toneLensSummary: toneLens?.toneLensSummary ?? null,
    warmthDetachment: toneLens?.warmthDetachment ?? null,
    certaintyAmbiguity: toneLens?.certaintyAmbiguity ?? null,
    intensityRestraint: toneLens?.intensityRestraint ?? null,
    conflictCoherence: toneLens?.conflictCoherence ?? null,
    tensionDetected: toneLens ? (toneLens.tensionDetected ? 1 : 0) : null,
    echoRoomSuggestion: toneLens?.echoRoomSuggestion ?? null,
    deepTonePercentage: spectral?.deepTonePercentage ?? null,
    suspendedTonePercentage: spectral?.suspendedTonePercentage ?? null,
    brightTonePercentage: spectral?.brightTonePercentage ?? null,
    openingTone: spectral?.openingTone ?? null,
    peakIntensity: spectral?.peakIntensity ?? null,
    resolution: spectral?.resolution ?? null,
    frequencyData: spectral ? JSON.stringify(spectral.frequencyData) : null,
    averageValue: spectral?.averageValue ?? null,
    sentences: toneLens && 'sentences' in toneLens ? JSON.stringify(toneLens.sentences) : null,
    language: 'language' in result ? JSON.stringify(result.language) : null,
  };
}
