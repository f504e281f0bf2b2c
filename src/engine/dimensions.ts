/**
 * How the four axis values read: names and end labels (spec §3), level labels (§4),
 * dimension text bands (§9), the summary, tension and the EchoRoom suggestion rule (§9).
 */
import type { AxesResult } from './axes';
import type { AxisKey } from './lexicons';
import { SUGGESTION_TEXTS, type SuggestionKind } from './suggestion-texts';

export interface DimensionInfo {
  key: AxisKey;
  name: string;
  /** Label of the 0 end. */
  lowLabel: string;
  /** Label of the 1 end. */
  highLabel: string;
  help: string;
  /** What a low, medium and high value means, for the axis deep-dive. */
  readings: Readonly<Record<DimensionBand, string>>;
}

export const DIMENSIONS: readonly DimensionInfo[] = [
  {
    key: 'warmthDetachment',
    name: 'Warmth vs Detachment',
    lowLabel: 'Cold/Detached',
    highLabel: 'Warm/Connected',
    help: 'How emotionally close and caring the writing feels, from distant to connected.',
    readings: {
      low: 'The writing keeps its distance: little affection or care comes through, and it may read as cool or withdrawn.',
      medium: 'Warmth and distance are balanced: friendly without being intimate.',
      high: 'The writing reaches out: care, gratitude and closeness are clearly present.',
    },
  },
  {
    key: 'certaintyAmbiguity',
    name: 'Certainty vs Ambiguity',
    lowLabel: 'Uncertain/Vague',
    highLabel: 'Certain/Clear',
    help: 'How sure and definite the writing sounds, from hedging and questioning to firm and clear.',
    readings: {
      low: 'The writing hedges and wonders: maybes, questions and doubts leave the reader unsure what is meant.',
      medium: 'Some statements are firm and others open: a considered, flexible stance.',
      high: 'The writing is definite: claims are stated plainly, sometimes in absolutes.',
    },
  },
  {
    key: 'intensityRestraint',
    name: 'Intensity vs Restraint',
    lowLabel: 'Restrained/Subdued',
    highLabel: 'Intense/Expressive',
    help: 'How much emotional energy the writing carries, from calm and measured to charged.',
    readings: {
      low: 'The writing is calm and measured: feelings are held back or softly stated.',
      medium: 'Energy is present but controlled.',
      high: 'The writing is charged: strong words, emphasis and intensifiers raise the temperature.',
    },
  },
  {
    key: 'conflictCoherence',
    name: 'Conflict vs Coherence',
    lowLabel: 'Conflicted/Mixed',
    highLabel: 'Coherent/Unified',
    help: 'Whether the writing pulls in one direction or in several, from torn to unified.',
    readings: {
      low: 'The writing pulls in different directions: objections, blame or mixed feelings compete.',
      medium: 'Mostly consistent, with a few competing notes.',
      high: 'The writing is unified: its parts agree and lead to one clear feeling.',
    },
  },
];

export type LevelLabel = 'Very Low' | 'Low' | 'Moderate' | 'High' | 'Very High';

/** Under 0.2 Very Low, under 0.4 Low, under 0.6 Moderate, under 0.8 High, otherwise Very High. */
export function levelLabel(value: number): LevelLabel {
  if (value < 0.2) return 'Very Low';
  if (value < 0.4) return 'Low';
  if (value < 0.6) return 'Moderate';
  if (value < 0.8) return 'High';
  return 'Very High';
}

export type DimensionBand = 'low' | 'medium' | 'high';

/**
 * Dimension text bands (spec §9: low 0–0.3, medium 0.4–0.6, high 0.7–1). The spec's bands are
 * written at one decimal, so we read them on the value rounded to one decimal: 0.34 is low,
 * 0.35 medium, 0.64 medium and 0.65 high.
 */
export function dimensionBand(value: number): DimensionBand {
  const tenths = Math.round(value * 10);
  if (tenths <= 3) return 'low';
  if (tenths <= 6) return 'medium';
  return 'high';
}

/** Tension (spec §9): conflict < 0.4, certainty < 0.3, intense and cold, or warmth/certainty far from neutral. */
export function tensionDetected(axes: AxesResult): boolean {
  return (
    axes.conflictCoherence < 0.4 ||
    axes.certaintyAmbiguity < 0.3 ||
    (axes.intensityRestraint > 0.7 && axes.warmthDetachment < 0.3) ||
    Math.abs(axes.warmthDetachment - 0.5) > 0.4 ||
    Math.abs(axes.certaintyAmbiguity - 0.5) > 0.4
  );
}

const SUMMARY_WORDS: Readonly<Record<AxisKey, { high: string; low: string; middle: string; lead: string }>> =
  {
    warmthDetachment: { lead: 'Tone', high: 'warm and connected', low: 'cool and detached', middle: 'even' },
    certaintyAmbiguity: {
      lead: 'Clarity',
      high: 'certain and clear',
      low: 'uncertain and searching',
      middle: 'measured',
    },
    intensityRestraint: {
      lead: 'Energy',
      high: 'intense and expressive',
      low: 'restrained and subdued',
      middle: 'moderate',
    },
    conflictCoherence: {
      lead: 'Cohesion',
      high: 'coherent and unified',
      low: 'conflicted and mixed',
      middle: 'mostly consistent',
    },
  };

type Reading = 'high' | 'low' | 'middle';

export const readingOf = (value: number): Reading => (value > 0.6 ? 'high' : value < 0.4 ? 'low' : 'middle');
const READING_INDEX: Readonly<Record<Reading, number>> = { low: 0, middle: 1, high: 2 };

// The summary depends only on the reading of each axis: 3⁴ = 81 possible sentences, built once
// each instead of joining five strings per analysis.
const summaries = new Map<number, string>();

/** The one-line summary: each axis above 0.6 reads high, below 0.4 low, otherwise in between. */
export function toneLensSummary(axes: AxesResult): string {
  let index = 0;
  for (const { key } of DIMENSIONS) index = index * 3 + READING_INDEX[readingOf(axes[key])];
  let summary = summaries.get(index);
  if (summary === undefined) {
    summary = DIMENSIONS.map(({ key }) => {
      const words = SUMMARY_WORDS[key];
      return `${words.lead}: ${words[readingOf(axes[key])]}.`;
    }).join(' ');
    summaries.set(index, summary);
  }
  return summary;
}

export type SuggestionMode = SuggestionKind;

export interface EchoSuggestion {
  mode: SuggestionMode;
  text: string;
}

// The sentences themselves live in suggestion-texts.ts, shared with the web's English catalogue.
const SUGGESTIONS: Readonly<Record<SuggestionMode, string>> = SUGGESTION_TEXTS;

/**
 * Polarisation, for Thread Return: at least two axes sit at an extreme (below 0.2 or above 0.8),
 * i.e. the text swings hard on several dimensions at once.
 */
export function isPolarised(axes: AxesResult): boolean {
  return Object.values(axes).filter((value) => value < 0.2 || value > 0.8).length >= 2;
}

/** The EchoRoom suggestion rule of spec §9, applied in its order. */
export function echoSuggestion(axes: AxesResult): EchoSuggestion {
  let mode: SuggestionMode = 'guided';
  if (axes.conflictCoherence < 0.3 && axes.intensityRestraint > 0.7) mode = 'solo';
  else if (axes.warmthDetachment < 0.3 && axes.certaintyAmbiguity < 0.3) mode = 'message';
  else if (isPolarised(axes)) mode = 'thread';
  return { mode, text: SUGGESTIONS[mode] };
}
