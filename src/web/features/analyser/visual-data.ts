/**
 * Everything the animated visualisation needs, computed once per text (never per frame):
 * character values, the dominant emotion, the average spectral value and the sampled bars. A bar's
 * height is the analysis value; its colour is the colour mapping's, where a character outside the
 * table counts as 0 (spec §5, §9).
 */
import { characterValue, codePoints } from '@engine/characters';
import { dominantEmotion } from '@engine/bands';
import { colourOf, colourValues, hslString, hueOf, waveformPoints, type ColourResult } from '@engine/colour';

export const WAVEFORM_POINTS = 1000;

export interface VisualData {
  characterCount: number;
  /** The waveform (spec §9: 1000 points) as amplitudes with their hues, ready to draw. */
  amplitudes: Float32Array;
  colours: string[];
  dominant: (ColourResult & { value: number; category: string }) | null;
  /** Mean spectral value, 0..1 (the 'Spectral intensity' bar; not the Intensity vs Restraint axis). */
  intensity: number;
}

export function characterValuesOf(text: string): number[] {
  return codePoints(text).map(characterValue);
}

/** The visual data of a text: analysis values for the heights, colour-mapping values for the colours. */
export function visualDataOf(text: string): VisualData {
  return visualData(characterValuesOf(text), colourValues(text));
}

/** `colourValues` (one per character) default to the analysis values. */
export function visualData(
  values: readonly number[],
  colourValuesOfText: readonly number[] = values,
): VisualData {
  const count = Math.min(WAVEFORM_POINTS, Math.max(values.length, 2));
  const points = waveformPoints(values, count);
  const amplitudes = Float32Array.from(points, (point) => point.amplitude);
  const colours = waveformPoints(colourValuesOfText, count).map((point) => point.colour);
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
