/**
 * The plain result's sentiment (spec §3): sentimentScore (valence, -1..1) and
 * sentimentClassification (positive, concerned, reflective, neutral).
 *
 * Both are small linear models over the same features (features.ts), fitted by `npm run train`:
 * - valence: ridge regression on EmoBank train valence (with GoEmotions train as weak labels) over
 *   the text's lemmas, negation-marked lemmas, bigrams, cues and VADER-lexicon scores
 *   (weights/valence.json); the predicted 1–5 rating is centred on 3 and squashed with tanh;
 * - class: multinomial logistic regression on GoEmotions train's sentiment groups
 *   (weights/classifier.json); the class with the highest score wins.
 */
import { DENSE_KEYS, denseValues, isShouted } from './features';
import {
  bigramVector,
  flatWeights,
  indexBag,
  prepareBagOfWords,
  unigramVector,
  vectorAt,
  wordBags,
} from './linear';
import type { ParsedText, Token, TokenWords, WordForm } from './nlp';
import { memoPerWord } from './word-memo';
import { lexiconValence, type LexiconValence } from './valence';
import classifier from './weights/classifier.json';
import valence from './weights/valence.json';

import { SENTIMENT_CLASSES, type SentimentClass } from './modes';

export { SENTIMENT_CLASSES, type SentimentClass } from './modes';

export interface SentimentResult {
  sentimentScore: number;
  sentimentClassification: SentimentClass;
}

/** How far a one-point change of predicted valence (1–5 scale) moves the score before tanh. */
const VALENCE_STRETCH = 1;
const NEUTRAL_VALENCE = 3;

const CLASSES = classifier.classes.filter((name): name is SentimentClass =>
  (SENTIMENT_CLASSES as readonly string[]).includes(name),
);
if (CLASSES.length !== classifier.classes.length) throw new Error('classifier.json names an unknown class');

/** feature → [valence weight, one weight per class], so each feature costs one lookup. */
function mergeWeights(): { weights: Map<string, Float64Array>; flat: Float64Array } {
  const keys = [...new Set([...Object.keys(valence.weights), ...Object.keys(classifier.weights)])];
  const merged = flatWeights(keys, 1 + CLASSES.length);
  const slot = (key: string) => merged.weights.get(key)!;
  for (const [key, weight] of Object.entries(valence.weights)) slot(key)[0] = weight;
  for (const [key, weights] of Object.entries(classifier.weights))
    weights.forEach((weight, c) => (slot(key)[1 + c] = weight));
  return merged;
}

const { weights: WEIGHTS, flat: FLAT_WEIGHTS } = mergeWeights();
// The same weights indexed so the engine never builds a feature name per token (linear.ts):
// sentimentOf adds up exactly the features of textFeatures (the function training fits on), in
// the same order; sentiment.test.ts checks it against it.
const INDEX = indexBag(WEIGHTS);
const DENSE = DENSE_KEYS.map((key) => WEIGHTS.get(key));

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The bag vectors of a text, in textFeatures' order; reused between calls (never escapes). */
const bag: Float64Array[] = [];

/**
 * Fills `bag` with the weight vectors of the tokens' features, in textFeatures' order, and
 * returns what the dense cues and the 1/√items share need.
 */
function collectBag(tokens: ParsedText['tokens']): { items: number; upper: number; words: number } {
  bag.length = 0;
  let items = 0;
  let upper = 0;
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unigram = unigramVector(INDEX, token);
    if (unigram !== null) {
      items++;
      if (unigram !== undefined) bag.push(unigram);
    }
    if (token.kind !== 'word') continue;
    words++;
    if (isShouted(token.text)) upper++;
    const bigram = bigramVector(INDEX, token, tokens[i + 1]);
    if (bigram !== null) {
      items++;
      if (bigram !== undefined) bag.push(bigram);
    }
  }
  return { items, upper, words };
}

const scoreOfRating = (rating: number): number =>
  round4(Math.tanh((rating - NEUTRAL_VALENCE) * VALENCE_STRETCH));

