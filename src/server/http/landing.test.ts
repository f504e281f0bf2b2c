import { describe, expect, it } from 'vitest';
import { landingLanguage } from './landing';

describe('landingLanguage', () => {
  it("picks the first supported language the browser prefers, as the app's pickLanguage does", () => {
    expect(landingLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(landingLanguage('nl-NL, fr;q=0.7, en;q=0.5')).toBe('fr');
    expect(landingLanguage('ES')).toBe('es');
  });

  it('orders by quality, keeping the listed order among equals, and skips refused ones', () => {
    expect(landingLanguage('en;q=0.3, de;q=0.9')).toBe('de');
    expect(landingLanguage('fr, es')).toBe('fr');
    expect(landingLanguage('de;q=0, es;q=0.2')).toBe('es');
  });

  it('falls back to English', () => {
    expect(landingLanguage(undefined)).toBe('en');
    expect(landingLanguage('')).toBe('en');
    expect(landingLanguage('ja-JP, zh;q=0.8')).toBe('en');
    expect(landingLanguage('*')).toBe('en');
  });
});
