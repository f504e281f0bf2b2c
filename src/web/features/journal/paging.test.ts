import { describe, expect, it } from 'vitest';
import { firstPagePath, nextPagePath } from './paging';

describe('firstPagePath', () => {
  it('asks the server for one page in the chosen order, with the search words when any', () => {
    expect(firstPagePath('', 'newest', 30)).toBe('/api/journal?limit=30&order=newest');
    expect(firstPagePath('river & calm', 'oldest', 30)).toBe(
      '/api/journal?limit=30&order=oldest&q=river+%26+calm',
    );
  });
});

describe('nextPagePath', () => {
  it('reads the next page from the Link header the server sends', () => {
    expect(nextPagePath('</api/journal?limit=30&order=newest&before=abc>; rel="next"')).toBe(
      '/api/journal?limit=30&order=newest&before=abc',
    );
    expect(nextPagePath('</api/journal?x=1>; rel="prev", </api/journal?limit=2&after=b>; rel=next')).toBe(
      '/api/journal?limit=2&after=b',
    );
  });

  it('is null on the last page, and for a link to anywhere but the journal', () => {
    expect(nextPagePath(null)).toBeNull();
    expect(nextPagePath('')).toBeNull();
    expect(nextPagePath('</api/journal?limit=2>; rel="prev"')).toBeNull();
    expect(nextPagePath('<https://evil.example/api/journal?limit=2>; rel="next"')).toBeNull();
    expect(nextPagePath('</api/analyses?limit=2>; rel="next"')).toBeNull();
  });
});
