/**
 * SQLite's full-text terms are keyed by their owner (issue 15, "reads that don't grow"; ADR 0043,
 * ../search-keys.ts): a search asks FTS5 for prefixes of one user's terms only, so another user's
 * matching entries no longer slow it (a 10-entry journal's search page: 6.5–7.0 ms beside another
 * user's 100,000 entries, 0.5–0.7 ms alone; bench/neighbours.ts).
 *
 * The table is made anew, as migrations 0011 and 0012 made it (indexed owner, 'secure-delete',
 * the same rowids), with a tokenizer that keeps '_' and '-' inside a token (a key and its word, a user id), and each row is copied with
 * its body keyed. Rows are copied in rowid order, a thousand at a time; rowids are read and
 * written as text, since they exceed what a JavaScript number holds exactly.
 * PostgreSQL's table is unchanged.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../db';
import { KEYED_SEARCH_TOKENIZER, keyedSearchBody } from '../search-keys';

const BATCH = 1000;

interface SearchRow {
  rowid_text: string;
  entry_id: string;
  user_id: string;
  body: string | null;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create virtual table journal_search_keyed using fts5(
    entry_id unindexed, user_id, body, tokenize = ${sql.lit(KEYED_SEARCH_TOKENIZER)}
  )`.execute(db);
  // As migrations 0003, 0011 and 0012 set: a deleted entry's words leave the index at once.
  await sql`insert into journal_search_keyed (journal_search_keyed, rank) values ('secure-delete', 1)`.execute(
    db,
  );
  let after: string | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after === null ? sql`` : sql`where rowid > cast(${after} as integer)`;
    const { rows }: { rows: SearchRow[] } =
      await sql<SearchRow>`select cast(rowid as text) as rowid_text, entry_id, user_id, body
      from journal_search ${from} order by journal_search.rowid limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const keyed = rows.map((row) => [
      row.rowid_text,
      row.entry_id,
      row.user_id,
      keyedSearchBody(row.user_id, row.body ?? ''),
    ]);
    await sql`insert into journal_search_keyed (rowid, entry_id, user_id, body)
      select cast(value ->> 0 as integer), value ->> 1, value ->> 2, value ->> 3
      from json_each(${JSON.stringify(keyed)}) order by cast(value ->> 0 as integer)`.execute(db);
    after = rows.at(-1)!.rowid_text;
  }
  await sql`drop table journal_search`.execute(db);
  await sql`alter table journal_search_keyed rename to journal_search`.execute(db);
}
