import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFeatures } from './features';
import { parseText } from './nlp';
import { sentimentOf, sentimentScoreOf } from './sentiment';
import { lexiconValence } from './valence';
import classifier from './weights/classifier.json';
import valence from './weights/valence.json';

/** The models applied to textFeatures' output the plain way: the definition sentimentOf must match. */
function reference(text: string): { sentimentScore: number; sentimentClassification: string } {
  const tokens = parseText(text).tokens;
  const { keys, values } = textFeatures(tokens, lexiconValence(tokens));
  const valenceWeights = valence.weights as Record<string, number>;
  const classWeights = classifier.weights as Record<string, number[]>;
  let rating = valence.intercept;
  const scores = [...classifier.biases];
  keys.forEach((key, i) => {
    if (!(key in valenceWeights) && !(key in classWeights)) return;
    rating += (valenceWeights[key] ?? 0) * values[i]!;
    scores.forEach((_, c) => (scores[c]! += (classWeights[key]?.[c] ?? 0) * values[i]!));
  });
  const best = scores.indexOf(Math.max(...scores));
  return {
    sentimentScore: Math.round(Math.tanh(rating - 3) * 10_000) / 10_000,
    sentimentClassification: classifier.classes[best]!,
  };
}

const SAMPLES = [
  'I love you so much, thank you for everything!',
  "I don't think this is good at all... not happy.",
  'WHY would you DO that?? #fail @someone http://example.com 😡',
  'The meeting is at 3 pm. Bring the report :)',
  'It was not bad, but honestly I expected more. Très déçu… ÉNORME',
  'no no no no',
];

describe('sentimentOf', () => {
  it('reads warm text as positive and hostile text as concerned', () => {
    const warm = sentimentOf(parseText('Thank you so much, this made my day!'));
    expect(warm.sentimentClassification).toBe('positive');
    expect(warm.sentimentScore).toBeGreaterThan(0.2);
    const hostile = sentimentOf(parseText('This is awful, I am furious and disgusted.'));
    expect(hostile.sentimentClassification).toBe('concerned');
    expect(hostile.sentimentScore).toBeLessThan(-0.2);
  });

  it('gives exactly the models applied to the training features', () => {
    for (const text of SAMPLES) expect(sentimentOf(parseText(text))).toEqual(reference(text));
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'not',
            'good',
            'GOOD',
            'bad',
            'thank',
            'you',
            'very',
            'sure',
            'maybe',
            '!',
            '?',
            '...',
            '…',
            ':)',
            '😀',
            '#happy',
            '@me',
            'www.x.org',
            '42',
            "don't",
            'like',
            'it',
            '.',
            ',',
            'Ça',
          ),
          { minLength: 1, maxLength: 25 },
        ),
        (words) => {
          const text = words.join(' ');
          const parsed = parseText(text);
          expect(sentimentOf(parsed)).toEqual(reference(text));
          // The per-sentence tones' score-only path gives the same score.
          expect(sentimentScoreOf(parsed)).toBe(reference(text).sentimentScore);
        },
      ),
      { numRuns: 300, seed: 9 },
    );
  });
});
