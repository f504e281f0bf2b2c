import { describe, expect, it } from 'vitest';
import {
  characterValue,
  characterTable,
  codePoints,
  colourMappingValue,
  PUNCTUATION_ORDER,
} from './characters';

const value = (char: string) => characterValue(char.codePointAt(0)!);

describe('character table (spec §9)', () => {
  it.each([
    ['A', 0.04],
    ['B', 0.09],
    ['R', 0.89],
    ['S', 0.94],
    ['T', 0.97],
    ['U', 0.973],
    ['V', 0.9764],
    ['Y', 0.9866],
    ['Z', 0.99],
    ['a', 0.02],
    ['b', 0.07],
    ['s', 0.92],
    ['t', 0.96],
    ['u', 0.971],
    ['v', 0.974],
    ['y', 0.983],
    ['z', 0.986],
    [' ', 0],
    ['0', 0],
    ['1', 0.01],
    ['5', 0.05],
    ['9', 0.09],
  ])('%j is %d', (char, expected) => {
    expect(value(char)).toBe(expected);
  });

  it('spreads punctuation evenly over 0.01–0.118 in the documented order', () => {
    const values = Array.from(PUNCTUATION_ORDER, value);
    expect(values[0]).toBe(0.01);
    expect(values.at(-1)).toBe(0.118);
    expect(new Set(PUNCTUATION_ORDER).size).toBe(PUNCTUATION_ORDER.length);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(value('.')).toBe(0.01);
    expect(value(',')).toBeCloseTo(0.01 + 0.108 / 31, 4);
  });

  it('maps any other character to (code point mod 100)/100, and to 0 for colour', () => {
    expect(value('é')).toBe(0.33); // U+00E9 = 233
    expect(value('\n')).toBe(0.1);
    expect(value('😀')).toBe(0.12); // U+1F600 = 128512
    expect(colourMappingValue('é'.codePointAt(0)!)).toBe(0);
    expect(colourMappingValue('A'.codePointAt(0)!)).toBe(0.04);
  });

  it('walks text by code point, so an emoji is one character and a lone surrogate is one too', () => {
    expect(codePoints('a😀b')).toHaveLength(3);
    expect(codePoints('\uD800x')).toEqual([0xd800, 0x78]);
  });

  it('lists every character of the table with a value in 0..1', () => {
    const table = characterTable();
    expect(table.length).toBe(26 * 2 + 10 + 1 + PUNCTUATION_ORDER.length);
    for (const { value: v } of table) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });
});