/** `valenceOfText`, when the caller has it (the axis models read it too), saves computing it twice. */
export function sentimentOf(
  parsed: ParsedText,
  valenceOfText: LexiconValence = lexiconValence(parsed.tokens),
): SentimentResult {
  const { items, upper, words } = collectBag(parsed.tokens);
  const share = 1 / (Math.sqrt(items) || 1);
  // Plain loops over a typed array: a closure that updated `rating` boxed a number per feature.
  let rating = valence.intercept;
  const scores = Float64Array.from(classifier.biases);
  const classCount = scores.length;
  for (let b = 0; b < bag.length; b++) {
    const vector = bag[b]!;
    rating += vector[0]! * share;
    for (let c = 0; c < classCount; c++) scores[c]! += vector[1 + c]! * share;
  }
  const dense = denseValues(valenceOfText, upper, words);
  for (let d = 0; d < DENSE.length; d++) {
    const vector = DENSE[d];
    if (vector === undefined) continue;
    const value = dense[d]!;
    rating += vector[0]! * value;
    for (let c = 0; c < classCount; c++) scores[c]! += vector[1 + c]! * value;
  }
  let best = 0;
  for (let c = 1; c < classCount; c++) if (scores[c]! > scores[best]!) best = c;
  return {
    sentimentScore: scoreOfRating(rating),
    sentimentClassification: CLASSES[best] ?? 'neutral',
  };
}

/** A text's sentiment bag looked up once (issue 15): per token, its vectors, items and word cues. */
export interface PreparedSentiment {
  /** Where each token's own vector starts in FLAT_WEIGHTS, -1 for none (linear.ts PreparedBag). */
  unigrams: Int32Array;
  /** Where the vector of the bigram each token starts begins, -1 for none. */
  bigrams: Int32Array;
  items: Uint8Array;
  /** 1 for a word, 2 for a shouted word, 0 otherwise. */
  words: Uint8Array;
}

/** collectBag's lookups for every token of a text, for sentimentScoreOfRange. */
export function prepareSentiment(tokens: readonly Token[]): PreparedSentiment {
  const unigrams = new Int32Array(tokens.length);
  const bigrams = new Int32Array(tokens.length);
  const itemCounts = new Uint8Array(tokens.length);
  const wordMarks = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unigram = unigramVector(INDEX, token);
    const bigram = bigramVector(INDEX, token, tokens[i + 1]);
    unigrams[i] = vectorAt(unigram);
    bigrams[i] = vectorAt(bigram);
    itemCounts[i] = (unigram === null ? 0 : 1) + (bigram === null ? 0 : 1);
    wordMarks[i] = wordMark(token);
  }
  return { unigrams, bigrams, items: itemCounts, words: wordMarks };
}

/** PreparedSentiment's word mark of a word: 1 for a word, 2 for a shouted word, 0 otherwise. */
const wordMark = (word: WordForm): number => (word.kind === 'word' ? (isShouted(word.text) ? 2 : 1) : 0);
const bagsOf = wordBags(INDEX);
const marksOf = memoPerWord(wordMark);

/** prepareSentiment(tokens) from the tokens' word ids (parseText's ParsedText.words): the same lookups. */
export function prepareSentimentOfWords(words: TokenWords): PreparedSentiment {
  const { unigrams, bigrams, items } = prepareBagOfWords(bagsOf(words.table), words, FLAT_WEIGHTS);
  const marks = marksOf(words.table);
  const { ids } = words;
  const wordMarks = new Uint8Array(ids.length);
  for (let i = 0; i < ids.length; i++) wordMarks[i] = marks[ids[i]!]!;
  return { unigrams, bigrams, items, words: wordMarks };
}

/**
 * sentimentOf({ tokens, … }, valence) from prepareSentiment(tokens): the same sums in the same
 * order, so analyse can share one lookup per token with the per-sentence pass.
 */
