/**
 * Per-sentence marks (issue 12): how each standout tone is named, coloured and iconed, the
 * pieces of the analysed text between and inside the engine's sentence ranges, and what a
 * screen reader and the tooltip say about a sentence. Pure, so it is tested without a browser.
 */
import type { SentenceTone, StandoutTone } from '@engine/analyse';
import { DIMENSIONS, levelLabel } from '@engine/dimensions';
import { TEXT_PREVIEW } from '@/lib/engine-result';

export interface ToneStyle {
  /** The tone's name as the page shows it, beside its icon (never colour alone). */
  label: string;
  hue: number;
  /** What the tone means in a few words, for the legend. */
  meaning: string;
}

export const TONE_STYLES: Readonly<Record<StandoutTone, ToneStyle>> = {
  warm: { label: 'Warm', hue: 340, meaning: 'care and closeness' },
  detached: { label: 'Detached', hue: 210, meaning: 'distance, coolness' },
  certain: { label: 'Certain', hue: 170, meaning: 'firm and clear' },
  ambiguous: { label: 'Ambiguous', hue: 270, meaning: 'unsure, searching' },
  intense: { label: 'Intense', hue: 20, meaning: 'charged, emphatic' },
  restrained: { label: 'Restrained', hue: 195, meaning: 'calm, held back' },
  conflicted: { label: 'Conflicted', hue: 45, meaning: 'pulled two ways' },
  coherent: { label: 'Coherent', hue: 135, meaning: 'of one piece' },
  neutral: { label: 'Neutral', hue: 230, meaning: 'nothing stands out' },
};

/** At most this many sentences are marked: past it the rest of the text is shown unmarked. */
export const MAX_MARKED_SENTENCES = 100;

/**
 * The card shows at most this many characters of the text (TEXT_PREVIEW: the page keeps only the
 * sentences that start there); the side column's 'Your Original Text' card shows the same amount.
 */
export const SENTENCE_TEXT_PREVIEW = TEXT_PREVIEW;

export type TextPiece =
  { kind: 'plain'; text: string } | { kind: 'sentence'; text: string; index: number; tone: SentenceTone };

/** Where to cut a text to at most `limit` units without splitting a surrogate pair. */
export function previewEnd(text: string, limit: number): number {
  if (text.length <= limit) return text.length;
  const unit = text.charCodeAt(limit - 1);
  return unit >= 0xd800 && unit <= 0xdbff ? limit - 1 : limit;
}

/**
 * The text cut into the engine's sentences and the plain runs between them (white space, or
 * anything the engine did not read as a sentence), in order, up to `limit` characters (a sentence
 * that runs past it is cut there too); ranges that overlap or run past the text are skipped rather
 * than trusted.
 */
export function textPieces(
  text: string,
  sentences: readonly SentenceTone[],
  max = MAX_MARKED_SENTENCES,
  limit = SENTENCE_TEXT_PREVIEW,
): TextPiece[] {
  const end = previewEnd(text, limit);
  const pieces: TextPiece[] = [];
  let cursor = 0;
  let marked = 0;
  for (const tone of sentences) {
    if (marked >= max || tone.start >= end) break;
    if (tone.start < cursor || tone.end <= tone.start || tone.end > text.length) continue;
    if (tone.start > cursor) pieces.push({ kind: 'plain', text: text.slice(cursor, tone.start) });
    cursor = Math.min(tone.end, end);
    pieces.push({ kind: 'sentence', text: text.slice(tone.start, cursor), index: marked, tone });
    marked++;
  }
  if (cursor < end) pieces.push({ kind: 'plain', text: text.slice(cursor, end) });
  return pieces;
}

const percent = (value: number): string => `${Math.round(value * 100)}%`;

/** Sentiment on −1..1 as a person reads it: '+0.42', '−0.30', '0.00'. */
export function signed(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  if (fixed === '0.00') return '0.00';
  return `${value > 0 ? '+' : '−'}${fixed}`;
}

export interface ToneFigure {
  name: string;
  value: string;
  level: string;
}

/** The numbers the tooltip shows: sentiment, then the four axes with their level labels. */
export function toneFigures(tone: SentenceTone): ToneFigure[] {
  return [
    { name: 'Sentiment', value: signed(tone.sentimentScore), level: '−1 to +1' },
    ...DIMENSIONS.map((dimension) => ({
      name: dimension.name,
      value: percent(tone[dimension.key]),
      level: levelLabel(tone[dimension.key]),
    })),
  ];
}

/** What a screen reader hears on a sentence: its place, its tone, and its words. */
export function sentenceLabel(index: number, count: number, tone: SentenceTone, text: string): string {
  return `Sentence ${index + 1} of ${count}, ${TONE_STYLES[tone.standout].label.toLowerCase()}: ${text.trim()}`;
}

/** The tones that occur, in the legend's order, with how many sentences carry each. */
export function toneCounts(
  sentences: readonly SentenceTone[],
  max = MAX_MARKED_SENTENCES,
): Array<[StandoutTone, number]> {
  const counts = new Map<StandoutTone, number>();
  for (const tone of sentences.slice(0, max)) counts.set(tone.standout, (counts.get(tone.standout) ?? 0) + 1);
  return (Object.keys(TONE_STYLES) as StandoutTone[])
    .filter((tone) => counts.has(tone))
    .map((tone) => [tone, counts.get(tone)!]);
}
