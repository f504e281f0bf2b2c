/**
 * Everything the animated visualisation needs, computed once per text (never per frame):
 * character values, the dominant emotion, the average spectral value and the sampled bars. A bar's
 * height is the analysis value; its colour is the colour mapping's, where a character outside the
 * table counts as 0 (spec §5, §9).
 */
import { characterValue, codePointCount, codePoints, colourMappingValue } from '@engine/characters';
import { DOMINANT_VALUES, dominantEmotion, toneCategory, type ToneCategory } from '@engine/bands';
import { colourOf, hslString, hueOf, waveformPoints, type ColourResult } from '@engine/colour';

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

/**
 * The visual data of a text: analysis values for the heights, colour-mapping values for the
 * colours. The same as visualData(characterValuesOf(text), colourValues(text)), in one walk of the
 * text that keeps only the counts, the sum and the values the 1000 waveform points read: building
 * two arrays of a million values for a 1 MB text took the page's thread about a second, as the
 * text arrived in the text area (issue 15).
 */
export function visualDataOf(text: string): VisualData {
  const length = codePointCount(text);
  const count = Math.min(WAVEFORM_POINTS, Math.max(length, 2));
  // The waveform interpolates between the values at floor(exact) and the next index.
  const exacts = Array.from({ length: count }, (_, i) => (count === 1 ? 0 : i / (count - 1)) * (length - 1));
  const wanted = new Set<number>();
  for (const exact of exacts) {
    const low = Math.floor(exact);
    wanted.add(low);
    wanted.add(Math.min(length - 1, low + 1));
  }
  const indexes = [...wanted].sort((a, b) => a - b);
  const values = new Map<number, number>();
  const colourValuesAt = new Map<number, number>();
  const tones: Record<ToneCategory, number> = { deep: 0, suspended: 0, bright: 0 };
  let sum = 0;
  let next = 0;
  for (let unit = 0, index = 0; unit < text.length; index++) {
    let point = text.charCodeAt(unit++);
    if (point >= 0xd800 && point <= 0xdbff && unit < text.length) {
      const low = text.charCodeAt(unit);
      if (low >= 0xdc00 && low <= 0xdfff) {
        point = (point - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        unit++;
      }
    }
    const value = point < 128 ? ASCII_VALUES[point]! : characterValue(point);
    tones[toneCategory(value)]++;
    sum += value;
    if (indexes[next] === index) {
      next++;
      values.set(index, value);
      colourValuesAt.set(index, point < 128 ? ASCII_COLOUR_VALUES[point]! : colourMappingValue(point));
    }
  }
  const amplitudes = new Float32Array(length === 0 ? 0 : count);
  const colours: string[] = [];
  if (length > 0) {
    exacts.forEach((exact, i) => {
      const low = Math.floor(exact);
      const high = Math.min(length - 1, low + 1);
      const at = (from: Map<number, number>) =>
        from.get(low)! + (from.get(high)! - from.get(low)!) * (exact - low);
      amplitudes[i] = at(values);
      colours.push(hslString(hueOf(at(colourValuesAt))));
    });
  }
  let dominant: ToneCategory = 'deep';
  for (const category of ['suspended', 'bright'] as const) {
    if (tones[category] > tones[dominant]) dominant = category;
  }
  const value = DOMINANT_VALUES[dominant];
  return {
    characterCount: length,
    amplitudes,
    colours,
    dominant: length === 0 ? null : { ...colourOf(value), value, category: dominant },
    intensity: length === 0 ? 0 : sum / length,
  };
}

// Most characters are ASCII: their two values are one array read each.
const ASCII_VALUES = Float64Array.from({ length: 128 }, (_, point) => characterValue(point));
const ASCII_COLOUR_VALUES = Float64Array.from({ length: 128 }, (_, point) => colourMappingValue(point));

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
