/**
 * SQLite: the full-text table's rowids follow the journal's page order (migration 0012, ADR 0007
 * amendment 4), so a search page is read from FTS5 in rowid order and stops after the page
 * instead of finding every match first.
 *
 * A search row's place is `bucket × SLOTS + slot` (its rowid is that negated, rowidOfPlace): the bucket is the entry's created_at in
 * milliseconds (so rowids rise with created_at whoever inserts when, an import of older entries
 * included), the slot the next free one in that bucket (one writer at a time on SQLite, so the
 * statement that picks it cannot race). Rowids are unique across users; only the order within one
 * user's rows matters, and FTS5 keeps only that user's rows (the owner is a term of the query).
 * Entries of the same millisecond share a bucket in no particular order: a reader takes whole
 * buckets and orders them by (created_at, id) itself (journal.ts).
 *
 * created_at is always `Date.toISOString()` text, whose text order is its time order; the
 * bucket is computed in SQL only (here), so the migration, the insert and the reader agree.
 * Times outside BUCKET_MIN..BUCKET_MAX ms (years 1691 to 2248) fall into the end buckets, and
 * extended years (`+010000-…`, `-000001-…`, text before any '0') into the first, which keeps the
 * bucket order that of the text. A bucket holds SLOTS rows; one more is refused (a constraint
 * error on the insert: the 524,289th row of one millisecond, of all users together).
 *
 * Writes first try the slot the entry's own SQLite rowid gives (`rowid mod SLOTS`,
 * insertSearchRowAtEntrySlot, insertSearchRowsAtEntrySlots): no read of FTS5 to find it, and
 * entries of one millisecond written by the app have consecutive rowids, so distinct slots. Only
 * when that place is taken (a constraint error, which undoes the statement and nothing else) or
 * the entry is missing does the row go through the reading insert (insertSearchRow). The reader
 * does not care which slot a row of a bucket has.
 */
import { sql, type RawBuilder } from 'kysely';

/** Rowids per millisecond: 2^19. */
export const SLOT_BITS = 19;
export const SLOTS = 2 ** SLOT_BITS;
/** The first and last bucket: ±2^43 ms, so that rowids stay within ±2^62. */
export const BUCKET_MIN = -(2 ** 43);
export const BUCKET_MAX = 2 ** 43 - 1;

const CANONICAL =
  '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z';

/** The bucket of a created_at text (an SQL expression over `createdAt`). */
export function bucketOf(createdAt: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case
    when ${createdAt} glob ${sql.lit(CANONICAL)} then coalesce(max(${sql.lit(BUCKET_MIN)}, min(${sql.lit(BUCKET_MAX)},
      cast(round(unixepoch(${createdAt}, 'subsec') * 1000) as integer))), ${sql.lit(BUCKET_MAX)})
    when ${createdAt} < '0' then ${sql.lit(BUCKET_MIN)}
    else ${sql.lit(BUCKET_MAX)} end)`;
}

/**
 * A row's place in the journal's order, `bucket × SLOTS + slot`, is stored negated (rowid =
 * −1 − place): FTS5 reads a prefix query's matches in ascending rowid order several times faster
 * than in descending (24 against 5 ms over 100,000 matches of a prefix, measured), and newest
 * first, the journal's default, is then ascending.
 */
export function rowidOfPlace(place: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(-1 - ${place})`;
}

/** The bucket of a row, from its rowid (an SQL expression over `rowid`). */
export function bucketOfRowid(rowid: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`((-1 - ${rowid}) >> ${sql.lit(SLOT_BITS)})`;
}

/** The first place in the bucket of `createdAt`. */
export function firstPlaceOf(createdAt: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${bucketOf(createdAt)} * ${sql.lit(SLOTS)})`;
}

/** The last place in the bucket of `createdAt`. */
export function lastPlaceOf(createdAt: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${bucketOf(createdAt)} * ${sql.lit(SLOTS)} + ${sql.lit(SLOTS - 1)})`;
}

/**
 * Inserts one search row at the next free place in the bucket of its entry's created_at (the
 * entry is inserted first, in the same transaction). Without the entry the row still goes in, in
 * the last bucket, rather than being lost. A full bucket makes the insert fail (the place it
 * picks is taken).
 */
export function insertSearchRow(values: {
  entryId: RawBuilder<unknown> | string;
  userId: RawBuilder<unknown> | string;
  body: RawBuilder<unknown> | string;
}): RawBuilder<unknown> {
  const createdAt = sql`(select e.created_at from journal_entries e where e.id = ${values.entryId})`;
  // The highest place taken in the bucket is the lowest rowid in its range.
  return sql`insert into journal_search (rowid, entry_id, user_id, body)
    select ${rowidOfPlace(sql`iif(b.next > b.first + ${sql.lit(SLOTS - 1)}, b.first, b.next)`)},
      ${values.entryId}, ${values.userId}, ${values.body}
    from (
      select a.first, coalesce((
        select -1 - s.rowid from journal_search s
        where s.rowid between ${rowidOfPlace(sql`(a.first + ${sql.lit(SLOTS - 1)})`)} and ${rowidOfPlace(sql`a.first`)}
        order by s.rowid asc limit 1
      ) + 1, a.first) as next
      from (select ${firstPlaceOf(createdAt)} as first) a
    ) b`;
}

/** The place of a row whose entry is `e`, at the slot of the entry's own rowid. */
function entrySlotPlace(): RawBuilder<number> {
  return sql<number>`(${firstPlaceOf(sql`e.created_at`)} + (e.rowid & ${sql.lit(SLOTS - 1)}))`;
}

/**
 * Inserts one search row at the slot of its entry's rowid in the bucket of the entry's
 * created_at (no read of FTS5). Inserts nothing when the entry is missing, and fails with
 * SQLITE_CONSTRAINT_PRIMARYKEY when the place is taken: the caller then uses insertSearchRow.
 */
export function insertSearchRowAtEntrySlot(values: {
  entryId: RawBuilder<unknown> | string;
  userId: RawBuilder<unknown> | string;
  body: RawBuilder<unknown> | string;
}): RawBuilder<unknown> {
  return sql`insert into journal_search (rowid, entry_id, user_id, body)
    select ${rowidOfPlace(entrySlotPlace())}, e.id, ${values.userId}, ${values.body}
    from journal_entries e where e.id = ${values.entryId}`;
}

/**
 * Inserts many search rows at their entries' slots (as insertSearchRowAtEntrySlot) in one
 * statement, in ascending rowid order: FTS5 keeps a transaction's new terms in memory only while
 * each row's rowid is above the last one's, and flushes them to a segment of their own on every
 * row that is not (30 µs a row, most of a row's cost, in the order the journal's rowids take).
 * `rows` is a JSON array of `[entryId, userId, body]`; a row whose entry is missing is skipped,
 * and one taken place fails the whole statement, which then leaves nothing behind.
 */
export function insertSearchRowsAtEntrySlots(rows: RawBuilder<unknown> | string): RawBuilder<unknown> {
  return sql`insert into journal_search (rowid, entry_id, user_id, body)
    select ${rowidOfPlace(entrySlotPlace())} as place, e.id, r.value ->> 1, r.value ->> 2
    from json_each(${rows}) r join journal_entries e on e.id = r.value ->> 0
    order by place asc`;
}
