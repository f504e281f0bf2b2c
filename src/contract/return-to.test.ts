import { describe, expect, it } from 'vitest';
import { returnToFromSearch, safeReturnTo } from './return-to';

const SITE = 'http://tonelens.invalid';

/** Where a browser on this site would end up after `location.assign(result)`. */
const landsOn = (result: string) => new URL(result, `${SITE}/login`);

describe('returnTo', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/tune-link?tone=0.5&frequency=550')).toBe('/tune-link?tone=0.5&frequency=550');
    expect(safeReturnTo('/journal#latest')).toBe('/journal#latest');
    expect(safeReturnTo('/tune-link?text=caf%C3%A9%20%26%20more')).toBe(
      '/tune-link?text=caf%C3%A9%20%26%20more',
    );
    expect(returnToFromSearch('?returnTo=%2Ftune-link%3Ftone%3D0.5')).toBe('/tune-link?tone=0.5');
  });

  // The three, then the usual catalogue: protocol-relative, backslashes, schemes,
  // control characters, encoded variants, credentials, dot segments, and the API.
  const unsafe = [
    '/%5Chost/phish',
    '/%09/host/phish',
    '/\t/host/phish',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%5C%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%0A/evil.example',
    '/%0D%0A/evil.example',
    '/%00/evil.example',
    '/\u0000/evil.example',
    '/ /evil.example',
    '/%20/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)'.slice(1),
    'data:text/html,<script>alert(1)</script>',
    '//user:pass@evil.example',
    '/\\user@evil.example',
    '@evil.example',
    'evil.example',
    'journal',
    '',
    '/api/logout',
    '/api',
    '/%61pi/logout',
    '/API/logout',
    '/%E0%A4%A', // malformed percent-encoding
    `/${'a'.repeat(3000)}`,
  ];

  it.each(unsafe)('falls back to / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
    expect(returnToFromSearch(`?returnTo=${encodeURIComponent(value)}`)).toBe('/');
  });

  it.each([undefined, null, 42, ['/journal'], { path: '/' }])('falls back to / for %o', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('never sends the browser off this site, whatever the value', () => {
    const tricky = ['/@evil.example', '/a/../..//evil.example', '/%40evil.example', '/?next=//evil.example'];
    for (const value of [...unsafe, ...tricky]) {
      const result = safeReturnTo(value);
      expect(result.startsWith('/') && !result.startsWith('//'), value).toBe(true);
      expect(landsOn(result).origin, value).toBe(SITE);
    }
    // An @ in a path or a query is only text.
    expect(safeReturnTo('/@evil.example')).toBe('/@evil.example');
    expect(landsOn(safeReturnTo('/?next=//evil.example')).pathname).toBe('/');
  });
});
