import { describe, expect, it } from 'vitest';
import {
  clampUnit,
  gradientBackground,
  initialValues,
  isIPhone,
  parseStored,
  percent,
  serialise,
  swatchColour,
} from './gradient-values';

describe('initialValues', () => {
  it('keeps given values and falls back to 0.5 when a value is missing or zero (spec §5)', () => {
    expect(
      initialValues({ warmthDetachment: 0.72, certaintyAmbiguity: 0, intensityRestraint: undefined }),
    ).toEqual({
      warmthDetachment: 0.72,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    });
  });

  it('treats null and non-finite values as missing and clamps the rest into 0..1', () => {
    expect(
      initialValues({
        warmthDetachment: null,
        certaintyAmbiguity: Number.NaN,
        intensityRestraint: 1.4,
        conflictCoherence: 1,
      }),
    ).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 1,
      conflictCoherence: 1,
    });
  });
});

describe('clampUnit', () => {
  it('puts values on the 0.01 grid within 0..1', () => {
    expect(clampUnit(0.514)).toBeCloseTo(0.51, 10);
    expect(clampUnit(-0.2)).toBe(0);
    expect(clampUnit(7)).toBe(1);
  });
});

describe('the emotionalGradientState record', () => {
  const values = {
    warmthDetachment: 0.61,
    certaintyAmbiguity: 0.2,
    intensityRestraint: 1,
    conflictCoherence: 0,
  };

  it('round-trips the four values as JSON', () => {
    expect(JSON.parse(serialise(values))).toEqual(values);
    expect(parseStored(serialise(values))).toEqual(values);
  });

  it('ignores a missing, unreadable or out-of-range record', () => {
    expect(parseStored(null)).toBeNull();
    expect(parseStored('{not json')).toBeNull();
    expect(parseStored(JSON.stringify({ ...values, warmthDetachment: 2 }))).toBeNull();
    expect(parseStored(JSON.stringify({ warmthDetachment: 0.4 }))).toBeNull();
  });
});

describe('colours', () => {
  it('uses the §9 bar colours for the swatch: red-orange, green, purple-pink', () => {
    expect(swatchColour(0.33)).toBe('hsl(15, 80%, 60%)');
    expect(swatchColour(0.34)).toBe('hsl(135, 80%, 60%)');
    expect(swatchColour(0.67)).toBe('hsl(310, 80%, 60%)');
  });

  it('blends the four current colours into the live bar, in slider order', () => {
    expect(
      gradientBackground({
        warmthDetachment: 0.1,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.9,
        conflictCoherence: 0.5,
      }),
    ).toBe(
      'linear-gradient(90deg, hsl(15, 80%, 60%) 0%, hsl(135, 80%, 60%) 33%, hsl(310, 80%, 60%) 67%, hsl(135, 80%, 60%) 100%)',
    );
  });

  it('shows whole percentages', () => {
    expect(percent(0.505)).toBe(51);
    expect(percent(0.5)).toBe(50);
  });
});

describe('isIPhone', () => {
  it('is true for an iPhone only', () => {
    expect(
      isIPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(true);
    expect(isIPhone('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
    expect(isIPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(
      false,
    );
  });
});
