/**
 * The local engine's reading of a text: which of the four axes leans hardest and which way, the
 * band and tone category of its Spectral Binary value, and the phrase that carries a lean (the
 * sentence the engine's per-sentence reading puts furthest toward it, else the sentence with the
 * strongest lexicon hits, via the engine's axisHits). Every local reply is
 * composed from a Reading, so replies are grounded in the numbers the user sees.
 */
import type { SentenceTone } from '@engine/analyse';
import { AXIS_KEYS, axisHits, type AxisHit } from '@engine/axes';
import { emotionalBand, type EmotionalBand, type ToneCategory } from '@engine/bands';
import { DIMENSIONS, levelLabel, type DimensionInfo, type LevelLabel } from '@engine/dimensions';
import type { AxisKey } from '@engine/lexicons';
import { parseText, type Token } from '@engine/nlp';
import type { TextAnalysis } from '../provider';
import { locateTokens, sentenceSpans, type Sentence } from './locate';

export type Direction = 'high' | 'low';

export interface AxisReading {
  key: AxisKey;
  info: DimensionInfo;
  value: number;
  level: LevelLabel;
  /** Which end the value leans toward (0.5 counts as high: it has no lean, see `distance`). */
  direction: Direction;
  /** The end label it leans toward, e.g. 'Warm/Connected'. */
  endLabel: string;
  /** |value − 0.5|. */
  distance: number;
}

export interface Phrase {
  /** The user's words as written (whitespace collapsed), cut around the strongest hit when long. */
  quote: string;
  /** Lexicon terms in the phrase that pull the axis in the asked direction, strongest first. */
  terms: string[];
  weight: number;
}

export interface Reading {
  text: string;
  analysis: TextAnalysis;
  /** The four axes, the strongest lean first (ties keep the spec's axis order). */
  axes: AxisReading[];
  /** The axis that leans hardest, or null when every axis sits within 0.05 of neutral. */
  dominant: AxisReading | null;
  band: EmotionalBand;
  /** The tone category with the largest share of characters, and that share in percent. */
  tone: { category: ToneCategory; percentage: number };
  /** The phrase carrying the dominant lean (or the most charged sentence, or the first one). */
  carrier: Phrase | null;
  /** The phrase that pulls one axis in one direction most, or null when nothing does. */
  phraseFor(axis: AxisKey, direction: Direction): Phrase | null;
}

/** A quote longer than this is cut to a window of words around its strongest hit. */
const MAX_QUOTE = 140;
const WINDOW_TOKENS = 8;
/**
 * Quotes are searched in the first 50,000 characters only: the numbers come from the whole
 * text, but re-parsing a megabyte to pick one phrase would double the reply's time.
 */
const PHRASE_SEARCH_CHARS = 50_000;
const LEAN_THRESHOLD = 0.05;

export function axisReading(key: AxisKey, value: number): AxisReading {
  const info = DIMENSIONS.find((dimension) => dimension.key === key) as DimensionInfo;
  const direction: Direction = value >= 0.5 ? 'high' : 'low';
  return {
    key,
    info,
    value,
    level: levelLabel(value),
    direction,
    endLabel: direction === 'high' ? info.highLabel : info.lowLabel,
    distance: Math.abs(value - 0.5),
  };
}

