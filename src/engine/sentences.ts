/**
 * Per-sentence tones (issue 12): each sentence of a text read on its own, with the same scorers
 * as the whole text (sentiment.ts, axes.ts), so a sentence reads exactly as it would if it were
 * the whole text. The shape is the contract's SentenceTone (src/contract/analysis.ts), declared
 * here because the engine imports nothing from the contract.
 */
import { AXIS_KEYS, type AxesResult } from './axes';
import { prepareAxes, prepareAxesOfWords, scoreAxesOf, type PreparedAxes } from './axis-model';
import type { AxisKey } from './lexicons';
import type { ParsedText, Token, TokenWords, WordForm } from './nlp';
import { memoPerWord } from './word-memo';
import {
  prepareSentiment,
  prepareSentimentOfWords,
  sentimentScoreOfRange,
  wordCountsOfRange,
  type PreparedSentiment,
} from './sentiment';
import {
  lexiconValenceOfPrepared,
  prepareValence,
  prepareValenceOfWords,
  valencesOfRange,
  type PreparedValence,
} from './valence';

export const STANDOUT_TONES = [
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
export type StandoutTone = (typeof STANDOUT_TONES)[number];

export interface SentenceTone extends AxesResult {
  /** UTF-16 offsets into the analysed text; end exclusive. */
  start: number;
  end: number;
  sentimentScore: number;
  standout: StandoutTone;
}

/**
 * How far an axis must sit from 0.5 before its pole is named. 0.1 is the edge of the spec's
 * 'Moderate' level (0.4–0.6, §4) and of the summary's middle reading, so a sentence is only
 * called warm, intense… when that axis would also read Low/High on its own.
 */
export const STANDOUT_THRESHOLD = 0.1;

const POLE_NAMES: Readonly<Record<AxisKey, { high: StandoutTone; low: StandoutTone }>> = {
  warmthDetachment: { high: 'warm', low: 'detached' },
  certaintyAmbiguity: { high: 'certain', low: 'ambiguous' },
  intensityRestraint: { high: 'intense', low: 'restrained' },
  conflictCoherence: { high: 'coherent', low: 'conflicted' },
};

/** The pole of the axis furthest from 0.5 (first in AXIS_KEYS order on a tie), or 'neutral'. */
export function standoutTone(axes: AxesResult): StandoutTone {
  let best: AxisKey | null = null;
  let distance = STANDOUT_THRESHOLD - 1e-9;
  for (const key of AXIS_KEYS) {
    const away = Math.abs(axes[key] - 0.5);
    if (away > distance) {
      distance = away;
      best = key;
    }
  }
  if (best === null) return 'neutral';
  return axes[best] >= 0.5 ? POLE_NAMES[best].high : POLE_NAMES[best].low;
}

/**
 * The tokens' UTF-16 start offsets in text: each token's text is found at or after the end of
 * the one before (tokens are in text order and wink-nlp keeps their text as written). A token
 * that cannot be found (never seen so far) gets -1 and leaves the cursor where it was.
 */
export function tokenOffsets(text: string, tokens: readonly Token[]): Int32Array {
  const offsets = new Int32Array(tokens.length);
  let cursor = 0;
  for (let i = 0; i < tokens.length; i++) {
    const value = tokens[i]!.text;
    const at = value === '' ? -1 : text.indexOf(value, cursor);
    offsets[i] = at;
    if (at >= 0) cursor = at + value.length;
  }
  return offsets;
}

const isBlank = (word: WordForm): boolean => word.text.trim() === '';
/** Whether each word of a word table is blank (white space only), by word id. */
const blankWords = memoPerWord(isBlank);

/**
 * Where each token shows in the text, for a sentence's character range: `starts[i]` is
 * tokenOffsets' offset, or -1 also for a blank token (a sentence's range leaves out white space),
 * and `ends[i]` the offset just past the token.
 */
interface TokenSpans {
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * TokenSpans from the tokens' word ids, reading no token object (ADR 0033): tokenOffsets' loop
 * over the words' texts, written out (a call per token showed in the profile), which also notes
 * each end and blank token while it holds the word (issue 15: reading each token's word again per
 * sentence was a twentieth of the 1 MB analysis, most of it waiting for memory).
 */
function spansOfWords(text: string, { table, ids }: TokenWords): TokenSpans {
  const { words } = table;
  const blank = blankWords(table);
  const starts = new Int32Array(ids.length);
  const ends = new Int32Array(ids.length);
  let cursor = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const value = words[id]!.text;
    const at = value === '' ? -1 : text.indexOf(value, cursor);
    if (at >= 0) cursor = at + value.length;
    starts[i] = blank[id] ? -1 : at;
    ends[i] = cursor;
  }
  return { starts, ends };
}

/** TokenSpans of tokens built by a caller (no word ids). */
function spansOfTokens(text: string, tokens: readonly Token[]): TokenSpans {
  const starts = tokenOffsets(text, tokens);
  const ends = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    ends[i] = starts[i]! + token.text.length;
    if (isBlank(token)) starts[i] = -1;
  }
  return { starts, ends };
}

