/**
 * SQLite: each user's distinct search words (issue 15, "the search pages the same way … <
 * 1.5×"; ADR 0045, ../search-words.ts), so that a search word is asked of FTS5 as the whole words
 * it begins rather than as a prefix, which FTS5 answers only after merging every row of every
 * term it begins. Read here from the search rows there are,
 * a thousand at a time; kept from then on in the same transactions as the rows.
 * PostgreSQL searches its own index (a GIN over tsvector) and gets no table.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../db';
import { searchWordsOfBody } from '../search-words';

const BATCH = 1000;

interface SearchRow {
  rowid_text: string;
  user_id: string;
  body: string | null;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  // No foreign key to users: each of a write's words would look its user up. An account's words
  // are deleted with its other rows (account.ts).
  await sql`create table journal_search_words (
    user_id text not null,
    word text not null,
    primary key (user_id, word)
  ) without rowid`.execute(db);
  let after: string | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after === null ? sql`` : sql`where rowid > cast(${after} as integer)`;
    const { rows }: { rows: SearchRow[] } =
      await sql<SearchRow>`select cast(rowid as text) as rowid_text, user_id, body
      from journal_search ${from} order by journal_search.rowid limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const pairs = rows.flatMap((row) => searchWordsOfBody(row.body ?? '').map((word) => [row.user_id, word]));
    await sql`insert or ignore into journal_search_words (user_id, word)
      select value ->> 0, value ->> 1 from json_each(${JSON.stringify(pairs)})`.execute(db);
    after = rows.at(-1)!.rowid_text;
  }
}