function collapse(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

interface Parsed {
  tokens: Token[];
  hits: AxisHit[];
  sentences: Sentence[];
  spans: ReturnType<typeof locateTokens>;
}

function parse(text: string): Parsed | null {
  const head = text.slice(0, PHRASE_SEARCH_CHARS);
  if (head.trim() === '') return null;
  const { tokens } = parseText(head);
  return {
    tokens,
    hits: axisHits(tokens),
    sentences: sentenceSpans(head, tokens),
    spans: locateTokens(head, tokens),
  };
}

function quoteOf(text: string, parsed: Parsed, sentence: Sentence, focus: number | null): string {
  const whole = collapse(text.slice(sentence.start, sentence.end));
  if (whole.length <= MAX_QUOTE || focus === null) {
    return whole.length <= MAX_QUOTE ? whole : `${whole.slice(0, MAX_QUOTE - 1).trimEnd()}…`;
  }
  const [first, last] = sentence.tokens;
  let from = Math.max(first, focus - WINDOW_TOKENS);
  let to = Math.min(last, focus + WINDOW_TOKENS);
  while (from < focus && !parsed.spans[from]) from++;
  while (to > focus && !parsed.spans[to]) to--;
  const start = parsed.spans[from]?.start ?? sentence.start;
  const end = parsed.spans[to]?.end ?? sentence.end;
  const body = collapse(text.slice(start, end));
  return `${from > first ? '…' : ''}${body}${to < last ? '…' : ''}`;
}

/** The sentence whose hits pull hardest under `counts`, as a Phrase. */
function strongestPhrase(text: string, parsed: Parsed, counts: (hit: AxisHit) => boolean): Phrase | null {
  const bySentence = new Map<number, { weight: number; hits: AxisHit[] }>();
  for (const hit of parsed.hits) {
    if (!counts(hit)) continue;
    const sentence = parsed.tokens[hit.index]?.sentence ?? 0;
    const entry = bySentence.get(sentence) ?? { weight: 0, hits: [] };
    entry.weight += hit.weight;
    entry.hits.push(hit);
    bySentence.set(sentence, entry);
  }
  let best: { sentence: Sentence; weight: number; hits: AxisHit[] } | null = null;
  for (const sentence of parsed.sentences) {
    const entry = bySentence.get(sentence.index);
    // Strictly greater: the earliest sentence wins a tie, so the choice is stable.
    if (entry && (!best || entry.weight > best.weight)) best = { sentence, ...entry };
  }
  if (!best) return null;
  const strongest = best.hits.reduce((a, b) => (b.weight > a.weight ? b : a));
  const terms = new Map<string, number>();
  for (const hit of best.hits) terms.set(hit.term, (terms.get(hit.term) ?? 0) + hit.weight);
  return {
    quote: quoteOf(text, parsed, best.sentence, strongest.index),
    terms: [...terms.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term),
    weight: Math.round(best.weight * 100) / 100,
  };
}

/**
 * The sentence that carries a lean by the engine's own per-sentence reading (issue 12): the one
 * whose axis sits furthest toward `direction`, at least LEAN_THRESHOLD from neutral. The quote is
 * the sentence the numbers point at, even where no lexicon word does; the lexicon's hits inside
 * it still name the words and centre the cut of a long sentence.
 */
function sentencePhrase(
  text: string,
  parsed: Parsed,
  sentences: readonly SentenceTone[],
  axis: AxisKey,
  direction: Direction,
): Phrase | null {
  let best: SentenceTone | null = null;
  let bestLean = LEAN_THRESHOLD;
  for (const tone of sentences) {
    if (tone.end > PHRASE_SEARCH_CHARS) break;
    const lean = direction === 'high' ? tone[axis] - 0.5 : 0.5 - tone[axis];
    // Strictly greater: the earliest sentence wins a tie, so the choice is stable.
    if (lean > bestLean) {
      best = tone;
      bestLean = lean;
    }
  }
  if (!best) return null;
  const { start, end } = best;
  const sentence = parsed.sentences.find((candidate) => candidate.start < end && start < candidate.end);
  if (!sentence) return null;
  const hits = parsed.hits.filter(
    (hit) =>
      hit.axis === axis &&
      hit.positive === (direction === 'high') &&
      parsed.tokens[hit.index]?.sentence === sentence.index,
  );
  const strongest = hits.length > 0 ? hits.reduce((a, b) => (b.weight > a.weight ? b : a)) : null;
  const terms = new Map<string, number>();
  for (const hit of hits) terms.set(hit.term, (terms.get(hit.term) ?? 0) + hit.weight);
  return {
    quote: quoteOf(text, parsed, sentence, strongest?.index ?? null),
    terms: [...terms.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term),
    weight: Math.round(bestLean * 100) / 100,
  };
}

export function readText(text: string, analysis: TextAnalysis): Reading {
  const axes = AXIS_KEYS.map((key) => axisReading(key, analysis[key])).sort(
    (a, b) => b.distance - a.distance,
  );
  const top = axes[0] as AxisReading;
  const dominant = top.distance >= LEAN_THRESHOLD ? top : null;
  const shares: Array<[ToneCategory, number]> = [
    ['deep', analysis.deepTonePercentage],
    ['suspended', analysis.suspendedTonePercentage],
    ['bright', analysis.brightTonePercentage],
  ];
  const [category, percentage] = shares.reduce((a, b) => (b[1] > a[1] ? b : a));

  const parsed = parse(text);
  // Analyses built before sentences existed (and hand-built ones) have none: then the lexicon's hits choose.
  const sentences: readonly SentenceTone[] = analysis.sentences ?? [];
  const phraseFor = (axis: AxisKey, direction: Direction): Phrase | null =>
    parsed
      ? (sentencePhrase(text, parsed, sentences, axis, direction) ??
        strongestPhrase(text, parsed, (hit) => hit.axis === axis && hit.positive === (direction === 'high')))
      : null;

  let carrier: Phrase | null = null;
  if (parsed) {
    carrier =
      (dominant && phraseFor(dominant.key, dominant.direction)) ?? strongestPhrase(text, parsed, () => true);
    const first = parsed.sentences[0];
    if (!carrier && first) carrier = { quote: quoteOf(text, parsed, first, null), terms: [], weight: 0 };
  }

  return {
    text,
    analysis,
    axes,
    dominant,
    band: emotionalBand(analysis.averageValue),
    tone: { category, percentage },
    carrier,
    phraseFor,
  };
}
