/**
 * The four axes as learned models (issue 12, ADR 0004): each axis is a logistic regression over
 * the engine's features (features.ts: lemmas, negation-marked lemmas, bigrams, cues, lexicon
 * valence) plus the spec §9 keyword reading (axes.ts: each axis' ratio and the hit weight of
 * each pole), squashed to 0..1 by the logistic function. `npm run train` fits the weights
 * (weights/axis-models.json) on GoEmotions train rows of each axis' two poles (and of emotions
 * between them), and every EmoBank train row's arousal/dominance as a soft target for
 * intensity/certainty. A blank text reads 0.5 (analyse.ts).
 */
import {
  AXIS_KEYS,
  ratioAt,
  keywordScorer,
  type AxesResult,
  type AxisScorer,
  type PreparedHits,
} from './axes';
import { DENSE_KEYS, denseValues, isShouted } from './features';
import { createLinearBank, type LinearHead, type PreparedBag } from './linear';
import { AXIS_POLES, type AxisKey } from './lexicons';
import type { Token, TokenWords } from './nlp';
import type { WordCounts } from './sentiment';
import { lexiconValence, type LexiconValence } from './valence';
import shippedWeights from './weights/axis-models.json';

export interface AxisModelWeights {
  axes: Record<AxisKey, LinearHead>;
}

/** The keyword cues: each axis' ratio less 0.5, then each pole's hit weight per √word. */
export const KEYWORD_KEYS: readonly string[] = [
  ...AXIS_KEYS.map((axis) => `$kw:${axis}`),
  ...AXIS_KEYS.flatMap((axis) => [`$hit:${AXIS_POLES[axis].positive}`, `$hit:${AXIS_POLES[axis].negative}`]),
];

/**
 * Mixed feelings (issue 12): the weaker of the positive and negative lexicon mass over the
 * stronger one (+1), so "I love her and I hate that I did that" reads as pulled both ways
 * while a plainly glad or plainly angry text reads 0.
 */
export const MIXED_KEY = '$mixed';

/** Every dense cue an axis model reads, in order: the lexicon cues of features.ts, KEYWORD_KEYS, MIXED_KEY. */
export const AXIS_DENSE_KEYS: readonly string[] = [...DENSE_KEYS, ...KEYWORD_KEYS, MIXED_KEY];

/** The mixed-feelings cue of a text's lexicon valence (MIXED_KEY). */
export function mixedFeelings(valence: LexiconValence): number {
  const positive = valence.positive;
  const negative = -valence.negative;
  return Math.min(positive, negative) / (Math.max(positive, negative) + 1);
}

/** The values of AXIS_DENSE_KEYS for a text (training calls this too, so both see the same cues). */
export function axisDenseValues(
  tokens: readonly Token[],
  valence: LexiconValence,
  scorer: AxisScorer = keywordScorer,
  totals: Float64Array = scorer.poleTotals(tokens),
): Float64Array {
  let upper = 0;
  let words = 0;
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    words++;
    if (isShouted(token.text)) upper++;
  }
  return denseValuesOf({ words, upper }, valence, totals);
}

/** axisDenseValues from the counts of words and of words in capitals, and the pole totals. */
function denseValuesOf(
  counts: WordCounts,
  valence: LexiconValence,
  totals: Float64Array,
  values = new Float64Array(AXIS_DENSE_KEYS.length),
): Float64Array {
  const { words, upper } = counts;
  const perWord = 1 / Math.sqrt(Math.max(1, words));
  // Filled in place (array spreads were a tenth of an axis reading); the order is AXIS_DENSE_KEYS'.
  // Plain indexed loops and ratioAt rather than iterators and ratioScores' object: this runs once
  // per sentence, eleven thousand times for a 1 MB text (issue 15). Every slot is written.
  const lexical = denseValues(valence, upper, words);
  let at = 0;
  for (let i = 0; i < lexical.length; i++) values[at++] = lexical[i]!;
  // AXIS_KEYS order: each axis' totals start at slot 2 × its index.
  for (let slot = 0; slot < totals.length; slot += 2) values[at++] = ratioAt(totals, slot) - 0.5;
  for (let i = 0; i < totals.length; i++) values[at++] = totals[i]! * perWord;
  values[at] = mixedFeelings(valence);
  return values;
}

