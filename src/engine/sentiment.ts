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
import { textFeatures } from './features';
import type { ParsedText } from './nlp';
import { lexiconValence } from './valence';
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
function mergeWeights(): Map<string, Float64Array> {
  const merged = new Map<string, Float64Array>();
  const slot = (key: string) => {
    let vector = merged.get(key);
    if (!vector) merged.set(key, (vector = new Float64Array(1 + CLASSES.length)));
    return vector;
  };
  for (const [key, weight] of Object.entries(valence.weights)) slot(key)[0] = weight;
  for (const [key, weights] of Object.entries(classifier.weights))
    weights.forEach((weight, c) => (slot(key)[1 + c] = weight));
  return merged;
}

const WEIGHTS = mergeWeights();
const KNOWN = {
  keys: new Set(WEIGHTS.keys()),
  bigramHeads: new Set(
    [...WEIGHTS.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]!),
  ),
};

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

export function sentimentOf(parsed: ParsedText): SentimentResult {
  const { keys, values } = textFeatures(parsed.tokens, lexiconValence(parsed.tokens), KNOWN);
  let rating = valence.intercept;
  const scores = [...classifier.biases];
  for (let i = 0; i < keys.length; i++) {
    const vector = WEIGHTS.get(keys[i]!);
    if (vector === undefined) continue;
    const value = values[i]!;
    rating += vector[0]! * value;
    for (let c = 0; c < scores.length; c++) scores[c]! += vector[1 + c]! * value;
  }
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c]! > scores[best]!) best = c;
  return {
    sentimentScore: round4(Math.tanh((rating - NEUTRAL_VALENCE) * VALENCE_STRETCH)),
    sentimentClassification: CLASSES[best] ?? 'neutral',
  };
}
