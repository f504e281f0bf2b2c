import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse, ANALYSIS_MODES, counts, spectralSummary } from './analyse';
import { scoreAxes } from './axis-model';
import { NEUTRAL_AXES } from './axes';
import { characterValue, codePoints } from './characters';
import { parseText } from './nlp';
import { sentimentOf } from './sentiment';
import { lexiconValence } from './valence';

const FULL_FIELDS = [
  'mode',
  'wordCount',
  'characterCount',
  'sentimentClassification',
  'sentimentScore',
  'characterValues',
  'deepTonePercentage',
  'suspendedTonePercentage',
  'brightTonePercentage',
  'openingTone',
  'peakIntensity',
  'resolution',
  'frequencyData',
  'averageValue',
  'frequencyHz',
  'band',
  'warmthDetachment',
  'certaintyAmbiguity',
  'intensityRestraint',
  'conflictCoherence',
  'toneLensSummary',
  'tensionDetected',
  'echoRoomSuggestion',
  'sentences',
  'language',
];

describe('analyse', () => {
  it('returns every DESIGN.md field in full mode', () => {
    const result = analyse('Hello there, friend.', 'full');
    expect(Object.keys(result).sort()).toEqual([...FULL_FIELDS].sort());
  });

  it('lists the fields in one order per mode: counts, sentiment, axes, spectral, language', () => {
    const counts = ['mode', 'wordCount', 'characterCount'];
    const sentiment = ['sentimentScore', 'sentimentClassification'];
    const axes = [
      'warmthDetachment',
      'certaintyAmbiguity',
      'intensityRestraint',
      'conflictCoherence',
      'toneLensSummary',
      'tensionDetected',
      'echoRoomSuggestion',
      'sentences',
    ];
    const spectral = FULL_FIELDS.slice(5, 16);
    for (const text of ['Hello there, friend.', '']) {
      expect(Object.keys(analyse(text, 'plain'))).toEqual([...counts, ...sentiment, 'language']);
      expect(Object.keys(analyse(text, 'tonelens'))).toEqual([...counts, ...sentiment, ...axes, 'language']);
      expect(Object.keys(analyse(text, 'spectral'))).toEqual([...counts, ...spectral]);
      expect(Object.keys(analyse(text, 'full'))).toEqual([
        ...counts,
        ...sentiment,
        ...axes,
        ...spectral,
        'language',
      ]);
    }
  });

  it('counts words and characters as split on white space and walked by code point', () => {
    const spaces = [
      ' ',
      '\t',
      '\n',
      '\r',
      '\v',
      '\f',
      '\u00a0',
      '\u1680',
      '\u2003',
      '\u2028',
      '\u3000',
      '\ufeff',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...spaces, '\u180e', '😀', '\uD800', '\uDC00', 'é', 'x'),
            fc.string({ unit: 'binary', maxLength: 4 }),
          ),
          { maxLength: 30 },
        ),
        (parts) => {
          const text = parts.join('');
          const trimmed = text.trim();
          expect(counts(text)).toEqual({
            wordCount: trimmed === '' ? 0 : trimmed.split(/\s+/u).length,
            characterCount: codePoints(text).length,
          });
          const full = analyse(text, 'full');
          expect(full.characterCount).toBe(codePoints(text).length);
          expect(full.characterValues).toEqual(codePoints(text).map(characterValue));
          expect(spectralSummary(text).characterValues).toEqual(full.characterValues);
        },
      ),
      { numRuns: 500, seed: 9 },
    );
  });

  it('returns only what each mode computes', () => {
    expect(analyse('Hello', 'plain')).not.toHaveProperty('warmthDetachment');
    expect(analyse('Hello', 'plain')).not.toHaveProperty('characterValues');
    expect(analyse('Hello', 'spectral')).not.toHaveProperty('warmthDetachment');
    expect(analyse('Hello', 'tonelens')).not.toHaveProperty('characterValues');
  });

  it('reads a loving text as warm and positive, a hostile one as cold and concerned', () => {
    const warm = analyse('I love you so much, thank you for everything.', 'full');
    expect(warm.warmthDetachment).toBeGreaterThan(0.5);
    expect(warm.sentimentClassification).toBe('positive');
    const cold = analyse("I hate this. Leave me alone, you never listen and I don't care anymore.", 'full');
    expect(cold.warmthDetachment).toBeLessThan(0.5);
    expect(cold.sentimentClassification).toBe('concerned');
  });

  it('counts words and code points', () => {
    expect(analyse('  two words 😀 ', 'plain')).toMatchObject({ wordCount: 3, characterCount: 14 });
  });

  it('gives a neutral result for blank text', () => {
    for (const text of ['', '   ', '\n\t ']) {
      const result = analyse(text, 'full');
      expect(result).toMatchObject({ ...NEUTRAL_AXES, sentimentClassification: 'neutral' });
      // Whitespace still has Spectral Binary values (a space is 0); only '' has none.
      expect(result.characterValues).toHaveLength([...text].length);
      expect(result.wordCount).toBe(0);
    }
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: 'binary-ascii' }),
        ),
        fc.constantFrom(...ANALYSIS_MODES),
        (text, mode) => {
          const result = analyse(text, mode);
          expect(result.mode).toBe(mode);
          if ('warmthDetachment' in result) {
            for (const key of Object.keys(NEUTRAL_AXES) as Array<keyof typeof NEUTRAL_AXES>) {
              expect(result[key]).toBeGreaterThanOrEqual(0);
              expect(result[key]).toBeLessThanOrEqual(1);
            }
          }
          if ('characterValues' in result) {
            expect(result.characterValues.every((v) => v >= 0 && v <= 1)).toBe(true);
            expect(result.frequencyHz).toBeGreaterThanOrEqual(220);
            expect(result.frequencyHz).toBeLessThanOrEqual(880);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles lone surrogates and a 1 MB text', () => {
    expect(analyse('\uD800\uDC00\uDFFF\uD800 hi', 'full').characterCount).toBe(4 + 2);
    const big = 'I am not sure this is fine, but I love it. '
      .repeat(Math.ceil((1024 * 1024) / 43))
      .slice(0, 1024 * 1024);
    const result = analyse(big, 'full');
    expect(result.characterCount).toBe(1024 * 1024);
    expect(result.characterValues).toHaveLength(1024 * 1024);
    expect(result.warmthDetachment).toBeGreaterThan(0.5);
  });

  it('is deterministic', () => {
    const text = 'Why does this always happen to me? I guess it is fine.';
    expect(analyse(text, 'full')).toEqual(analyse(text, 'full'));
  });
});

