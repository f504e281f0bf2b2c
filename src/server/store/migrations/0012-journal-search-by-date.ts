/**
 * SQLite's full-text rows are numbered in the journal's page order (issue 15, "reads that don't
 * grow"; ADR 0007 amendment 4). A search page used to find every match before it cut its page
 * (130 ms for one of 100,000 matching entries); with rowids that follow created_at
 * (../search-order.ts), FTS5 hands the matches over newest or oldest first and the page stops
 * after its rows.
 *
 * The table is made anew, as migration 0011 made it (indexed owner, 'secure-delete'), and each
 * row is copied with the rowid its entry's created_at gives it: the bucket of its millisecond and
 * a slot in it by (created_at, id), negated (../search-order.ts). A search row without its entry (none should exist) is not
 * copied: no search could show it, since a page reads the entries behind the matches.
 * PostgreSQL's table is unchanged.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';
import { bucketOf, rowidOfPlace, SLOTS } from '../search-order';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create virtual table journal_search_by_date using fts5(
    entry_id unindexed, user_id, body, tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
  // As migrations 0003 and 0011 set: a deleted entry's words leave the index at once.
  await sql`insert into journal_search_by_date (journal_search_by_date, rank) values ('secure-delete', 1)`.execute(
    db,
  );
  await sql`insert into journal_search_by_date (rowid, entry_id, user_id, body)
    select ${rowidOfPlace(sql`(e.bucket * ${sql.lit(SLOTS)} + row_number() over (partition by e.bucket order by e.created_at, e.id) - 1)`)},
      s.entry_id, s.user_id, s.body
    from journal_search s
    join (select id, created_at, ${bucketOf(sql.ref('created_at'))} as bucket from journal_entries) e
      on e.id = s.entry_id`.execute(db);
  await sql`drop table journal_search`.execute(db);
  await sql`alter table journal_search_by_date rename to journal_search`.execute(db);
}
