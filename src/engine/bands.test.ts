import { describe, expect, it } from 'vitest';
import { dominantEmotion, emotionalBand, emotionalContext, frequencyHz, toneCategory } from './bands';

describe('emotional bands (spec §4)', () => {
  it.each([
    [0, 'Ignition'],
    [0.15, 'Ignition'],
    [0.16, 'Vitality'],
    [0.3, 'Vitality'],
    [0.31, 'Harmony'],
    [0.45, 'Harmony'],
    [0.46, 'Serenity'],
    [0.6, 'Serenity'],
    [0.61, 'Immersion'],
    [0.8, 'Immersion'],
    [0.81, 'Zenith'],
    [1, 'Zenith'],
  ])('%d is %s', (value, name) => {
    expect(emotionalBand(value).name).toBe(name);
  });

  it('carries keywords and the interface context text', () => {
    expect(emotionalBand(0.1).keywords).toEqual(['urgency', 'spark']);
    expect(emotionalContext(0.5)).toBe('Serenity - calm, peaceful');
    expect(emotionalContext(0.9)).toBe('Zenith - transcendent, elevated');
    expect(emotionalContext(0.7)).toBe('Immersion - deep, contemplative');
  });
});

describe('frequency (spec §9)', () => {
  it('is round(220 + v·660)', () => {
    expect(frequencyHz(0)).toBe(220);
    expect(frequencyHz(1)).toBe(880);
    expect(frequencyHz(0.04)).toBe(246);
    expect(frequencyHz(0.5)).toBe(550);
  });
});

describe('tone categories (spec §4)', () => {
  it.each([
    [0.33, 'deep'],
    [0.34, 'suspended'],
    [0.66, 'suspended'],
    [0.67, 'bright'],
  ])('%d is %s', (value, category) => {
    expect(toneCategory(value)).toBe(category);
  });
});

describe('dominant emotion (spec §4)', () => {
  it('picks the representative value of the most common group', () => {
    expect(dominantEmotion([0.1, 0.2, 0.9])).toEqual({ category: 'deep', value: 0.16 });
    expect(dominantEmotion([0.5, 0.5, 0.9])).toEqual({ category: 'suspended', value: 0.5 });
    expect(dominantEmotion([0.7, 0.9, 0.1])).toEqual({ category: 'bright', value: 0.83 });
    expect(dominantEmotion([])).toBeNull();
  });
});
