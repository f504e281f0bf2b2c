import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@contract/journal';
import { cardEntries, firstPagePath, nextPagePath, type JournalPage } from './paging';

const entry = (id: string): JournalEntry => ({
  id,
  kind: 'analysis',
  analysisId: id,
  sourceId: id,
  createdAt: '2025-06-13T10:00:00.000Z',
  preview: id,
  dominantTones: '[]',
});
const page = (ids: string[], next: string | null = null): JournalPage => ({ entries: ids.map(entry), next });
const ids = (entries: JournalEntry[]) => entries.map((e) => e.id);

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

describe('cardEntries', () => {
  it('shows the newest page as it came for newest first', () => {
    expect(ids(cardEntries('newest', page(['c', 'b', 'a']), undefined))).toEqual(['c', 'b', 'a']);
    expect(ids(cardEntries('newest', page(['z', 'y'], '/api/journal?before=y'), page(['a'])))).toEqual([
      'z',
      'y',
    ]);
  });

  it('reverses a newest page that holds the whole journal, without an oldest page', () => {
    expect(ids(cardEntries('oldest', page(['c', 'b', 'a']), undefined))).toEqual(['a', 'b', 'c']);
  });

  it('shows the oldest page of a longer journal, and the newest rows until it arrives', () => {
    const newest = page(['z', 'y'], '/api/journal?before=y');
    expect(ids(cardEntries('oldest', newest, page(['a', 'b'], '/api/journal?after=b')))).toEqual(['a', 'b']);
    expect(ids(cardEntries('oldest', newest, undefined))).toEqual(['z', 'y']);
  });
});
