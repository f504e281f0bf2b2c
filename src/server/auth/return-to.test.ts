import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('returnTo', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/tune-link?tone=0.5&frequency=550')).toBe('/tune-link?tone=0.5&frequency=550');
    expect(safeReturnTo('/journal#latest')).toBe('/journal#latest');
  });

  it.each([
    undefined,
    42,
    '',
    'journal',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    '/api/logout',
    '/api',
    '/%2F%2Fevil.example',
  ])('falls back to / for %o', (value) => {
    const result = safeReturnTo(value);
    expect(
      result === '/' || new URL(result, 'http://tonelens.invalid').origin === 'http://tonelens.invalid',
    ).toBe(true);
    if (value !== '/%2F%2Fevil.example') expect(result).toBe('/');
  });
});
