import { describe, expect, it } from 'vitest';
import { axisHits, keywordAxes, NEUTRAL_AXES } from './axes';
import { AXIS_POLES, LEXICONS } from './lexicons';
import { parseText } from './nlp';

const axes = (text: string) => keywordAxes(parseText(text).tokens);
const hits = (text: string) => axisHits(parseText(text).tokens);

describe('lexicons', () => {
  it('has at least 40 entries per pole and no word on both poles of one axis', () => {
    for (const { positive, negative } of Object.values(AXIS_POLES)) {
      expect(LEXICONS[positive].length).toBeGreaterThanOrEqual(40);
      expect(LEXICONS[negative].length).toBeGreaterThanOrEqual(40);
      const overlap = LEXICONS[positive].filter((word) => LEXICONS[negative].includes(word));
      expect(overlap).toEqual([]);
    }
  });
});

describe('the keyword reading of the four axes (spec §9, one signal of the axis models)', () => {
  it('is 0.5 on every axis with no hits', () => {
    // Learned dominance terms cover most words (ADR 0003), so only a text without words has none.
    expect(axes('12:30, 4471.')).toEqual(NEUTRAL_AXES);
    expect(axes('')).toEqual(NEUTRAL_AXES);
  });

  it('is (positive + 1) / (positive + negative + 2), the ratio with a prior of 1 per pole (ADR 0002)', () => {
    // one warmth hit (kind), one detachment hit (cold)
    expect(axes('She was kind. He was cold.').warmthDetachment).toBe(0.5);
    expect(axes('She was kind and warm. He was cold.').warmthDetachment).toBeCloseTo(3 / 5, 4);
    // with many hits the prior fades and the score tends to the plain ratio (2/3 here)
    expect(axes('She was kind and warm. He was cold. '.repeat(20)).warmthDetachment).toBeCloseTo(41 / 62, 4);
  });

  it('matches lemmas, so inflections hit', () => {
    expect(hits('I loved it').map((hit) => hit.term)).toContain('love');
    expect(hits('loving you').map((hit) => hit.term)).toContain('love');
  });

  it('raises a hit by 0.3 per intensifier before it', () => {
    const plain = hits('She was kind.').find((hit) => hit.axis === 'warmthDetachment')!;
    const very = hits('She was very kind.').find((hit) => hit.axis === 'warmthDetachment')!;
    const veryVery = hits('She was very very kind.').find((hit) => hit.axis === 'warmthDetachment')!;
    expect(plain.weight).toBe(1);
    expect(very.weight).toBeCloseTo(1.3);
    expect(veryVery.weight).toBeCloseTo(1.6);
    // 'very very kind' (1.6) against 'cold' (1), plus the prior
    expect(axes('She was very very kind. He was cold.').warmthDetachment).toBeCloseTo(2.6 / 4.6, 4);
  });

  it('moves a negated hit to the opposite pole with weight 0.4', () => {
    const negated = hits("I don't care.").find((hit) => hit.axis === 'warmthDetachment')!;
    expect(negated.positive).toBe(false);
    expect(negated.weight).toBeCloseTo(0.4);
    // 'kind' (1) against a negated 'care' (0.4 towards detachment), plus the prior
    expect(axes("You are kind, but I don't care.").warmthDetachment).toBeCloseTo(2 / 3.4, 4);
  });

  it('reads warm and hostile texts the right way round', () => {
    expect(axes('I love you so much, thank you for everything.').warmthDetachment).toBeGreaterThan(0.5);
    expect(
      axes("I hate this. Leave me alone, you never listen and I don't care anymore.").warmthDetachment,
    ).toBeLessThan(0.5);
    expect(axes('Maybe, perhaps, I am not sure.').certaintyAmbiguity).toBeLessThan(0.5);
    expect(axes('I am absolutely certain. I know it.').certaintyAmbiguity).toBeGreaterThan(0.5);
    expect(axes('I am furious and I want to scream!').intensityRestraint).toBeGreaterThan(0.5);
    expect(axes('It was a calm, quiet and peaceful evening.').intensityRestraint).toBeLessThan(0.5);
  });
});

describe('negation on the certainty axis (issue 12)', () => {
  it('flips a negated word of certainty but reads no doubt into a negated word the dominance data placed there', () => {
    expect(hits('I am not sure.').some((hit) => hit.axis === 'certaintyAmbiguity' && !hit.positive)).toBe(
      true,
    );
    const notHappy = hits('I am not happy.').filter((hit) => hit.axis === 'certaintyAmbiguity');
    expect(notHappy.filter((hit) => hit.term === 'happy')).toEqual([]);
  });
});
