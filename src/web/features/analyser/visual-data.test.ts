import { describe, expect, it } from 'vitest';
import { colourValues } from '@engine/colour';
import { characterValuesOf, visualData, visualDataOf, WAVEFORM_POINTS } from './visual-data';

describe('visualData', () => {
  it('keeps the waveform at 1000 points for a 10,000-character text', () => {
    const text = 'The quiet before a storm feels heavy, yet hopeful. '.repeat(200);
    const data = visualData(characterValuesOf(text));
    expect(data.characterCount).toBe(text.length);
    expect(data.amplitudes).toHaveLength(WAVEFORM_POINTS);
    expect(data.colours[0]).toMatch(/^hsl\(/);
    expect(data.intensity).toBeGreaterThan(0);
  });

  it('has no dominant emotion for an empty text', () => {
    const data = visualData([]);
    expect(data.dominant).toBeNull();
    expect(data.characterCount).toBe(0);
  });

  it('names the dominant band of the most common tone group', () => {
    // 'h'–'k' (0.37–0.52) sit in the suspended group; the representative value is 0.5 → Serenity.
    const data = visualData(characterValuesOf('hijkhijkhijk'));
    expect(data.dominant?.category).toBe('suspended');
    expect(data.dominant?.emotion).toBe('Serenity');
  });

  it('draws characters outside the table in the colour of 0, at the height of their analysis value', () => {
    const data = visualDataOf('éééé');
    // Height: the analysis value of 'é' (233 mod 100 / 100 = 0.33); colour: the colour mapping's 0.
    expect(data.amplitudes[0]).toBeCloseTo(0.33, 5);
    expect(new Set(data.colours)).toEqual(new Set(['hsl(0, 80%, 60%)']));
  });
});

describe('visualDataOf', () => {
  it.each([
    ['empty', ''],
    ['one character', 'a'],
    ['two characters', 'ab'],
    ['short', 'Hope, at last!'],
    ['emoji and accents', 'Joy 😀 and tears 😢, ü, é, 漢字, a lone \ud800 surrogate. '.repeat(30)],
    ['10,000 characters', 'The quiet before a storm feels heavy, yet hopeful. '.repeat(200)],
  ])('equals visualData of the per-character values (%s)', (_, text) => {
    expect(visualDataOf(text)).toEqual(visualData(characterValuesOf(text), colourValues(text)));
  });
});
