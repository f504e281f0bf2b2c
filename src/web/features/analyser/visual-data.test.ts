import { describe, expect, it } from 'vitest';
import { characterValuesOf, visualData, WAVEFORM_POINTS } from './visual-data';

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
});
