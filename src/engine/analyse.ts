/**
 * The one entry point of the tone engine: analyse a text in one of the four modes of spec §1
 * and return a flat result with the spec's field names (DESIGN.md "CLI"). The browser, the
 * server and the CLI all call this function, so their numbers never disagree.
 */
import { NEUTRAL_AXES, type AxesResult } from './axes';
import { scoreAxes, scoreAxesOf } from './axis-model';
import { emotionalBand, frequencyHz, type BandName } from './bands';
import type { AnalysisMode } from './modes';
import { codePointCount } from './characters';
import { tensionDetected, toneLensSummary } from './dimensions';
import { readLanguage, type LanguageReading } from './language';
import { parseText, type ParsedText } from './nlp';
import { lexiconValence, lexiconValenceOfPrepared, valencesOfRange } from './valence';
import { isOneSentence, prepareLookups, sentenceTones, tokenCount, type SentenceTone } from './sentences';
import { sentimentOf, sentimentOfPrepared, wordCountsOfRange, type SentimentResult } from './sentiment';
import { spectralResult, type SpectralResult } from './spectral';
import { suggestionFor } from './voice';

export { ANALYSIS_MODES, type AnalysisMode } from './modes';
export type { LanguageReading } from './language';
export { STANDOUT_TONES, STANDOUT_THRESHOLD, type SentenceTone, type StandoutTone } from './sentences';

export interface Counts {
  wordCount: number;
  characterCount: number;
}

export interface SpectralSummary extends SpectralResult {
  frequencyHz: number;
  band: BandName;
}

export interface ToneLensResult extends AxesResult {
  toneLensSummary: string;
  tensionDetected: boolean;
  /** The EchoRoom suggestion when tension is detected, else null. */
  echoRoomSuggestion: string | null;
}

/** The ToneLens and Full modes' reading of each sentence (issue 12), in text order. */
export interface SentencesResult {
  sentences: SentenceTone[];
}

/**
 * Whether the text reads as English (issue 18, language.ts): the modes that read words carry it,
 * last, so a result without it is byte for byte the result before it. Spectral Binary maps
 * characters, whatever the language, and has none.
 */
export interface LanguageResult {
  language: LanguageReading;
}

interface ModeParts {
  plain: Counts & SentimentResult & LanguageResult;
  tonelens: Counts & SentimentResult & ToneLensResult & SentencesResult & LanguageResult;
  spectral: Counts & SpectralSummary;
  full: Counts & SentimentResult & ToneLensResult & SentencesResult & SpectralSummary & LanguageResult;
}

export type AnalysisResult<M extends AnalysisMode = AnalysisMode> = { mode: M } & ModeParts[M];