/** A text's per-token lookups, done once and shared by the whole-text reading and every sentence (issue 15). */
export interface TextLookups {
  axes: PreparedAxes;
  sentiment: PreparedSentiment;
  valence: PreparedValence;
}

/**
 * The parsed text's tokens' word ids, when parseText gave them (ParsedText.words), make each word's
 * lookups once per reader rather than once per token (ADR 0027) and read no token object (ADR
 * 0033); the lookups are the same either way.
 */
export function prepareLookups(parsed: ParsedText): TextLookups {
  const { words } = parsed;
  if (words) {
    return {
      axes: prepareAxesOfWords(words),
      sentiment: prepareSentimentOfWords(words),
      valence: prepareValenceOfWords(words),
    };
  }
  const { tokens } = parsed;
  return { axes: prepareAxes(tokens), sentiment: prepareSentiment(tokens), valence: prepareValence(tokens) };
}

/** How many tokens a parsed text has, read without building its tokens when parseText gave columns. */
export function tokenCount(parsed: ParsedText): number {
  return parsed.words ? parsed.words.ids.length : parsed.tokens.length;
}

/** Whether all of a parsed text's tokens are in one sentence (none counts as one). */
export function isOneSentence(parsed: ParsedText): boolean {
  if (parsed.words) {
    const { sentences } = parsed.words;
    return sentences.length === 0 || sentences[0] === sentences[sentences.length - 1];
  }
  const { tokens } = parsed;
  return tokens.length === 0 || tokens[0]!.sentence === tokens.at(-1)!.sentence;
}

/**
 * One SentenceTone per sentence of the parsed text, in order. `whole` is the text's own reading:
 * a text of one sentence is that sentence, so its numbers are reused instead of recomputed.
 * `lookups` are the whole text's prepared features when the caller already has them.
 */
export function sentenceTones(
  text: string,
  parsed: ParsedText,
  whole?: { sentimentScore: number; axes: AxesResult },
  lookups?: TextLookups,
): SentenceTone[] {
  const count = tokenCount(parsed);
  const single = whole !== undefined && count > 0 && isOneSentence(parsed);
  // Each token's offset, sentence, length and whether it is blank, from parseText's columns and
  // once per word when it gave them (issue 15; no token object is built, ADR 0033), else from the
  // tokens.
  const { words } = parsed;
  const { starts, ends } = words ? spansOfWords(text, words) : spansOfTokens(text, parsed.tokens);
  const sentenceOf = words ? words.sentences : Int32Array.from(parsed.tokens, (token) => token.sentence);
  const result: SentenceTone[] = [];
  // Every token's features looked up once for the whole text; each sentence sums its range.
  let shared = lookups ?? null;
  let valences: Float64Array | null = null;
  let first = 0;
  while (first < count) {
    const sentence = sentenceOf[first]!;
    let last = first;
    while (last + 1 < count && sentenceOf[last + 1] === sentence) last++;
    let start = -1;
    let end = -1;
    for (let i = first; i <= last; i++) {
      // wink-nlp keeps line breaks as tokens; a sentence of nothing but white space is no sentence.
      const at = starts[i]!;
      if (at < 0) continue;
      if (start < 0) start = at;
      end = ends[i]!;
    }
    if (start >= 0) {
      let axes = whole?.axes;
      let sentimentScore = whole?.sentimentScore;
      if (!single || axes === undefined || sentimentScore === undefined) {
        shared ??= prepareLookups(parsed);
        valences ??= new Float64Array(count);
        // The sentence read as if it were the whole text: its own valences, counts and sums.
        valencesOfRange(shared.valence, first, last + 1, valences);
        const valence = lexiconValenceOfPrepared(shared.valence, first, last + 1, valences);
        const counts = wordCountsOfRange(shared.sentiment, first, last + 1);
        axes = scoreAxesOf(shared.axes, first, last + 1, counts, valence);
        sentimentScore = sentimentScoreOfRange(shared.sentiment, first, last + 1, counts, valence);
      }
      result.push({
        start,
        end,
        sentimentScore,
        warmthDetachment: axes.warmthDetachment,
        certaintyAmbiguity: axes.certaintyAmbiguity,
        intensityRestraint: axes.intensityRestraint,
        conflictCoherence: axes.conflictCoherence,
        standout: standoutTone(axes),
      });
    }
    first = last + 1;
  }
  return result;
}
