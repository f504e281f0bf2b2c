import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@contract/journal';
import { relativeDate } from '@engine/labels';
import en from '@/i18n/locales/en';
import { detailPath, entryCount, fullDate, toggleOrder } from './entries';

const entry = (id: string, createdAt: string, kind: JournalEntry['kind'] = 'analysis'): JournalEntry => ({
  id,
  kind,
  analysisId: kind === 'analysis' ? `a-${id}` : null,
  sourceId: `s-${id}`,
  createdAt,
  preview: id,
  dominantTones: '[]',
});

describe('toggleOrder', () => {
  it('toggles between the two orders', () => {
    expect(toggleOrder('newest')).toBe('oldest');
    expect(toggleOrder('oldest')).toBe('newest');
  });
});

describe('entry kinds', () => {
  it('labels each kind so analyses, conversations and reflections are told apart', () => {
    expect(en.journal.kind).toEqual({
      analysis: 'Analysis',
      conversation: 'Framed conversation',
      reflection: 'Reflection',
    });
  });

  it('fetches each kind’s details from its own route', () => {
    expect(detailPath(entry('1', '', 'analysis'))).toBe('/api/analyses/a-1');
    expect(detailPath(entry('2', '', 'conversation'))).toBe('/api/framed-conversations/s-2');
    expect(detailPath(entry('3', '', 'reflection'))).toBe('/api/echo-room/s-3');
  });
});

describe('dates (spec §9)', () => {
  const now = new Date(2025, 5, 13, 15, 0);
  it('reads Today, Yesterday, N days ago up to a week, then the locale date', () => {
    expect(relativeDate(new Date(2025, 5, 13, 0, 5), now)).toBe('Today');
    expect(relativeDate(new Date(2025, 5, 12, 23, 55), now)).toBe('Yesterday');
    expect(relativeDate(new Date(2025, 5, 10, 12, 0), now)).toBe('3 days ago');
    expect(relativeDate(new Date(2025, 5, 7, 12, 0), now)).toBe('6 days ago');
    const weekAgo = new Date(2025, 5, 6, 12, 0);
    expect(relativeDate(weekAgo, now, 'en-GB')).toBe(weekAgo.toLocaleDateString('en-GB'));
  });

  it('says Unknown date when there is no readable date', () => {
    expect(relativeDate('', now)).toBe('Unknown date');
    expect(relativeDate('yesterday-ish', now)).toBe('Unknown date');
    expect(fullDate('')).toBe('Unknown date');
    expect(fullDate('nope')).toBe('Unknown date');
    expect(fullDate('2025-06-13T10:00:00.000Z', 'en-GB')).toMatch(/2025/);
  });

  it('counts entries', () => {
    expect(entryCount(1)).toBe('1 entry');
    expect(entryCount(0)).toBe('0 entries');
  });
});
