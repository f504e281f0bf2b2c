/**
 * The one entry point of the tone engine: analyse a text in one of the four modes of spec §1
 * and return a flat result with the spec's field names (DESIGN.md "CLI"). The browser, the
 * server and the CLI all call this function, so their numbers never disagree.
 */
import { scoreAxes, NEUTRAL_AXES, type AxesResult } from './axes';
import { emotionalBand, frequencyHz, type BandName } from './bands';
import type { AnalysisMode } from './modes';
import { codePoints } from './characters';
import { echoSuggestion, tensionDetected, toneLensSummary } from './dimensions';
import { parseText } from './nlp';
import { sentimentOf, type SentimentResult } from './sentiment';
import { spectralResult, type SpectralResult } from './spectral';

export { ANALYSIS_MODES, type AnalysisMode } from './modes';

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

interface ModeParts {
  plain: Counts & SentimentResult;
  tonelens: Counts & SentimentResult & ToneLensResult;
  spectral: Counts & SpectralSummary;
  full: Counts & SentimentResult & ToneLensResult & SpectralSummary;
}

export type AnalysisResult<M extends AnalysisMode = AnalysisMode> = { mode: M } & ModeParts[M];

/** Words are runs of non-whitespace; characters are code points (an emoji counts once). */
export function counts(text: string): Counts {
  const trimmed = text.trim();
  return {
    wordCount: trimmed === '' ? 0 : trimmed.split(/\s+/u).length,
    characterCount: codePoints(text).length,
  };
}

export function spectralSummary(text: string): SpectralSummary {
  const spectral = spectralResult(text);
  return {
    ...spectral,
    frequencyHz: frequencyHz(spectral.averageValue),
    band: emotionalBand(spectral.averageValue).name,
  };
}

export function toneLensFromAxes(axes: AxesResult): ToneLensResult {
  const tension = tensionDetected(axes);
  return {
    ...axes,
    toneLensSummary: toneLensSummary(axes),
    tensionDetected: tension,
    echoRoomSuggestion: tension ? echoSuggestion(axes).text : null,
  };
}

const NEUTRAL_SENTIMENT: SentimentResult = { sentimentScore: 0, sentimentClassification: 'neutral' };

export function analyse<M extends AnalysisMode>(text: string, mode: M): AnalysisResult<M>;
export function analyse(text: string, mode: AnalysisMode): AnalysisResult {
  const base = { mode, ...counts(text) };
  const blank = text.trim() === '';
  const needsLanguage = mode !== 'spectral';
  const parsed = needsLanguage && !blank ? parseText(text) : null;
  const sentiment = parsed ? sentimentOf(parsed) : NEUTRAL_SENTIMENT;
  const toneLens = () => toneLensFromAxes(parsed ? scoreAxes(parsed.tokens) : NEUTRAL_AXES);
  switch (mode) {
    case 'plain':
      return { ...base, mode, ...sentiment };
    case 'tonelens':
      return { ...base, mode, ...sentiment, ...toneLens() };
    case 'spectral':
      return { ...base, mode, ...spectralSummary(text) };
    case 'full':
      return { ...base, mode, ...sentiment, ...toneLens(), ...spectralSummary(text) };
  }
}
