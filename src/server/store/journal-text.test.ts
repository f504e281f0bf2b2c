import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, previewOf } from './journal-text';

/** The preview by its definition (as previewOf was written before it read only a head). */
function definition(text: string): string {
  const oneLine = text.replace(/\s+/gu, ' ').trim();
  const points = Array.from(oneLine);
  if (points.length <= PREVIEW_LENGTH) return oneLine;
  return (
    points
      .slice(0, PREVIEW_LENGTH - 1)
      .join('')
      .trimEnd() + '…'
  );
}

/** A deterministic pseudo-random text of `length` pieces drawn from `pieces`. */
function textOf(seed: number, length: number, pieces: string[]): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += pieces[state % pieces.length];
  }
  return text;
}

// Whitespace of every kind, letters, astral characters (surrogate pairs) and long runs of
// whitespace, so a head is cut inside a run, inside a pair and just before or after a space.
const PIECES = ['a', 'é', 'Word', ' ', '  ', '\n', '\t', '\u00a0', '\u2028', '😀', '𝔸', '.', ' '.repeat(700)];

describe('previewOf', () => {
  it('gives the preview of its definition for short, long and whitespace-heavy texts', () => {
    const texts = [
      '',
      '   ',
      'Short.',
      '  Leading and trailing whitespace, \n\n collapsed.  ',
      'x'.repeat(PREVIEW_LENGTH),
      'x'.repeat(PREVIEW_LENGTH + 1),
      '😀'.repeat(PREVIEW_LENGTH),
      '😀'.repeat(PREVIEW_LENGTH + 1),
      'word '.repeat(40),
      'x'.repeat(PREVIEW_LENGTH) + ' '.repeat(5000),
      ' '.repeat(5000) + 'x'.repeat(PREVIEW_LENGTH + 1),
      ' '.repeat(5000) + 'x'.repeat(PREVIEW_LENGTH - 1) + ' '.repeat(5000) + 'y',
      'x'.repeat(PREVIEW_LENGTH - 1) + ' '.repeat(100_000) + 'y',
      'x'.repeat(PREVIEW_LENGTH) + ' '.repeat(100_000),
      // A head of 640 code units ends inside this pair: 639 'a' then astral characters.
      'a'.repeat(639) + '😀'.repeat(200),
      'Lorem ipsum dolor sit amet. '.repeat(40_000),
    ];
    for (let seed = 1; seed <= 300; seed++) {
      texts.push(textOf(seed, 20 + ((seed * 37) % 900), PIECES));
    }
    for (const text of texts) expect(previewOf(text)).toBe(definition(text));
  });

  it('cuts a long text to one line of PREVIEW_LENGTH code points ending in an ellipsis', () => {
    const preview = previewOf('Lorem  ipsum\n\ndolor sit amet. '.repeat(100_000));
    expect(Array.from(preview)).toHaveLength(PREVIEW_LENGTH);
    expect(preview.startsWith('Lorem ipsum dolor sit amet. Lorem')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview).not.toMatch(/\s{2}|\n/u);
  });
});