/** The code units `\s` and String.prototype.trim treat as white space (ECMAScript WhiteSpace and LineTerminator). */
function isSpace(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
  if (unit < 0xa0) return false;
  return (
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}

/** text.trim().split(/\s+/u).length for a non-blank text, 0 for a blank one: the runs of non-space. */
function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Words are runs of non-whitespace; characters are code points (an emoji counts once). */
export function counts(text: string): Counts {
  return { wordCount: countWords(text), characterCount: codePointCount(text) };
}

export function spectralSummary(text: string): SpectralSummary {
  return summariseSpectral(spectralResult(text));
}

function summariseSpectral(spectral: SpectralResult): SpectralSummary {
  return {
    characterValues: spectral.characterValues,
    deepTonePercentage: spectral.deepTonePercentage,
    suspendedTonePercentage: spectral.suspendedTonePercentage,
    brightTonePercentage: spectral.brightTonePercentage,
    openingTone: spectral.openingTone,
    peakIntensity: spectral.peakIntensity,
    resolution: spectral.resolution,
    frequencyData: spectral.frequencyData,
    averageValue: spectral.averageValue,
    frequencyHz: frequencyHz(spectral.averageValue),
    band: emotionalBand(spectral.averageValue).name,
  };
}

/** `text` lets the suggestion know whether the text is about another person (voice.ts). */
export function toneLensFromAxes(axes: AxesResult, text = ''): ToneLensResult {
  const tension = tensionDetected(axes);
  return {
    warmthDetachment: axes.warmthDetachment,
    certaintyAmbiguity: axes.certaintyAmbiguity,
    intensityRestraint: axes.intensityRestraint,
    conflictCoherence: axes.conflictCoherence,
    toneLensSummary: toneLensSummary(axes),
    tensionDetected: tension,
    echoRoomSuggestion: tension ? suggestionFor(text, axes).text : null,
  };
}

const NEUTRAL_SENTIMENT: SentimentResult = { sentimentScore: 0, sentimentClassification: 'neutral' };

/**
 * The whole text's sentiment and axes and each sentence's tones, with each token's features looked
 * up once (issue 15) and shared by the whole-text reading and the per-sentence pass: the same
 * numbers as sentimentOf, scoreAxes and sentenceTones alone.
 */
function readText(
  text: string,
  parsed: ParsedText | null,
): { sentiment: SentimentResult; axes: AxesResult; sentences: SentenceTone[] } {
  if (!parsed) return { sentiment: NEUTRAL_SENTIMENT, axes: NEUTRAL_AXES, sentences: [] };
  const oneSentence = isOneSentence(parsed);
  // A text of one sentence is read once (sentenceTones reuses it): with no word ids (a caller's
  // own tokens, a rebuilt reader), by string.
  if (oneSentence && !parsed.words) {
    const { tokens } = parsed;
    const valence = lexiconValence(tokens);
    const sentiment = sentimentOf(parsed, valence);
    const axes = scoreAxes(tokens, valence);
    return {
      sentiment,
      axes,
      sentences: sentenceTones(text, parsed, { sentimentScore: sentiment.sentimentScore, axes }),
    };
  }
  const lookups = prepareLookups(parsed);
  const count = tokenCount(parsed);
  // The sentences before the whole text (the order changes no number: every pass reads the shared
  // lookups and writes its own arrays). The range functions (valencesOfRange, scoreAxesOf…) then
  // meet short ranges first and are optimised with what every branch does; a first call over all
  // of a long text's tokens had V8 compile them in the middle of that loop (on-stack replacement)
  // before the code after it had run, and that compiled code fell back to the interpreter some
  // 200 times per 1 MB analysis (node --trace-deopt: "insufficient type feedback", issue 15).
  // By word id a text of one sentence is read the same way, once (issue 15, ADR 0033: each word's
  // lookups are already worked out, where the string path looks every token up again).
  const sentences = oneSentence ? null : sentenceTones(text, parsed, undefined, lookups);
  const valences = new Float64Array(count);
  valencesOfRange(lookups.valence, 0, count, valences);
  const valence = lexiconValenceOfPrepared(lookups.valence, 0, count, valences);
  const counts = wordCountsOfRange(lookups.sentiment, 0, count);
  const sentiment = sentimentOfPrepared(lookups.sentiment, valence);
  const axes = scoreAxesOf(lookups.axes, 0, count, counts, valence);
  return {
    sentiment,
    axes,
    sentences:
      sentences ?? sentenceTones(text, parsed, { sentimentScore: sentiment.sentimentScore, axes }, lookups),
  };
}

// Results are built as literals with every field named, in the order of the mode's parts
// (counts, sentiment, axes, spectral, language): object spreads and a second walk over the code points
// took a fifth of a full analysis. analyse.test.ts pins the field order.
export function analyse<M extends AnalysisMode>(text: string, mode: M): AnalysisResult<M>;
export function analyse(text: string, mode: AnalysisMode): AnalysisResult {
  const wordCount = countWords(text);
  const blank = wordCount === 0;
  if (mode === 'spectral' || mode === 'full') {
    const spectral = spectralResult(text);
    const characterCount = spectral.characterValues.length;
    const band = emotionalBand(spectral.averageValue).name;
    if (mode === 'spectral') {
      return {
        mode,
        wordCount,
        characterCount,
        characterValues: spectral.characterValues,
        deepTonePercentage: spectral.deepTonePercentage,
        suspendedTonePercentage: spectral.suspendedTonePercentage,
        brightTonePercentage: spectral.brightTonePercentage,
        openingTone: spectral.openingTone,
        peakIntensity: spectral.peakIntensity,
        resolution: spectral.resolution,
        frequencyData: spectral.frequencyData,
        averageValue: spectral.averageValue,
        frequencyHz: frequencyHz(spectral.averageValue),
        band,
      };
    }
    const parsed = blank ? null : parseText(text);
    const { sentiment, axes, sentences } = readText(text, parsed);
    const tension = tensionDetected(axes);
    return {
      mode,
      wordCount,
      characterCount,
      sentimentScore: sentiment.sentimentScore,
      sentimentClassification: sentiment.sentimentClassification,
      warmthDetachment: axes.warmthDetachment,
      certaintyAmbiguity: axes.certaintyAmbiguity,
      intensityRestraint: axes.intensityRestraint,
      conflictCoherence: axes.conflictCoherence,
      toneLensSummary: toneLensSummary(axes),
      tensionDetected: tension,
      echoRoomSuggestion: tension ? suggestionFor(text, axes).text : null,
      sentences,
      characterValues: spectral.characterValues,
      deepTonePercentage: spectral.deepTonePercentage,
      suspendedTonePercentage: spectral.suspendedTonePercentage,
      brightTonePercentage: spectral.brightTonePercentage,
      openingTone: spectral.openingTone,
      peakIntensity: spectral.peakIntensity,
      resolution: spectral.resolution,
      frequencyData: spectral.frequencyData,
      averageValue: spectral.averageValue,
      frequencyHz: frequencyHz(spectral.averageValue),
      band,
      language: readLanguage(text),
    };
  }
  const characterCount = codePointCount(text);
  const parsed = blank ? null : parseText(text);
  if (mode === 'plain') {
    const valence = parsed ? lexiconValence(parsed.tokens) : null;
    const sentiment = parsed && valence ? sentimentOf(parsed, valence) : NEUTRAL_SENTIMENT;
    return {
      mode,
      wordCount,
      characterCount,
      sentimentScore: sentiment.sentimentScore,
      sentimentClassification: sentiment.sentimentClassification,
      language: readLanguage(text),
    };
  }
  const { sentiment, axes, sentences } = readText(text, parsed);
  const tension = tensionDetected(axes);
  return {
    mode,
    wordCount,
    characterCount,
    sentimentScore: sentiment.sentimentScore,
    sentimentClassification: sentiment.sentimentClassification,
    warmthDetachment: axes.warmthDetachment,
    certaintyAmbiguity: axes.certaintyAmbiguity,
    intensityRestraint: axes.intensityRestraint,
    conflictCoherence: axes.conflictCoherence,
    toneLensSummary: toneLensSummary(axes),
    tensionDetected: tension,
    echoRoomSuggestion: tension ? suggestionFor(text, axes).text : null,
    sentences,
    language: readLanguage(text),
  };
}
