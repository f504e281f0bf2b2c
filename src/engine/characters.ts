/**
 * The Spectral Binary character table (spec §9) and the per-character values
 * used by the spectral analysis and by the colour mapping (spec §5).
 *
 * Table:
 * - 'A'–'S' from 0.04 in steps of 0.05 to 0.94; 'T' 0.97; 'U'–'Z' evenly from 0.973 to 0.99.
 * - 'a'–'s' from 0.02 in steps of 0.05 to 0.92; 't' 0.96; 'u'–'z' evenly from 0.971 to 0.986.
 * - ' ' and '0' are 0; '1'–'9' are 0.01–0.09.
 * - ASCII punctuation is spread evenly over 0.01–0.118 in the order of PUNCTUATION_ORDER below
 *   (sentence marks first, then brackets, then symbols), each value rounded to 4 decimals.
 * - Any other code point: (code point mod 100) / 100 in the analysis, 0 in the colour mapping.
 *
 * Text is walked by code point, so an emoji (a surrogate pair in UTF-16) is one character,
 * and a lone surrogate is one character too.
 */

export const PUNCTUATION_ORDER = '.,!?;:\'"-()[]{}/\\@#$%^&*_+=<>|`~';

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

function evenlySpaced(start: number, end: number, count: number): number[] {
  if (count === 1) return [start];
  return Array.from({ length: count }, (_, i) => round4(start + ((end - start) * i) / (count - 1)));
}

function buildTable(): ReadonlyMap<number, number> {
  const table = new Map<number, number>();
  const set = (char: string, value: number) => table.set(char.codePointAt(0) as number, value);
  const letters = (from: string, values: number[]) =>
    values.forEach((value, i) => set(String.fromCharCode(from.charCodeAt(0) + i), value));

  letters('A', evenlySpaced(0.04, 0.94, 19));
  set('T', 0.97);
  letters('U', evenlySpaced(0.973, 0.99, 6));
  letters('a', evenlySpaced(0.02, 0.92, 19));
  set('t', 0.96);
  letters('u', evenlySpaced(0.971, 0.986, 6));

  set(' ', 0);
  set('0', 0);
  for (let digit = 1; digit <= 9; digit++) set(String(digit), round4(digit / 100));

  evenlySpaced(0.01, 0.118, PUNCTUATION_ORDER.length).forEach((value, i) =>
    set(PUNCTUATION_ORDER[i] as string, value),
  );
  return table;
}

const TABLE = buildTable();

/** The table value of a code point, or undefined when the table does not list it. */
export function tableValue(codePoint: number): number | undefined {
  return TABLE.get(codePoint);
}

/** A code point's value in the spectral analysis: table value, else (code point mod 100) / 100. */
export function characterValue(codePoint: number): number {
  return TABLE.get(codePoint) ?? (codePoint % 100) / 100;
}

/** A code point's value in the colour mapping: table value, else 0. */
export function colourMappingValue(codePoint: number): number {
  return TABLE.get(codePoint) ?? 0;
}

/** The code points of a text (an emoji or a lone surrogate is one entry). */
export function codePoints(text: string): number[] {
  const points: number[] = [];
  for (const char of text) points.push(char.codePointAt(0) as number);
  return points;
}

// The table only lists ASCII characters, so the analysis value of a code point below 128 is one
// array read; the engine walks every character of every text, where a Map lookup per character
// and a string per code point (for…of) showed up in the profile.
const ASCII_VALUES = Float64Array.from({ length: 128 }, (_, point) => characterValue(point));

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** codePoints(text).length without building the array. */
export function codePointCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if (isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1))) {
      count--;
      i++;
    }
  }
  return count;
}

/** codePoints(text).map(characterValue), in one pass. */
export function characterValues(text: string): number[] {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let point = text.charCodeAt(i);
    if (point < 128) {
      values.push(ASCII_VALUES[point]!);
      continue;
    }
    if (isHighSurrogate(point) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      point = (point - 0xd800) * 0x400 + (text.charCodeAt(i + 1) - 0xdc00) + 0x10000;
      i++;
    }
    values.push(characterValue(point));
  }
  return values;
}

/** Every listed character with its value, for documentation and the Framework Information card. */
export function characterTable(): Array<{ character: string; value: number }> {
  return [...TABLE.entries()].map(([point, value]) => ({ character: String.fromCodePoint(point), value }));
}
