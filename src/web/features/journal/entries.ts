/**
 * Pure journal logic: the sort order of the card and lists (spec §4: newest first by default,
 * or oldest first; the server pages in the order asked), what each kind of entry is called, and
 * where its details are fetched.
 */
import type { JournalEntry } from '@contract/journal';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { formatNumber } from '@/i18n/format';

export type SortOrder = 'newest' | 'oldest';

/** The journal card shows this many entries (spec §9). */
export const CARD_ENTRY_LIMIT = 2;
/** The expand-list dialog shows the card's list, longer. */
export const EXPANDED_ENTRY_LIMIT = 10;

export function toggleOrder(order: SortOrder): SortOrder {
  return order === 'newest' ? 'oldest' : 'newest';
}

/** The API path holding an entry's full record. */
export function detailPath(entry: Pick<JournalEntry, 'kind' | 'sourceId' | 'analysisId'>): string {
  if (entry.kind === 'analysis')
    return `/api/analyses/${encodeURIComponent(entry.analysisId ?? entry.sourceId)}`;
  if (entry.kind === 'conversation') return `/api/framed-conversations/${encodeURIComponent(entry.sourceId)}`;
  return `/api/echo-room/${encodeURIComponent(entry.sourceId)}`;
}

/** 'Friday 13 June 2025, 10:00' in the reader's locale, or 'Unknown date'. */
export function fullDate(value: string, locale?: string): string {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return i18n.t('common.unknownDate');
  return date.toLocaleString(locale ?? currentLanguage(), { dateStyle: 'full', timeStyle: 'short' });
}

/** '3 entries', '1 entry'. */
export function entryCount(count: number): string {
  return i18n.t('journal.entryCount', { count, formatted: formatNumber(count) });
}
