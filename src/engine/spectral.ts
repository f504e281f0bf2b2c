/**
 * The spectral result of spec §3: each code point mapped through the character table,
 * tone-category percentages (spec §4 cut-offs), opening tone, peak, resolution and a
 * 10-bin histogram of the values.
 */
import { toneCategory } from './bands';
import { characterValues } from './characters';

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

/** Mean of values[from..to), 0 when empty. */
function meanOf(values: readonly number[], from: number, to: number): number {
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}

/** Bin index of a value; the epsilon keeps 0.3 in bin 3 despite binary floating point. */
export function frequencyBin(value: number): number {
  return Math.min(FREQUENCY_BINS - 1, Math.max(0, Math.floor(value * FREQUENCY_BINS + 1e-9)));
}

export function spectralResult(text: string): SpectralResult {
  // Every code point counts, whitespace included (a space is 0, spec §9); only '' has no values.
  return spectralOfValues(characterValues(text));
}

/** The spectral result of a text's character values (characterValues(text)). */
export function spectralOfValues(values: number[]): SpectralResult {
  const count = values.length;
  let deep = 0;
  let suspended = 0;
  let bright = 0;
  const frequencyData = new Array<number>(FREQUENCY_BINS).fill(0);
  let peak = 0;
  let sum = 0;
  // One pass over the values, summing in text order (the mean is then the same to the last bit).
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    const category = toneCategory(value);
    if (category === 'deep') deep++;
    else if (category === 'suspended') suspended++;
    else bright++;
    frequencyData[frequencyBin(value)]!++;
    if (value > peak) peak = value;
    sum += value;
  }
  const percent = (n: number) => (count === 0 ? 0 : round((n / count) * 100, 2));
  return {
    characterValues: values,
    deepTonePercentage: percent(deep),
    suspendedTonePercentage: percent(suspended),
    brightTonePercentage: percent(bright),
    openingTone: round(meanOf(values, 0, Math.min(10, count)), 2),
    peakIntensity: peak,
    resolution: round(meanOf(values, Math.max(0, count - 10), count), 4),
    frequencyData,
    averageValue: count === 0 ? 0.5 : round(sum / count, 4),
  };
}
