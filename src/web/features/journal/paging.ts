/**
 * Where the journal browser reads its pages (issue 15): GET /api/journal with a limit, the order
 * the sort toggle names (the server sorts, so a partial list is never re-sorted here) and the
 * search words, then each next page from the `Link: <…>; rel="next"` header the server sends.
 */
import type { JournalEntry } from '@contract/journal';
import type { SortOrder } from './entries';

/**
 * Entries per page: many screens of rows, so scrolling rarely waits for the network. Scrolling
 * straight to the end of 1,000 entries took 18.5–19.8 s in 34 pages of 30 and 6.7–8.0 s in 10
 * of 100 (Chromium, load average 10–13), the first row as soon (0.7–1.3 s against 1.2 s).
 */
export const JOURNAL_PAGE_SIZE = 100;

/** The first page's path. */
export function firstPagePath(query: string, order: SortOrder, limit = JOURNAL_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit), order });
  if (query !== '') params.set('q', query);
  return `/api/journal?${params.toString()}`;
}

/**
 * The next page's path from a Link header (RFC 8288), or null when there is none. Only a
 * same-origin /api/journal path is followed: the header is data, never a place to send cookies.
 */
export function nextPagePath(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/u.exec(part);
    if (!match || !/(?:^|;)\s*rel\s*=\s*"?next"?\s*(?:;|$)/iu.test(match[2]!)) continue;
    const target = match[1]!;
    return target.startsWith('/api/journal?') ? target : null;
  }
  return null;
}

/** One page read: its entries and the next page's path (null on the last page). */
export interface JournalPage {
  entries: JournalEntry[];
  next: string | null;
}

/** The newest page holds the whole journal, so every order can be made from it. */
export const isWhole = (newest: JournalPage): boolean => newest.next === null;

/**
 * The card's rows in the order asked for, from its newest page and, for oldest first, the
 * oldest page when one was read and is fresh. A whole journal reversed is the oldest page
 * (the server's oldest order mirrors its newest, ties included); otherwise the newest rows
 * stay until the oldest page arrives, as the browser keeps its rows while an order loads.
 */
export function cardEntries(
  order: SortOrder,
  newest: JournalPage,
  oldest: JournalPage | undefined,
): JournalEntry[] {
  if (order === 'newest') return newest.entries;
  if (isWhole(newest)) return [...newest.entries].reverse();
  return (oldest ?? newest).entries;
}
