import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { signatureSeries, signatureTrend, signatureValue, snippet } from './signature';

describe('signature value (spec §9)', () => {
  it('is the mean of the four scores for ToneLens and full analyses', () => {
    const axes = {
      warmthDetachment: 0.2,
      certaintyAmbiguity: 0.4,
      intensityRestraint: 0.6,
      conflictCoherence: 0.8,
    };
    expect(signatureValue({ mode: 'tonelens', ...axes })).toBeCloseTo(0.5);
    expect(signatureValue({ mode: 'full', ...axes, deepTonePercentage: 10 })).toBeCloseTo(0.5);
  });
  it('is the average spectral value for spectral analyses (ADR 0009), not a constant 1/3', () => {
    const tones = { deepTonePercentage: 50, suspendedTonePercentage: 30, brightTonePercentage: 20 };
    expect(signatureValue({ mode: 'spectral', ...tones, averageValue: 0.465 })).toBe(0.465);
    expect(signatureValue({ mode: 'spectral', ...tones, averageValue: 0.21 })).toBe(0.21);
    // The same tone percentages with another average give another value.
    expect(signatureValue({ mode: 'spectral', ...tones, averageValue: 0.7 })).not.toBeCloseTo(1 / 3);
  });
  it('is the value Save to Signature keeps for the same text', () => {
    const text = 'Walked by the river after dinner. The light on the water was soft.';
    const result = analyse(text, 'spectral');
    expect(signatureValue(result)).toBe(result.averageValue);
  });
  it('is null for a spectral analysis without an average value', () => {
    expect(signatureValue({ mode: 'spectral', deepTonePercentage: 100 })).toBeNull();
  });
  it('is null for a plain analysis', () => {
    expect(signatureValue({ mode: 'plain' })).toBeNull();
  });
});

describe('signature series', () => {
  it('keeps the latest 50 valued analyses, newest first', () => {
    const analyses = Array.from({ length: 60 }, (_, i) => ({
      id: String(i),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      inputText: `text ${i}`,
      mode: i % 10 === 0 ? 'plain' : 'tonelens',
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    }));
    const series = signatureSeries(analyses);
    expect(series).toHaveLength(50);
    expect(series[0]!.id).toBe('59');
    expect(series.some((point) => point.id === '50')).toBe(false);
  });
});

describe('signature trend (spec §9)', () => {
  it('needs at least 6 entries', () => {
    expect(signatureTrend([0.9, 0.9, 0.9, 0.1, 0.1])).toBeNull();
    expect(signatureTrend([0.9, 0.9, 0.9, 0.1, 0.1, 0.1])).toBe('rising');
  });
  it('is rising above +0.1, falling below -0.1 and stable at exactly ±0.1', () => {
    expect(signatureTrend([0.6, 0.6, 0.6, 0.5, 0.5, 0.5])).toBe('stable');
    expect(signatureTrend([0.61, 0.61, 0.61, 0.5, 0.5, 0.5])).toBe('rising');
    expect(signatureTrend([0.4, 0.4, 0.4, 0.5, 0.5, 0.5])).toBe('stable');
    expect(signatureTrend([0.39, 0.39, 0.39, 0.5, 0.5, 0.5])).toBe('falling');
  });
  it('compares the newest 3 with the oldest 3', () => {
    expect(signatureTrend([0.9, 0.9, 0.9, 0, 1, 0.5, 0.1, 0.1, 0.1])).toBe('rising');
  });
});

describe('snippet', () => {
  it('cuts to 100 code points', () => {
    expect(snippet('x'.repeat(150))).toHaveLength(100);
    expect(Array.from(snippet('😀'.repeat(150)))).toHaveLength(100);
  });
});
