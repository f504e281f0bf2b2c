/**
 * The spectral result of spec §3: each code point mapped through the character table,
 * tone-category percentages (spec §4 cut-offs), opening tone, peak, resolution and a
 * 10-bin histogram of the values.
 */
import { toneCategory } from './bands';
import { characterValue } from './characters';

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

// Per ASCII code point, its value, tone category (0 deep, 1 suspended, 2 bright) and bin: the
// one-pass walk below reads three small tables instead of comparing category names per character.
const ASCII_VALUES = Float64Array.from({ length: 128 }, (_, point) => characterValue(point));
const categoryCode = (value: number): number => {
  const category = toneCategory(value);
  return category === 'deep' ? 0 : category === 'suspended' ? 1 : 2;
};
const ASCII_CATEGORIES = Uint8Array.from(ASCII_VALUES, categoryCode);
const ASCII_BINS = Uint8Array.from(ASCII_VALUES, (value) => frequencyBin(value));

// The values are pushed into arrays of this many (64 KB of doubles, young-generation objects) and
// joined once at the end (issue 15, ADR 0033): one array pushed to a million values grows some
// thirty times, each time into a fresh large object (about 24 MB of new memory written for a
// 1 MB text), which cost about half of this function on the bench machine. concat gives the same
// packed array of numbers, so JSON.stringify writes the same bytes as fast.
const VALUES_CHUNK = 8192;
// Arrays joined by one concat call (its spread arguments stay well within V8's limits).
const JOINED_PER_CALL = 1024;

// Each chunk is copied out of this packed array of doubles at the size it will need (at most the
// code units left to read, each value being at least one), filled in place and cut to the values
// it got (issue 15): a chunk pushed from empty grew some fifteen times, and those copies were most
// of the 43 MB of short-lived memory this function wrote per 1 MB text. A copy of a packed array
// of doubles stays one, so the joined values are the same packed array of numbers as before.
const CHUNK_TEMPLATE: number[] = [];
for (let i = 0; i < VALUES_CHUNK; i++) CHUNK_TEMPLATE.push(0.5);
const freshChunk = (codeUnitsLeft: number): number[] =>
  CHUNK_TEMPLATE.slice(0, Math.min(VALUES_CHUNK, codeUnitsLeft));

/** The chunks' values in order, as one array (exported for its test). */
export function joined(chunks: number[][]): number[] {
  let parts = chunks;
  while (parts.length > 1) {
    const next: number[][] = [];
    for (let at = 0; at < parts.length; at += JOINED_PER_CALL)
      next.push(([] as number[]).concat(...parts.slice(at, at + JOINED_PER_CALL)));
    parts = next;
  }
  return parts[0] ?? [];
}

/**
 * spectralOfValues(characterValues(text)) in one pass over the text (issue 15: three passes and
 * a category name per character were a tenth of a 1 MB full analysis). Every code point counts,
 * whitespace included (a space is 0, spec §9); only '' has no values. The values are summed in
 * text order, so the mean is the same to the last bit; spectral.test.ts compares the two.
 */
export function spectralResult(text: string): SpectralResult {
  const chunks: number[][] = [];
  let chunk = freshChunk(text.length);
  let filled = 0;
  const categories = [0, 0, 0];
  const frequencyData = new Array<number>(FREQUENCY_BINS).fill(0);
  let peak = 0;
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    let point = text.charCodeAt(i);
    let value: number;
    if (point < 128) {
      value = ASCII_VALUES[point]!;
      categories[ASCII_CATEGORIES[point]!]!++;
      frequencyData[ASCII_BINS[point]!]!++;
    } else {
      if (point >= 0xd800 && point <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          point = (point - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      value = characterValue(point);
      categories[categoryCode(value)]!++;
      frequencyData[frequencyBin(value)]!++;
    }
    chunk[filled++] = value;
    if (filled === VALUES_CHUNK) {
      chunks.push(chunk);
      chunk = freshChunk(text.length - i - 1);
      filled = 0;
    }
    if (value > peak) peak = value;
    sum += value;
  }
  chunk.length = filled;
  chunks.push(chunk);
  const values = joined(chunks);
  return summarise(values, categories[0]!, categories[1]!, categories[2]!, frequencyData, peak, sum);
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
  return summarise(values, deep, suspended, bright, frequencyData, peak, sum);
}

/** The result from the counts of one pass over the values (both walks above end here). */
function summarise(
  values: number[],
  deep: number,
  suspended: number,
  bright: number,
  frequencyData: number[],
  peak: number,
  sum: number,
): SpectralResult {
  const count = values.length;
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
