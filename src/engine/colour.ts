/**
 * Colours of spectral values (spec §3 colour result, §9 hue ranges), gradient stops and
 * waveform points for the visualisations. Saturation 80 %, lightness 60 % throughout.
 * Within a band the hue moves linearly from the start to the end of the band's hue range
 * as the value moves from the band's lower to its upper bound.
 */
import { BANDS, bandIndex, TONE_HUES, type ToneCategory } from './bands';
import { codePoints, colourMappingValue } from './characters';

export const SATURATION = 80;
export const LIGHTNESS = 60;

export interface ColourResult {
  hsl: string;
  rgb: string;
  /** The band's name, e.g. 'Serenity'. */
  emotion: string;
  /** The band's context text, e.g. 'calm, peaceful'. */
  label: string;
}

export interface GradientStop {
  /** 0..100, percent along the gradient. */
  position: number;
  spectralValue: number;
  colour: string;
}

export interface WaveformPoint {
  /** 0..1 along the waveform. */
  position: number;
  amplitude: number;
  colour: string;
}

const clamp01 = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The hue in degrees (0..360) of a spectral value. */
export function hueOf(value: number): number {
  const v = clamp01(value);
  const index = bandIndex(v);
  const band = BANDS[index]!;
  const lower = index === 0 ? 0 : BANDS[index - 1]!.upTo;
  const span = band.upTo - lower;
  const t = span > 0 ? Math.min(1, Math.max(0, (v - lower) / span)) : 0;
  const [start, end] = band.hueRange;
  return Math.round(start + t * (end - start));
}

/** HSL (degrees, percent, percent) to 0..255 RGB, the CSS Color 4 algorithm. */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export const hslString = (hue: number): string => `hsl(${hue}, ${SATURATION}%, ${LIGHTNESS}%)`;

export function rgbString(hue: number): string {
  const [r, g, b] = hslToRgb(hue, SATURATION, LIGHTNESS);
  return `rgb(${r}, ${g}, ${b})`;
}

export function colourOf(value: number): ColourResult {
  const hue = hueOf(value);
  const band = BANDS[bandIndex(clamp01(value))]!;
  return { hsl: hslString(hue), rgb: rgbString(hue), emotion: band.name, label: band.context };
}

/** The values of a text for the colour mapping: unlisted characters count as 0 (spec §5). */
export function colourValues(text: string): number[] {
  return codePoints(text).map(colourMappingValue);
}

/**
 * The colour (hsl string) of one character in the visualisations (Spectral Text, the text area's
 * border, the canvas): its table value, and 0 for a character the table does not list (spec §5, §9),
 * even though the analysis counts that character as (code point mod 100) / 100.
 */
export function characterColour(codePoint: number): string {
  return hslString(hueOf(colourMappingValue(codePoint)));
}

/** Up to `count` evenly spaced stops sampled from the values (fewer when there are fewer values). */
export function gradientStops(values: readonly number[], count = 100): GradientStop[] {
  const n = Math.min(values.length, Math.max(0, Math.floor(count)));
  if (n === 0) return [];
  return Array.from({ length: n }, (_, i) => {
    const position = n === 1 ? 0 : i / (n - 1);
    const spectralValue = values[Math.round(position * (values.length - 1))]!;
    return {
      position: Math.round(position * 10_000) / 100,
      spectralValue,
      colour: hslString(hueOf(spectralValue)),
    };
  });
}

/** `count` points, linearly interpolated between the values, for the waveform drawing. */
export function waveformPoints(values: readonly number[], count = 1000): WaveformPoint[] {
  const n = Math.max(0, Math.floor(count));
  if (values.length === 0 || n === 0) return [];
  return Array.from({ length: n }, (_, i) => {
    const position = n === 1 ? 0 : i / (n - 1);
    const exact = position * (values.length - 1);
    const low = Math.floor(exact);
    const high = Math.min(values.length - 1, low + 1);
    const amplitude = values[low]! + (values[high]! - values[low]!) * (exact - low);
    return { position, amplitude, colour: hslString(hueOf(amplitude)) };
  });
}

/** Colours of the three tone categories (deep orange, suspended green, bright pink). */
export function toneColour(category: ToneCategory): string {
  return hslString(TONE_HUES[category]);
}

/** Gradient bar colour of a slider value: red-orange up to 0.33, green up to 0.66, purple-pink above. */
export function gradientBarColour(value: number): string {
  if (value <= 0.33) return hslString(15);
  if (value <= 0.66) return hslString(135);
  return hslString(310);
}
