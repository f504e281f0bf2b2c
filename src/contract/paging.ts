/**
 * Cursor paging (issue 15), shared by GET /api/journal and GET /api/analyses: `limit` entries
 * newest first (or oldest first with order=oldest), `before`/`after` an opaque cursor naming
 * the entry a page continues from. A page that may have more says where the next one is in a
 * `Link: <…>; rel="next"` header; the body keeps its shape (a list). Paging by position
 * (createdAt, then id) rather than by offset keeps every page as cheap as the first and never
 * shows an entry twice or skips one while new entries arrive.
 */
import { z } from 'zod';
import { queryInteger } from './common';

export const PageOrder = z.enum(['newest', 'oldest']);
export type PageOrder = z.infer<typeof PageOrder>;

/** Where a page continues from: an entry's createdAt and id. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

const CURSOR_MESSAGE = 'cursor is not one this server gave out';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

function fromBase64Url(text: string): string | null {
  try {
    return atob(text.replace(/-/gu, '+').replace(/_/gu, '/'));
  } catch {
    return null;
  }
}

/** The cursor of an entry (ASCII only: an ISO timestamp and an id). */
export function encodeCursor(position: PagePosition): string {
  return toBase64Url(`${position.createdAt}|${position.id}`);
}

/** The position a cursor names, or null for anything this server did not give out. */
export function decodeCursor(cursor: string): PagePosition | null {
  const text = fromBase64Url(cursor);
  const match = text === null ? null : /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([\w-]{1,64})$/u.exec(text);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

export const PageCursor = z
  .string()
  .max(200)
  .refine((value) => decodeCursor(value) !== null, { error: CURSOR_MESSAGE });

/** The paging part of a list's query string. */
export function pageQuery(maxLimit: number) {
  return {
    limit: queryInteger('limit', 1, maxLimit).optional(),
    before: PageCursor.optional(),
    after: PageCursor.optional(),
    order: PageOrder.optional(),
  };
}

/** What a store needs to read one page. */
export interface PageRequest {
  /** Entries per page; undefined reads to the end (the unpaged list). */
  limit?: number | undefined;
  before?: string | undefined;
  after?: string | undefined;
  order?: PageOrder | undefined;
}

/** A page and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  next: string | null;
}