describe('a text of one sentence (ADR 0033)', () => {
  // Read by word id like a longer text; these are the numbers of the scorers' string path.
  const ONE_SENTENCE = [
    "I can't believe it, I am SO happy :) but kind of worried about the zorblax",
    'Honestly, nobody cares about my work at all!',
    'not bad 💜 #blessed @ana https://x.io 42',
    'Thank you so much',
    '!!!',
  ];

  it('reads the sentiment and axes the string path gives', () => {
    for (const text of ONE_SENTENCE) {
      const { tokens, sentenceCount } = parseText(text);
      expect(new Set(tokens.map((token) => token.sentence)).size).toBe(1);
      const valence = lexiconValence(tokens);
      const sentiment = sentimentOf({ tokens, sentenceCount }, valence);
      const axes = scoreAxes(tokens, valence);
      const result = analyse(text, 'tonelens');
      expect([text, result.sentimentScore, result.sentimentClassification]).toEqual([
        text,
        sentiment.sentimentScore,
        sentiment.sentimentClassification,
      ]);
      expect({
        warmthDetachment: result.warmthDetachment,
        certaintyAmbiguity: result.certaintyAmbiguity,
        intensityRestraint: result.intensityRestraint,
        conflictCoherence: result.conflictCoherence,
      }).toEqual(axes);
      expect(result.sentences).toHaveLength(1);
      expect(result.sentences[0]!.sentimentScore).toBe(sentiment.sentimentScore);
    }
  });
});
