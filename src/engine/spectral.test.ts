import { describe, expect, it } from 'vitest';
import { characterValues } from './characters';
import { frequencyBin, joined, spectralOfValues, spectralResult } from './spectral';

describe('spectral result (spec §3)', () => {
  it('computes tone percentages, opening tone, peak, resolution and bins', () => {
    const result = spectralResult('Aa z');
    // A .04, a .02, ' ' 0, z .986
    expect(result.characterValues).toEqual([0.04, 0.02, 0, 0.986]);
    expect(result.deepTonePercentage).toBe(75);
    expect(result.suspendedTonePercentage).toBe(0);
    expect(result.brightTonePercentage).toBe(25);
    expect(result.openingTone).toBe(0.26);
    expect(result.peakIntensity).toBe(0.986);
    expect(result.frequencyData).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(result.averageValue).toBeCloseTo((0.04 + 0.02 + 0.986) / 4, 4);
  });

  it('uses the first and last ten values for opening tone and resolution', () => {
    const text = 'a'.repeat(10) + 'z'.repeat(10);
    const result = spectralResult(text);
    expect(result.openingTone).toBe(0.02);
    expect(result.resolution).toBe(0.986);
  });

  it('bins by 0.1 with boundaries in the upper bin', () => {
    expect(frequencyBin(0)).toBe(0);
    expect(frequencyBin(0.0999)).toBe(0);
    expect(frequencyBin(0.1)).toBe(1);
    expect(frequencyBin(0.3)).toBe(3);
    expect(frequencyBin(0.7)).toBe(7);
    expect(frequencyBin(0.99)).toBe(9);
    expect(frequencyBin(1)).toBe(9);
  });

  it('puts 0.33 in deep and 0.34 in suspended', () => {
    // 'é' is 0.33; 'ç' (U+00E7 = 231) is 0.31; 'ê' (U+00EA = 234) is 0.34
    expect(spectralResult('é').deepTonePercentage).toBe(100);
    expect(spectralResult('ê').suspendedTonePercentage).toBe(100);
  });

  it('maps whitespace like any other character', () => {
    // space 0, newline (U+000A, not in the table) 10 mod 100 = 0.1
    expect(spectralResult(' ').characterValues).toEqual([0]);
    expect(spectralResult(' \n').characterValues).toEqual([0, 0.1]);
  });

  it('gives no values for the empty text', () => {
    const result = spectralResult('');
    expect(result.characterValues).toEqual([]);
    expect(result.deepTonePercentage).toBe(0);
    expect(result.averageValue).toBe(0.5);
    expect(result.frequencyData).toEqual(new Array(10).fill(0));
  });

  it('reads a text in one pass exactly as its character values (emoji, lone surrogates, other scripts)', () => {
    const texts = [
      '',
      ' ',
      'Hello, World! 123 ~`|',
      'Café naïve — “quoted” 😀👍🏽 end',
      'lone \uD83D high, lone \uDE00 low, and at the end \uD83D',
      '日本語のテキスト, Ελληνικά, русский\n\ttabs',
      'x'.repeat(25) + '\u00e9'.repeat(7),
    ];
    for (const text of texts) expect(spectralResult(text)).toEqual(spectralOfValues(characterValues(text)));
  });

  it('reads texts of more values than one chunk of its value arrays, a pair split across a boundary', () => {
    const emoji = '\u{1F600}';
    for (const length of [8191, 8192, 8193, 3 * 8192 + 5]) {
      const text = 'Ab c'.repeat(length).slice(0, length - 1) + emoji + 'z.';
      expect(spectralResult(text)).toEqual(spectralOfValues(characterValues(text)));
    }
    // U+1F600 is one value, (128512 mod 100) / 100, in the last slot of the first chunk.
    const straddling = 'a'.repeat(8191) + emoji + 'b'.repeat(10);
    expect(spectralResult(straddling).characterValues.slice(8190, 8193)).toEqual([0.02, 0.12, 0.07]);
  });

  it('gives as many values as code points when pairs make fewer values than code units', () => {
    // Each chunk is sized by the code units left (ADR 0039), two per emoji here: the chunks must be
    // cut to the values they got, in a text shorter than a chunk and in one of several chunks.
    const emoji = '\u{1F600}';
    for (const text of [
      emoji.repeat(3),
      'ab' + emoji.repeat(100),
      emoji.repeat(5000) + 'x',
      emoji.repeat(20_000),
    ]) {
      const { characterValues: values } = spectralResult(text);
      expect(values).toHaveLength([...text].length);
      expect(spectralResult(text)).toEqual(spectralOfValues(characterValues(text)));
    }
  });
});

describe('joined value chunks', () => {
  it('keeps every value in order, however many chunks (more than one concat call joins)', () => {
    const chunks = Array.from({ length: 3000 }, (_, i) => [i, i + 0.5]);
    const values = joined(chunks);
    expect(values).toHaveLength(6000);
    expect(values).toEqual(chunks.flat());
    expect(joined([])).toEqual([]);
    expect(joined([[0.25]])).toEqual([0.25]);
  });
});
