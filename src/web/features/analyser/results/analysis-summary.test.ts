import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { analysisSummary } from './analysis-summary';

describe('analysisSummary', () => {
  it('lists what the mode computed', () => {
    const text = 'I love this, but I am not sure.';
    const full = analysisSummary(text, analyse(text, 'full'));
    expect(full).toContain('ToneLens analysis (Full Spectrum)');
    expect(full).toContain('Warmth vs Detachment: ');
    expect(full).toContain('Tones: deep ');
    const plain = analysisSummary(text, analyse(text, 'plain'));
    expect(plain).not.toContain('Warmth vs Detachment');
    expect(plain).not.toContain('Tones:');
  });
});
