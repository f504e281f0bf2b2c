import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { averageValue } from './generate-music-button';

describe('averageValue', () => {
  it("gives the engine's average for the moved Float64Array and for a plain array alike", () => {
    const result = analyse('I love this, but I am not sure about tomorrow. 😊 Ünïcödé.', 'spectral');
    expect(averageValue(result.characterValues)).toBe(result.averageValue);
    expect(averageValue(Float64Array.from(result.characterValues))).toBe(result.averageValue);
  });

  it('has no average without values', () => {
    expect(averageValue([])).toBeNull();
    expect(averageValue(new Float64Array(0))).toBeNull();
  });
});
