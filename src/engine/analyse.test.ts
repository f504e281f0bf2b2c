import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse, ANALYSIS_MODES } from './analyse';
import { NEUTRAL_AXES } from './axes';

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
];

describe('analyse', () => {
  it('returns every DESIGN.md field in full mode', () => {
    const result = analyse('Hello there, friend.', 'full');
    expect(Object.keys(result).sort()).toEqual([...FULL_FIELDS].sort());
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
