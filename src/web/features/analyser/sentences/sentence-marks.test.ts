import { describe, expect, it } from 'vitest';
import { analyse, type SentenceTone } from '@engine/analyse';
import {
  previewEnd,
  SENTENCE_TEXT_PREVIEW,
  sentenceLabel,
  signed,
  TONE_STYLES,
  textPieces,
  toneCounts,
  toneFigures,
} from './sentence-marks';

const tone = (start: number, end: number, standout: SentenceTone['standout'] = 'warm'): SentenceTone => ({
  start,
  end,
  sentimentScore: 0.42,
  warmthDetachment: 0.72,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.35,
  conflictCoherence: 0.61,
  standout,
});

describe('textPieces', () => {
  it('keeps every character of the text, in order, with the sentences marked', () => {
    const text = 'I love you.  Maybe not?\nFine.';
    const pieces = textPieces(text, [tone(0, 11), tone(13, 23, 'ambiguous'), tone(24, 29, 'neutral')]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.kind === 'sentence').map((piece) => piece.text)).toEqual([
      'I love you.',
      'Maybe not?',
      'Fine.',
    ]);
  });

  it('skips ranges that overlap or run past the text, and stops marking at the cap', () => {
    const text = 'One. Two. Three.';
    expect(textPieces(text, [tone(0, 4), tone(2, 8), tone(10, 99)]).map((piece) => piece.kind)).toEqual([
      'sentence',
      'plain',
    ]);
    const capped = textPieces(text, [tone(0, 4), tone(5, 9)], 1);
    expect(capped.map((piece) => piece.kind)).toEqual(['sentence', 'plain']);
    expect(capped.map((piece) => piece.text).join('')).toBe(text);
  });

  it('shows a long text up to the preview limit only, cutting a sentence that runs past it', () => {
    const text = 'One. Two. Three. Four.';
    const pieces = textPieces(text, [tone(0, 4), tone(5, 9), tone(10, 16), tone(17, 22)], 100, 12);
    expect(pieces.map((piece) => piece.text).join('')).toBe('One. Two. Th');
    expect(pieces.filter((piece) => piece.kind === 'sentence').map((piece) => piece.text)).toEqual([
      'One.',
      'Two.',
      'Th',
    ]);
    // A text under the limit is shown whole, as before.
    expect(
      textPieces(text, [tone(0, 4)], 100, 22)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps a 1 MB text’s pieces to the first SENTENCE_TEXT_PREVIEW characters', () => {
    const text = 'I love this. '.repeat(80_000);
    const sentences = Array.from({ length: 80_000 }, (_, i) => tone(i * 13, i * 13 + 12));
    const pieces = textPieces(text, sentences);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text.slice(0, SENTENCE_TEXT_PREVIEW));
    expect(pieces.filter((piece) => piece.kind === 'sentence')).toHaveLength(100);
  });

  it('never cuts a surrogate pair in two', () => {
    expect(previewEnd('ab😀cd', 3)).toBe(2);
    expect(previewEnd('ab😀cd', 4)).toBe(4);
    expect(previewEnd('abc', 10)).toBe(3);
  });

  it('marks the engine’s own sentences of a real analysis', () => {
    const text = 'I love you so much. I am not sure about tomorrow, maybe.';
    const result = analyse(text, 'full');
    const pieces = textPieces(text, result.sentences);
    expect(pieces.filter((piece) => piece.kind === 'sentence')).toHaveLength(2);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });
});

describe('what a sentence says', () => {
  it('gives every tone a label and a hue', () => {
    for (const style of Object.values(TONE_STYLES)) {
      expect(style.label).toMatch(/^[A-Z][a-z]+$/u);
      expect(style.hue).toBeGreaterThanOrEqual(0);
    }
  });

  it('names the place, the tone and the words for a screen reader', () => {
    expect(sentenceLabel(0, 3, tone(0, 11), ' I love you. ')).toBe('Sentence 1 of 3, warm: I love you.');
  });

  it('lists sentiment and the four axes with their level labels', () => {
    expect(toneFigures(tone(0, 1))).toEqual([
      { name: 'Sentiment', value: '+0.42', level: '−1 to +1' },
      { name: 'Warmth vs Detachment', value: '72%', level: 'High' },
      { name: 'Certainty vs Ambiguity', value: '50%', level: 'Moderate' },
      { name: 'Intensity vs Restraint', value: '35%', level: 'Low' },
      { name: 'Conflict vs Coherence', value: '61%', level: 'High' },
    ]);
    expect(signed(-0.3)).toBe('−0.30');
    expect(signed(-0.001)).toBe('0.00');
  });

  it('counts the tones that occur, in the legend’s order', () => {
    expect(toneCounts([tone(0, 1, 'neutral'), tone(2, 3), tone(4, 5, 'neutral')])).toEqual([
      ['warm', 1],
      ['neutral', 2],
    ]);
  });
});