const sigmoid = (logit: number): number => 1 / (1 + Math.exp(-logit));
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

export type AxisModel = (tokens: readonly Token[], valence?: LexiconValence) => AxesResult;

/** The four axes of a tokenised text under the given weights (training tries several). */
export function createAxisModel(weights: AxisModelWeights, scorer: AxisScorer = keywordScorer): AxisModel {
  const bank = createLinearBank(
    AXIS_KEYS.map((axis) => weights.axes[axis]),
    AXIS_DENSE_KEYS,
  );
  return (tokens, valence = lexiconValence(tokens)) => {
    const logits = bank.scores(tokens, axisDenseValues(tokens, valence, scorer));
    return {
      warmthDetachment: round4(sigmoid(logits[0]!)),
      certaintyAmbiguity: round4(sigmoid(logits[1]!)),
      intensityRestraint: round4(sigmoid(logits[2]!)),
      conflictCoherence: round4(sigmoid(logits[3]!)),
    };
  };
}

const shippedBank = createLinearBank(
  AXIS_KEYS.map((axis) => (shippedWeights as unknown as AxisModelWeights).axes[axis]),
  AXIS_DENSE_KEYS,
);
const shipped = createAxisModel(shippedWeights as unknown as AxisModelWeights);

// scoreAxesOf's intermediate numbers, reused from call to call (none leaves it): three typed
// arrays per sentence were a tenth of the per-sentence pass of a 1 MB text (issue 15).
const scratch = {
  totals: new Float64Array(8),
  dense: new Float64Array(AXIS_DENSE_KEYS.length),
  logits: new Float64Array(AXIS_KEYS.length),
};

export interface PreparedAxes {
  bag: PreparedBag;
  hits: PreparedHits;
}

/** The shipped axis models' lookups of a whole text, done once for scoreAxesOf (issue 15). */
export function prepareAxes(tokens: readonly Token[]): PreparedAxes {
  return { bag: shippedBank.prepare(tokens), hits: keywordScorer.prepareHits(tokens) };
}

/** prepareAxes(tokens) by the tokens' word ids and columns (ADR 0027), reading no token (ADR 0033). */
export function prepareAxesOfWords(words: TokenWords): PreparedAxes {
  return { bag: shippedBank.prepareOfWords(words), hits: keywordScorer.prepareHitsOfWords(words) };
}

/**
 * scoreAxes(tokens.slice(from, to), valence) from prepareAxes(tokens), where tokens[to - 1] ends a
 * sentence and `counts` are the range's words (wordCountsOfRange): the same numbers without
 * looking its tokens up again.
 */
export function scoreAxesOf(
  prepared: PreparedAxes,
  from: number,
  to: number,
  counts: WordCounts,
  valence: LexiconValence,
): AxesResult {
  const totals = keywordScorer.poleTotalsOf(prepared.hits, from, to, scratch.totals);
  const dense = denseValuesOf(counts, valence, totals, scratch.dense);
  const logits = shippedBank.scoresOf(prepared.bag, from, to, dense, scratch.logits);
  return {
    warmthDetachment: round4(sigmoid(logits[0]!)),
    certaintyAmbiguity: round4(sigmoid(logits[1]!)),
    intensityRestraint: round4(sigmoid(logits[2]!)),
    conflictCoherence: round4(sigmoid(logits[3]!)),
  };
}

/** The four axis scores of a tokenised text (0..1 each); valence as in sentimentOf. */
export function scoreAxes(tokens: readonly Token[], valence?: LexiconValence): AxesResult {
  return shipped(tokens, valence);
}
