import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/languages';
import { formatFixed, formatNumber, formatPercent } from './format';

// The formatters keep Intl's formatters and write small whole numbers without one: what they
// write must stay what `toLocaleString` writes, in every language the app has.
describe('number formatting', () => {
  it('writes every number as toLocaleString does, small whole numbers included', () => {
    const numbers = [
      ...Array.from({ length: 1001 }, (_, n) => n),
      -0,
      -1,
      -999,
      0.5,
      1.25,
      999.5,
      1000,
      1234,
      12_345.678,
      1_000_000,
      Number.NaN,
    ];
    for (const language of LANGUAGES) {
      for (const value of numbers) expect(formatNumber(value, language)).toBe(value.toLocaleString(language));
    }
  });

  it('writes fixed decimals and percentages as toLocaleString does, formatter kept or not', () => {
    for (const language of LANGUAGES) {
      for (const round of [1, 2]) {
        for (const [value, digits] of [
          [0.5, 3],
          [1234.5678, 2],
          [7, 0],
        ] as const) {
          const expected = value.toLocaleString(language, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
          expect(formatFixed(value, digits, language), `round ${round}`).toBe(expected);
        }
        expect(formatPercent(12.35, 1, language)).toBe(
          (12.3 / 100).toLocaleString(language, {
            style: 'percent',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }),
        );
        expect(formatPercent(50, 0, language)).toBe(
          (0.5).toLocaleString(language, { style: 'percent', maximumFractionDigits: 0 }),
        );
      }
    }
  });
});
