/**
 * Everything the animated visualisation needs, computed once per text (never per frame):
 * character values, the dominant emotion, the intensity and the sampled bars with their colours.
 */
import { characterValue, codePoints } from '@engine/characters';
import { dominantEmotion } from '@engine/bands';
import { colourOf, hslString, hueOf, waveformPoints, type ColourResult } from '@engine/colour';

export const WAVEFORM_POINTS = 1000;

export interface VisualData {
  characterCount: number;
  /** The waveform (spec §9: 1000 points) as amplitudes with their hues, ready to draw. */
  amplitudes: Float32Array;
  colours: string[];
  dominant: (ColourResult & { value: number; category: string }) | null;
  /** Mean spectral value, 0..1, shown as the emotional intensity. */
  intensity: number;
}

export function characterValuesOf(text: string): number[] {
  return codePoints(text).map(characterValue);
}

export function visualData(values: readonly number[]): VisualData {
  const points = waveformPoints(values, Math.min(WAVEFORM_POINTS, Math.max(values.length, 2)));
  const amplitudes = Float32Array.from(points, (point) => point.amplitude);
  const colours = points.map((point) => point.colour);
  const dominant = dominantEmotion(values);
  let sum = 0;
  for (const value of values) sum += value;
  return {
    characterCount: values.length,
    amplitudes,
    colours,
    dominant: dominant
      ? { ...colourOf(dominant.value), value: dominant.value, category: dominant.category }
      : null,
    intensity: values.length === 0 ? 0 : sum / values.length,
  };
}

export const tint = (value: number, alpha: number): string =>
  hslString(hueOf(value)).replace('hsl(', 'hsla(').replace(')', `, ${alpha})`);
