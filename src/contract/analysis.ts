/**
 * Analyses (spec §3 "Analysis record" and "Stored analysis") and the plain/enhanced AI analysis routes.
 */
import { z } from 'zod';
import {
  AiSource,
  ReplyLanguage,
  AnalysisMode,
  Id,
  InputText,
  SentimentClassification,
  Timestamp,
  userText,
} from './common';
import { pageQuery } from './paging';

/** POST /api/analyse: the spec's analysis record. The server recomputes every number from inputText and mode. */
export const AnalyseRequest = z.object({
  inputText: InputText,
  mode: AnalysisMode,
  conversationalResponse: z.string().max(20_000).nullish(),
  // The client sends its locally computed numbers (spec §3); they are accepted and ignored.
  warmthDetachment: z.number().nullish(),
  certaintyAmbiguity: z.number().nullish(),
  intensityRestraint: z.number().nullish(),
  conflictCoherence: z.number().nullish(),
  toneLensSummary: z.string().nullish(),
  deepTonePercentage: z.number().nullish(),
  suspendedTonePercentage: z.number().nullish(),
  brightTonePercentage: z.number().nullish(),
  openingTone: z.number().nullish(),
  peakIntensity: z.number().nullish(),
  resolution: z.number().nullish(),
  frequencyData: z.string().nullish(),
  tensionDetected: z.union([z.literal(0), z.literal(1), z.boolean()]).nullish(),
  echoRoomSuggestion: z.string().nullish(),
});
export type AnalyseRequest = z.infer<typeof AnalyseRequest>;

export const AnalyseResponse = z.object({ id: Id });
export type AnalyseResponse = z.infer<typeof AnalyseResponse>;

/**
 * POST /api/analyse/engine (issue 15 "A light first visit", ADR 0019): the engine's result for a
 * text and mode, computed by the server and not stored. The analyser asks it while the browser's
 * engine is still loading, then stores the analysis with POST /api/analyse as usual.
 */
export const EngineAnalysisRequest = z.object({ inputText: InputText, mode: AnalysisMode });
export type EngineAnalysisRequest = z.infer<typeof EngineAnalysisRequest>;

/**
 * The engine's result exactly as `analyse(inputText, mode)` returns it (src/engine/analyse.ts):
 * every field of the mode, in the engine's order; loose, so no field is dropped on the way.
 */
export const EngineAnalysisResponse = z.looseObject({ mode: AnalysisMode });
export type EngineAnalysisResponse = z.infer<typeof EngineAnalysisResponse>;

/**
 * Per-sentence tones (issue 12): the ToneLens and Full modes return one item per sentence of the text,
 * in order. `start`/`end` are UTF-16 offsets into inputText (end exclusive), so the analyser can mark the
 * sentence in place. `standout` is the one reading that departs most from neutral: an axis pole, or
 * 'neutral' when nothing departs far enough to name.
 */
export const SENTENCE_STANDOUT_TONES = [
  'warm',
  'detached',
  'certain',
  'ambiguous',
  'intense',
  'restrained',
  'conflicted',
  'coherent',
  'neutral',
] as const;
export const SentenceStandoutTone = z.enum(SENTENCE_STANDOUT_TONES);
export type SentenceStandoutTone = z.infer<typeof SentenceStandoutTone>;

export const SentenceTone = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  sentimentScore: z.number(),
  warmthDetachment: z.number(),
  certaintyAmbiguity: z.number(),
  intensityRestraint: z.number(),
  conflictCoherence: z.number(),
  standout: SentenceStandoutTone,
});
export type SentenceTone = z.infer<typeof SentenceTone>;

/**
 * Whether the engine read the text as English (issue 18): `detected` is the ISO 639-1 code of the
 * language the text reads as, or null when the engine makes no claim (a short text, an unsure
 * detector); `readsEnglish` is false only when the text confidently reads as another language, and
 * then the numbers mean little.
 */
export const LanguageReading = z.object({
  detected: z.string().nullable(),
  readsEnglish: z.boolean(),
});
export type LanguageReading = z.infer<typeof LanguageReading>;

/** GET /api/analyses/:id and each item of GET /api/analyses. Fields a mode does not compute are null. */
export const StoredAnalysis = z.object({
  id: Id,
  mode: AnalysisMode,
  inputText: z.string(),
  createdAt: Timestamp,
  wordCount: z.number().int(),
  characterCount: z.number().int(),
  sentimentClassification: SentimentClassification.nullable(),
  sentimentScore: z.number().nullable(),
  toneLensSummary: z.string().nullable(),
  conversationalResponse: z.string().nullable(),
  alternativeText: z.string().nullable(),
  warmthDetachment: z.number().nullable(),
  certaintyAmbiguity: z.number().nullable(),
  intensityRestraint: z.number().nullable(),
  conflictCoherence: z.number().nullable(),
  tensionDetected: z.boolean().nullable(),
  echoRoomSuggestion: z.string().nullable(),
  deepTonePercentage: z.number().nullable(),
  suspendedTonePercentage: z.number().nullable(),
  brightTonePercentage: z.number().nullable(),
  openingTone: z.number().nullable(),
  peakIntensity: z.number().nullable(),
  resolution: z.number().nullable(),
  /** JSON text of the 10 frequency bins, or null. */
  frequencyData: z.string().nullable(),
  averageValue: z.number().nullable(),
  /** The ToneLens and Full modes' per-sentence tones; null for the other modes and older analyses. */
  sentences: z.array(SentenceTone).nullable(),
  /** Plain, ToneLens and Full analyses; null (or absent) for Spectral Binary and analyses stored before issue 18. */
  language: LanguageReading.nullish(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysis>;

export const AnalysesList = z.array(StoredAnalysis);

/**
 * GET /api/analyses[?limit=N][&before=|after=cursor&order=newest|oldest]: newest first; all of
 * them without a limit; with one, a page and a `Link: <…>; rel="next"` header while there are more.
 */
export const AnalysesQuery = z.object(pageQuery(1000));

/** POST /api/analyse/plain (spec §3 plain result). */
export const PlainAnalysisRequest = z.object({ inputText: InputText });
export const PlainAnalysisResponse = z.object({
  aiResponse: z.string(),
  feedback: z.string(),
  empathicResponse: z.string(),
  aiInsights: z.array(z.string()),
  conversationalPrompt: z.string(),
  language: ReplyLanguage,
  wordCount: z.number().int(),
  characterCount: z.number().int(),
  sentimentClassification: SentimentClassification,
  sentimentScore: z.number(),
  source: AiSource,
});
export type PlainAnalysisResponse = z.infer<typeof PlainAnalysisResponse>;

/** POST /api/analyse/enhanced (ToneLens and full modes). */
export const EnhancedAnalysisRequest = z.object({ inputText: InputText });
export const EnhancedAnalysisResponse = z.object({
  conversationalResponse: z.string(),
  source: AiSource,
  language: ReplyLanguage,
});
export type EnhancedAnalysisResponse = z.infer<typeof EnhancedAnalysisResponse>;

/** POST /api/generate-alternative; with analysisId the text is also stored on that analysis. */
export const GenerateAlternativeRequest = z.object({
  inputText: userText('inputText', 'Please enter some text to generate alternatives.'),
  analysisId: Id.nullish(),
});
export const GenerateAlternativeResponse = z.object({ alternativeText: z.string(), source: AiSource });
export type GenerateAlternativeResponse = z.infer<typeof GenerateAlternativeResponse>;
