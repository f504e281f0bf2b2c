import { describe, expect, it } from 'vitest';
import { characterValue } from './characters';
import {
  characterColour,
  colourOf,
  colourValues,
  gradientBarColour,
  gradientStops,
  hslToRgb,
  hueOf,
  toneColour,
  waveformPoints,
} from './colour';

describe('colours (spec §9)', () => {
  it('keeps each band inside its hue range', () => {
    expect(hueOf(0)).toBe(0);
    expect(hueOf(0.15)).toBe(54);
    expect(hueOf(0.16)).toBeGreaterThanOrEqual(55);
    expect(hueOf(0.3)).toBe(108);
    expect(hueOf(0.45)).toBe(162);
    expect(hueOf(0.6)).toBe(216);
    expect(hueOf(0.8)).toBe(288);
    expect(hueOf(1)).toBe(360);
    for (let v = 0; v <= 1; v += 0.01) {
      expect(hueOf(v)).toBeGreaterThanOrEqual(0);
      expect(hueOf(v)).toBeLessThanOrEqual(360);
    }
  });

  it('writes hsl at 80 % saturation and 60 % lightness, with the matching rgb', () => {
    const colour = colourOf(0);
    expect(colour.hsl).toBe('hsl(0, 80%, 60%)');
    expect(colour.rgb).toBe('rgb(235, 71, 71)');
    expect(colour.emotion).toBe('Ignition');
    expect(colour.label).toBe('energetic, warm');
    expect(hslToRgb(120, 100, 50)).toEqual([0, 255, 0]);
  });

  it('maps unknown characters to 0 for colour', () => {
    expect(colourValues('aé')).toEqual([0.02, 0]);
  });

  it('colours a character outside the table as 0, though the analysis counts it otherwise', () => {
    const zero = colourOf(0).hsl;
    // 'é' is U+00E9 (233): the analysis reads 0.33 (Harmony), the colour mapping 0 (Ignition red).
    expect(characterValue(0xe9)).toBe(0.33);
    expect(characterColour(0xe9)).toBe(zero);
    expect(characterColour('😀'.codePointAt(0)!)).toBe(zero);
    expect(characterColour('a'.codePointAt(0)!)).toBe(colourOf(0.02).hsl);
  });

  it('gives the tone colours and gradient bar colours', () => {
    expect(toneColour('deep')).toBe('hsl(27, 80%, 60%)');
    expect(toneColour('suspended')).toBe('hsl(135, 80%, 60%)');
    expect(toneColour('bright')).toBe('hsl(324, 80%, 60%)');
    expect(gradientBarColour(0.33)).not.toBe(gradientBarColour(0.34));
    expect(gradientBarColour(0.66)).not.toBe(gradientBarColour(0.67));
  });

  it('samples 100 gradient stops and 1000 waveform points by default', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i % 100) / 100);
    const stops = gradientStops(values);
    expect(stops).toHaveLength(100);
    expect(stops[0]!.position).toBe(0);
    expect(stops.at(-1)!.position).toBe(100);
    const points = waveformPoints(values);
    expect(points).toHaveLength(1000);
    expect(points[0]!.amplitude).toBe(0);
    expect(gradientStops([0.5])).toHaveLength(1);
    expect(gradientStops([])).toEqual([]);
    expect(waveformPoints([0.2, 0.4], 3)[1]!.amplitude).toBeCloseTo(0.3);
  });
});
