/**
 * Keyset paging for the lists that grow with a user's history (journal, analyses): a page is
 * the next `limit` rows after a position (createdAt, id) in the chosen order, read straight off
 * the (user_id, created_at, id) indexes of migration 0004, so the thousandth page costs what
 * the first does. One row more than asked is read to tell whether a next page exists.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  decodeCursor,
  encodeCursor,
  type PageOrder,
  type PagePosition,
  type PageRequest,
} from '@contract/paging';

export interface PagePlan {
  order: PageOrder;
  direction: 'asc' | 'desc';
  /** Rows to read: limit + 1, or undefined for the whole list. */
  read: number | undefined;
  limit: number | undefined;
  /** Conditions on (createdAt, id) for `table`. */
  where: Array<RawBuilder<boolean>>;
  /** The positions the page continues from (decoded cursors), for a query compiled once. */
  before: PagePosition | null;
  after: PagePosition | null;
}

/** An invalid cursor reaching the store (the HTTP layer validates them first). */
export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
}

function position(cursor: string | undefined): PagePosition | null {
  if (cursor === undefined) return null;
  const decoded = decodeCursor(cursor);
  if (!decoded) throw new InvalidCursorError('The cursor is not one this server gave out.');
  return decoded;
}

type PagedTable = 'journalEntries' | 'analyses';

/**
 * The conditions on (createdAt, id) of `table` for a page after `after` and before `before`.
 * The positions may be values or a query's slots (./precompiled.ts): the SQL is the same.
 */
export function pageConditions(
  table: PagedTable,
  before: PagePosition | null,
  after: PagePosition | null,
): Array<RawBuilder<boolean>> {
  const where: Array<RawBuilder<boolean>> = [];
  if (!before && !after) return where;
  const key = sql`(${sql.ref(`${table}.createdAt`)}, ${sql.ref(`${table}.id`)})`;
  // Row values compare lexicographically: ties on createdAt are broken by id, as the order is.
  if (before) where.push(sql<boolean>`${key} < (${before.createdAt}, ${before.id})`);
  if (after) where.push(sql<boolean>`${key} > (${after.createdAt}, ${after.id})`);
  return where;
}

/** How to read the page `request` asks for from `table` (a camelCase table name). */
export function planPage(table: PagedTable, request: PageRequest): PagePlan {
  const order = request.order ?? 'newest';
  const before = position(request.before);
  const after = position(request.after);
  return {
    order,
    direction: order === 'newest' ? 'desc' : 'asc',
    read: request.limit === undefined ? undefined : request.limit + 1,
    limit: request.limit,
    where: pageConditions(table, before, after),
    before,
    after,
  };
}

/**
 * What a page's SQL depends on besides its values: the order, which cursors it has and whether
 * it has a limit. Every page of one shape runs the same statement with other values.
 */
export function pageShape(plan: PagePlan): string {
  const cursors = `${plan.before ? 'before' : ''}${plan.after ? 'after' : ''}`;
  return `${plan.direction} ${cursors || 'start'} ${plan.read === undefined ? 'whole' : 'limit'}`;
}

/** Cuts the extra row off and names the next page's cursor when there is one. */
export function finishPage<Row extends PagePosition, T>(
  rows: Row[],
  plan: PagePlan,
  map: (row: Row) => T,
): { items: T[]; next: string | null } {
  if (plan.limit === undefined || rows.length <= plan.limit) return { items: rows.map(map), next: null };
  const kept = rows.slice(0, plan.limit);
  const last = kept[kept.length - 1]!;
  return { items: kept.map(map), next: encodeCursor({ createdAt: last.createdAt, id: last.id }) };
}
