import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import type { AxesResult } from './axes';
import { DIMENSIONS, levelLabel } from './dimensions';
import {
  deepDiveReading,
  isAboutAnotherPerson,
  readingBand,
  SUGGESTION_TEXTS,
  suggestionFor,
  suggestionModeOf,
} from './voice';

const axes = (w: number, c: number, i: number, k: number): AxesResult => ({
  warmthDetachment: w,
  certaintyAmbiguity: c,
  intensityRestraint: i,
  conflictCoherence: k,
});

const SOLO = 'I have decided. I am leaving the job on Friday and I know it is the right choice.';
const ABOUT_SISTER = 'Dear diary, I snapped at my sister today. I love her and I hate that I did that.';

describe('isAboutAnotherPerson', () => {
  it.each([
    'You never listen, you only ever think about yourself.',
    ABOUT_SISTER,
    'My manager took credit for my work AGAIN in front of everyone.',
    'We argue about the same chores every Sunday.',
    'He said it was fine.',
  ])('hears another person in %j', (text) => {
    expect(isAboutAnotherPerson(text)).toBe(true);
  });

  it.each([SOLO, 'I hate this. Leave me alone.', 'I am not happy at all.', 'Everything feels loud at once.'])(
    'hears the writer alone in %j',
    (text) => {
      expect(isAboutAnotherPerson(text)).toBe(false);
    },
  );

  it('matches whole words only', () => {
    expect(isAboutAnotherPerson('The theory was thorough; the hexagon was shiny.')).toBe(false);
  });
});

describe('suggestionFor: the one suggestion', () => {
  it('is none without tension', () => {
    expect(suggestionFor(ABOUT_SISTER, axes(0.5, 0.5, 0.5, 0.5))).toMatchObject({ mode: 'none', text: null });
  });

  it('keeps the spec’s order for a text about another person', () => {
    expect(suggestionFor(ABOUT_SISTER, axes(0.5, 0.5, 0.9, 0.1)).mode).toBe('solo');
    expect(suggestionFor(ABOUT_SISTER, axes(0.1, 0.1, 0.5, 0.5)).mode).toBe('message');
    expect(suggestionFor(ABOUT_SISTER, axes(0.95, 0.05, 0.5, 0.5)).mode).toBe('thread');
    expect(suggestionFor(ABOUT_SISTER, axes(0.5, 0.5, 0.5, 0.35)).mode).toBe('guided');
  });

  it('never suggests a relational mode for a solo text', () => {
    expect(suggestionFor(SOLO, axes(0.5, 0.5, 0.9, 0.1)).mode).toBe('solo');
    expect(suggestionFor(SOLO, axes(0.1, 0.1, 0.5, 0.5)).mode).toBe('guided');
    expect(suggestionFor(SOLO, axes(0.95, 0.05, 0.5, 0.5)).mode).toBe('guided');
    expect(suggestionFor(SOLO, axes(0.95, 0.95, 0.5, 0.5)).text).not.toMatch(/Thread Return|two of you/u);
  });

  it('counts polarisation on the four axes only, even when given a whole analysis', () => {
    const result = { ...analyse(ABOUT_SISTER, 'full'), ...axes(0.5, 0.5, 0.5, 0.35) };
    expect(suggestionFor(ABOUT_SISTER, result).mode).toBe('guided');
  });

  it('is what the engine stores as echoRoomSuggestion, in every mode that reads the axes', () => {
    for (const text of [
      SOLO,
      ABOUT_SISTER,
      'I hate this. Leave me alone. Nothing is clear and maybe never.',
    ]) {
      for (const mode of ['tonelens', 'full'] as const) {
        const result = analyse(text, mode);
        expect(result.echoRoomSuggestion).toBe(suggestionFor(text, result).text);
      }
    }
  });

  it('reads each text back to its mode', () => {
    for (const [mode, text] of Object.entries(SUGGESTION_TEXTS)) expect(suggestionModeOf(text)).toBe(mode);
    expect(suggestionModeOf(null)).toBe('none');
    expect(suggestionModeOf('Something else')).toBe('none');
  });
});

describe('deepDiveReading: never contradicts the level label', () => {
  it('reads 0.62 (High) with the high sentence, not "present but controlled"', () => {
    const intensity = DIMENSIONS.find((dimension) => dimension.key === 'intensityRestraint')!;
    expect(levelLabel(0.62)).toBe('High');
    expect(deepDiveReading(intensity, 0.62)).toBe(intensity.readings.high);
    expect(deepDiveReading(intensity, 0.62)).not.toMatch(/controlled/u);
  });

  it('follows the level at every hundredth', () => {
    const expected = { 'Very Low': 'low', Low: 'low', Moderate: 'medium', High: 'high', 'Very High': 'high' };
    for (let hundredth = 0; hundredth <= 100; hundredth++) {
      const value = hundredth / 100;
      expect(readingBand(value)).toBe(expected[levelLabel(value)]);
    }
  });
});
