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

  it('handles one character and emoji', () => {
    expect(spectralBorder('a')?.match(/hsl\(/g)).toHaveLength(2);
    expect(spectralBorder('🙂🙂🙂')).toContain('hsl(');
  });
});
