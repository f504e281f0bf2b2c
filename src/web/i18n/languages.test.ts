import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first supported language among the browser preferences, by its base tag', () => {
    expect(pickLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(pickLanguage(['it-IT', 'fr-CA', 'es'])).toBe('fr');
    expect(pickLanguage(['ES'])).toBe('es');
  });

  it('falls back to English when none is supported', () => {
    expect(pickLanguage(['it', 'pt-BR'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