export function sentimentOfPrepared(
  prepared: PreparedSentiment,
  valenceOfText: LexiconValence,
): SentimentResult {
  const count = prepared.items.length;
  let items = 0;
  let upper = 0;
  let words = 0;
  for (let i = 0; i < count; i++) {
    items += prepared.items[i]!;
    const mark = prepared.words[i]!;
    if (mark !== 0) words++;
    if (mark === 2) upper++;
  }
  const share = 1 / (Math.sqrt(items) || 1);
  let rating = valence.intercept;
  const scores = Float64Array.from(classifier.biases);
  const classCount = scores.length;
  const vectors = FLAT_WEIGHTS;
  for (let i = 0; i < count; i++) {
    const unigram = prepared.unigrams[i]!;
    if (unigram >= 0) {
      rating += vectors[unigram]! * share;
      for (let c = 0; c < classCount; c++) scores[c]! += vectors[unigram + 1 + c]! * share;
    }
    const bigram = prepared.bigrams[i]!;
    if (bigram >= 0) {
      rating += vectors[bigram]! * share;
      for (let c = 0; c < classCount; c++) scores[c]! += vectors[bigram + 1 + c]! * share;
    }
  }
  const dense = denseValues(valenceOfText, upper, words);
  for (let d = 0; d < DENSE.length; d++) {
    const vector = DENSE[d];
    if (vector === undefined) continue;
    const value = dense[d]!;
    rating += vector[0]! * value;
    for (let c = 0; c < classCount; c++) scores[c]! += vector[1 + c]! * value;
  }
  let best = 0;
  for (let c = 1; c < classCount; c++) if (scores[c]! > scores[best]!) best = c;
  return {
    sentimentScore: scoreOfRating(rating),
    sentimentClassification: CLASSES[best] ?? 'neutral',
  };
}

/** How many words a range of tokens holds, and how many of them are written in capitals (isShouted). */
export interface WordCounts {
  words: number;
  upper: number;
}

/** The word counts of tokens[from..to) from prepareSentiment(tokens). */
export function wordCountsOfRange(prepared: PreparedSentiment, from: number, to: number): WordCounts {
  let upper = 0;
  let words = 0;
  for (let i = from; i < to; i++) {
    const mark = prepared.words[i]!;
    if (mark !== 0) words++;
    if (mark === 2) upper++;
  }
  return { words, upper };
}

/**
 * sentimentScoreOf({ tokens: tokens.slice(from, to), sentenceCount: 1 }, valence) from
 * prepareSentiment(tokens), when tokens[to - 1] ends a sentence: the same sums in the same order.
 */
export function sentimentScoreOfRange(
  prepared: PreparedSentiment,
  from: number,
  to: number,
  counts: WordCounts,
  valenceOfText: LexiconValence,
): number {
  const { words, upper } = counts;
  let items = 0;
  for (let i = from; i < to; i++) items += prepared.items[i]!;
  const share = 1 / (Math.sqrt(items) || 1);
  let rating = valence.intercept;
  const vectors = FLAT_WEIGHTS;
  for (let i = from; i < to; i++) {
    const unigram = prepared.unigrams[i]!;
    if (unigram >= 0) rating += vectors[unigram]! * share;
    const bigram = prepared.bigrams[i]!;
    if (bigram >= 0) rating += vectors[bigram]! * share;
  }
  const dense = denseValues(valenceOfText, upper, words);
  for (let d = 0; d < DENSE.length; d++) {
    const vector = DENSE[d];
    if (vector !== undefined) rating += vector[0]! * dense[d]!;
  }
  return scoreOfRating(rating);
}

/**
 * sentimentOf(...).sentimentScore without the class: the per-sentence tones need only the score,
 * and the class scores were a third of their sentiment cost. Same sums in the same order, so the
 * same number.
 */
export function sentimentScoreOf(
  parsed: ParsedText,
  valenceOfText: LexiconValence = lexiconValence(parsed.tokens),
): number {
  const { items, upper, words } = collectBag(parsed.tokens);
  const share = 1 / (Math.sqrt(items) || 1);
  let rating = valence.intercept;
  for (const vector of bag) rating += vector[0]! * share;
  const dense = denseValues(valenceOfText, upper, words);
  for (let d = 0; d < DENSE.length; d++) {
    const vector = DENSE[d];
    if (vector !== undefined) rating += vector[0]! * dense[d]!;
  }
  return scoreOfRating(rating);
}
