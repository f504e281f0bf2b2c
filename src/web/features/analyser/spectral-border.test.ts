import { describe, expect, it } from 'vitest';
import { spectralBorder } from './spectral-border';

describe('spectralBorder', () => {
  it('is null for blank text', () => {
    expect(spectralBorder('  \n')).toBeNull();
  });

  it('gives a gradient of at most 16 stops, even for long text', () => {
    const gradient = spectralBorder('Hello world. '.repeat(10_000)) ?? '';
    expect(gradient.startsWith('linear-gradient(')).toBe(true);
    expect(gradient.match(/hsl\(/g)).toHaveLength(16);
  });

  it('colours characters outside the table as 0 (spec §5), not by their analysis value', () => {
    // 'é' would be 0.33 (hue 119) in the analysis; the colour mapping reads 0: hue 0.
    expect(spectralBorder('éééé')).toBe(
      'linear-gradient(120deg, hsl(0, 80%, 60%), hsl(0, 80%, 60%), hsl(0, 80%, 60%), hsl(0, 80%, 60%))',
    );
  });

  it('handles one character and emoji', () => {
    expect(spectralBorder('a')?.match(/hsl\(/g)).toHaveLength(2);
    expect(spectralBorder('🙂🙂🙂')).toContain('hsl(');
  });
});
