/**
 * The spectral result of spec §3: each code point mapped through the character table,
 * tone-category percentages (spec §4 cut-offs), opening tone, peak, resolution and a
 * 10-bin histogram of the values.
 */
import { toneCategory } from './bands';
import { characterValue, codePoints } from './characters';

export interface SpectralResult {
  characterValues: number[];
  /** Percentages of characters in each tone category, 0..100 with 2 decimals; they sum to about 100. */
  deepTonePercentage: number;
  suspendedTonePercentage: number;
  brightTonePercentage: number;
  /** Mean of the first (up to) 10 values, 2 decimals. */
  openingTone: number;
  /** The largest value. */
  peakIntensity: number;
  /** Mean of the last (up to) 10 values, 4 decimals. */
  resolution: number;
  /** Counts of values in the bins [0, 0.1), [0.1, 0.2) … [0.9, 1]. */
  frequencyData: number[];
  /** Mean of all values; 0.5 (neutral) for the empty text. */
  averageValue: number;
}

export const FREQUENCY_BINS = 10;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Bin index of a value; the epsilon keeps 0.3 in bin 3 despite binary floating point. */
export function frequencyBin(value: number): number {
  return Math.min(FREQUENCY_BINS - 1, Math.max(0, Math.floor(value * FREQUENCY_BINS + 1e-9)));
}

export function spectralResult(text: string): SpectralResult {
  // Every code point counts, whitespace included (a space is 0, spec §9); only '' has no values.
  const characterValues = codePoints(text).map(characterValue);
  const count = characterValues.length;
  const categories = { deep: 0, suspended: 0, bright: 0 };
  const frequencyData = new Array<number>(FREQUENCY_BINS).fill(0);
  let peak = 0;
  for (const value of characterValues) {
    categories[toneCategory(value)]++;
    frequencyData[frequencyBin(value)]!++;
    if (value > peak) peak = value;
  }
  const percent = (n: number) => (count === 0 ? 0 : round((n / count) * 100, 2));
  return {
    characterValues,
    deepTonePercentage: percent(categories.deep),
    suspendedTonePercentage: percent(categories.suspended),
    brightTonePercentage: percent(categories.bright),
    openingTone: round(mean(characterValues.slice(0, 10)), 2),
    peakIntensity: peak,
    resolution: round(mean(characterValues.slice(-10)), 4),
    frequencyData,
    averageValue: count === 0 ? 0.5 : round(mean(characterValues), 4),
  };
}
