import { describe, expect, it } from 'vitest';
import { NEUTRAL_AXES } from './axes';
import {
  dimensionBand,
  DIMENSIONS,
  echoSuggestion,
  levelLabel,
  tensionDetected,
  toneLensSummary,
} from './dimensions';

const with_ = (changes: Partial<typeof NEUTRAL_AXES>) => ({ ...NEUTRAL_AXES, ...changes });

describe('level labels (spec §4)', () => {
  it.each([
    [0, 'Very Low'],
    [0.19, 'Very Low'],
    [0.2, 'Low'],
    [0.39, 'Low'],
    [0.4, 'Moderate'],
    [0.59, 'Moderate'],
    [0.6, 'High'],
    [0.79, 'High'],
    [0.8, 'Very High'],
    [1, 'Very High'],
  ])('%d is %s', (value, label) => {
    expect(levelLabel(value)).toBe(label);
  });
});

describe('dimension text bands (spec §9)', () => {
  it.each([
    [0, 'low'],
    [0.3, 'low'],
    [0.34, 'low'],
    [0.35, 'medium'],
    [0.4, 'medium'],
    [0.6, 'medium'],
    [0.64, 'medium'],
    [0.65, 'high'],
    [0.7, 'high'],
    [1, 'high'],
  ])('%d is %s', (value, band) => {
    expect(dimensionBand(value)).toBe(band);
  });
});

describe('dimensions (spec §3)', () => {
  it('names the four axes with their end labels', () => {
    expect(DIMENSIONS.map((d) => [d.name, d.lowLabel, d.highLabel])).toEqual([
      ['Warmth vs Detachment', 'Cold/Detached', 'Warm/Connected'],
      ['Certainty vs Ambiguity', 'Uncertain/Vague', 'Certain/Clear'],
      ['Intensity vs Restraint', 'Restrained/Subdued', 'Intense/Expressive'],
      ['Conflict vs Coherence', 'Conflicted/Mixed', 'Coherent/Unified'],
    ]);
  });
});

describe('tension (spec §9)', () => {
  it('is off at neutral', () => {
    expect(tensionDetected(NEUTRAL_AXES)).toBe(false);
  });
  it('fires on conflict below 0.4 but not at 0.4', () => {
    expect(tensionDetected(with_({ conflictCoherence: 0.39 }))).toBe(true);
    expect(tensionDetected(with_({ conflictCoherence: 0.4 }))).toBe(false);
  });
  it('fires on certainty below 0.3 but not at 0.3', () => {
    expect(tensionDetected(with_({ certaintyAmbiguity: 0.29 }))).toBe(true);
    expect(tensionDetected(with_({ certaintyAmbiguity: 0.3 }))).toBe(false);
  });
  it('fires when intense and cold', () => {
    expect(tensionDetected(with_({ intensityRestraint: 0.71, warmthDetachment: 0.29 }))).toBe(true);
    expect(tensionDetected(with_({ intensityRestraint: 0.7, warmthDetachment: 0.29 }))).toBe(false);
  });
  it('fires when warmth or certainty is more than 0.4 from neutral', () => {
    expect(tensionDetected(with_({ warmthDetachment: 0.91 }))).toBe(true);
    expect(tensionDetected(with_({ warmthDetachment: 0.9 }))).toBe(false);
    expect(tensionDetected(with_({ certaintyAmbiguity: 0.91 }))).toBe(true);
    expect(tensionDetected(with_({ warmthDetachment: 0.09 }))).toBe(true);
  });
});

describe('summary (spec §9: >0.6 high, <0.4 low)', () => {
  it('reads each axis by its thresholds', () => {
    expect(toneLensSummary(with_({ warmthDetachment: 0.61 }))).toContain('warm and connected');
    expect(toneLensSummary(with_({ warmthDetachment: 0.6 }))).toContain('Tone: even.');
    expect(toneLensSummary(with_({ warmthDetachment: 0.39 }))).toContain('cool and detached');
    expect(toneLensSummary(with_({ warmthDetachment: 0.4 }))).toContain('Tone: even.');
  });
});

describe('EchoRoom suggestion (spec §9)', () => {
  it('suggests Solo Echo for conflict with intensity', () => {
    expect(echoSuggestion(with_({ conflictCoherence: 0.29, intensityRestraint: 0.71 })).mode).toBe('solo');
    expect(echoSuggestion(with_({ conflictCoherence: 0.3, intensityRestraint: 0.71 })).mode).not.toBe('solo');
  });
  it('suggests Message Echo for cold and uncertain', () => {
    expect(echoSuggestion(with_({ warmthDetachment: 0.29, certaintyAmbiguity: 0.29 })).mode).toBe('message');
  });
  it('suggests Thread Return when polarised', () => {
    expect(echoSuggestion(with_({ warmthDetachment: 0.9, intensityRestraint: 0.1 })).mode).toBe('thread');
  });
  it('otherwise suggests guided reflection', () => {
    expect(echoSuggestion(with_({ conflictCoherence: 0.35 })).mode).toBe('guided');
  });
});
