import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { STANDOUT_THRESHOLD, STANDOUT_TONES, standoutTone } from './sentences';

const DIARY =
  'Dear diary, I snapped at my sister today. I love her so much and I am grateful for her. ' +
  'Maybe I should call her? I am not sure what to say.';

describe('per-sentence tones', () => {
  it('returns one reading per sentence, whose range is the sentence as written', () => {
    const { sentences } = analyse(DIARY, 'tonelens');
    expect(sentences.map(({ start, end }) => DIARY.slice(start, end))).toEqual([
      'Dear diary, I snapped at my sister today.',
      'I love her so much and I am grateful for her.',
      'Maybe I should call her?',
      'I am not sure what to say.',
    ]);
  });

  it('reads each sentence as the whole-text engine reads that sentence alone', () => {
    const { sentences } = analyse(DIARY, 'full');
    for (const sentence of sentences) {
      const alone = analyse(DIARY.slice(sentence.start, sentence.end), 'tonelens');
      expect(sentence).toMatchObject({
        sentimentScore: alone.sentimentScore,
        warmthDetachment: alone.warmthDetachment,
        certaintyAmbiguity: alone.certaintyAmbiguity,
        intensityRestraint: alone.intensityRestraint,
        conflictCoherence: alone.conflictCoherence,
      });
      expect(STANDOUT_TONES).toContain(sentence.standout);
    }
  });

  it('counts offsets in UTF-16 units, past emoji and surrogate pairs', () => {
    const text = '🎉🎉 We did it! 😡 I am furious with them.';
    const { sentences } = analyse(text, 'tonelens');
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    const last = sentences.at(-1)!;
    expect(text.slice(last.start, last.end)).toContain('furious with them.');
    expect(last.end).toBe(text.length);
  });

  it('names no sentence for a trailing line break', () => {
    const text = 'I love her. I hate that I did that.\n';
    const { sentences } = analyse(text, 'full');
    expect(sentences.map(({ start, end }) => text.slice(start, end))).toEqual([
      'I love her.',
      'I hate that I did that.',
    ]);
  });

  it('is empty for a blank text and absent from the plain and spectral modes', () => {
    expect(analyse('   ', 'tonelens').sentences).toEqual([]);
    expect(analyse('', 'full').sentences).toEqual([]);
    expect('sentences' in analyse('Hello there.', 'plain')).toBe(false);
    expect('sentences' in analyse('Hello there.', 'spectral')).toBe(false);
  });
});

describe('standoutTone', () => {
  const flat = {
    warmthDetachment: 0.5,
    certaintyAmbiguity: 0.5,
    intensityRestraint: 0.5,
    conflictCoherence: 0.5,
  };

  it('is neutral while every axis stays within the threshold of 0.5', () => {
    expect(standoutTone(flat)).toBe('neutral');
    expect(standoutTone({ ...flat, intensityRestraint: 0.5 + STANDOUT_THRESHOLD - 0.01 })).toBe('neutral');
  });

  it('names the pole of the axis furthest from 0.5', () => {
    expect(standoutTone({ ...flat, warmthDetachment: 0.7, conflictCoherence: 0.15 })).toBe('conflicted');
    expect(standoutTone({ ...flat, intensityRestraint: 0.9, certaintyAmbiguity: 0.2 })).toBe('intense');
    expect(standoutTone({ ...flat, certaintyAmbiguity: 0.5 - STANDOUT_THRESHOLD })).toBe('ambiguous');
  });
});
