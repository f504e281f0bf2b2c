/**
 * SQLite's full-text index learns whose entry each row is (issue 15, "reads that don't grow").
 * Migration 0001 kept `user_id` as an unindexed FTS5 column, so a search first found every
 * matching row of every user and then read each row's stored user id to drop the others': one
 * user's search paid for everybody's matching entries (with another user's 100,000 matching
 * entries beside my 10, about 116 ms a search instead of 9). Indexed, the owner is a term of the
 * query (journal.ts), and FTS5 intersects the two term lists before it reads any row.
 *
 * FTS5 cannot change a column's options, so the table is made anew (with 0003's 'secure-delete')
 * and its rows copied; the application's inserts and deletes (entry_id, user_id, body) are the
 * same as before.
 * PostgreSQL's search table has an index on user_id already (migration 0001) and is unchanged.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create virtual table journal_search_by_owner using fts5(
    entry_id unindexed, user_id, body, tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
  // As migration 0003 set on the old table: a deleted entry's words leave the index at once.
  await sql`insert into journal_search_by_owner (journal_search_by_owner, rank) values ('secure-delete', 1)`.execute(
    db,
  );
  await sql`insert into journal_search_by_owner (rowid, entry_id, user_id, body)
    select rowid, entry_id, user_id, body from journal_search`.execute(db);
  await sql`drop table journal_search`.execute(db);
  await sql`alter table journal_search_by_owner rename to journal_search`.execute(db);
}
