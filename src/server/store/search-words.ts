/**
 * SQLite: every user's distinct search words, folded as FTS5 folds them (migration 0017, ADR
 * 0045). They turn a search word into the whole words it begins: FTS5 answers a prefix
 * (`"<key>_grate"*`) by merging the lists of every term it begins, every row of them, before the
 * first is read (3.8 ms for a page at 100,000 matching entries against 0.5 ms at 10,
 * bench/server.ts), while whole terms ORed together are read lazily, in rowid order, and stop
 * with the page. A word begun by more than MAX_EXPANDED_WORDS of my words, or holding a letter
 * unicode61 reads as a separator, is asked as a prefix as before.
 *
 * Kept in the same transactions as the search rows: a search row inserted adds its words that
 * are not there yet (./row-inserts.ts); a deleted one takes with it each of its words that no
 * other row of its owner holds (journal.ts), so no word of a deleted entry stays behind
 * (secure_delete zeroes it, migration 0003); an account's go with it (account.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { UserScope } from './scope';
import { foldLikeSearch, splitBySearch } from './search-fold';
import { Precompiled, slot } from './precompiled';
import { searchKeyOf } from './search-keys';

/** How many of my words one search word may stand for before it is asked as a prefix instead. */
export const MAX_EXPANDED_WORDS = 64;

/** The distinct words of a keyed search body (keyedSearchBody's `<key>_<word>`), folded. */
export function searchWordsOfBody(body: string): string[] {
  const words = new Set<string>();
  for (const token of body.split(' ')) {
    const at = token.indexOf('_');
    if (at >= 0 && at < token.length - 1) words.add(foldLikeSearch(token.slice(at + 1)));
  }
  return [...words];
}

/** The statement that adds one user's words, compiled once. */
let addWords: Precompiled<unknown, 'userId' | 'words'> | null = null;

/**
 * Adds new search rows' words to their owners' (inside the rows' transaction): one statement a
 * user, however many of the user's rows a group commit writes together. A word already there is
 * left alone: nothing is written for it.
 */
export async function rememberSearchWords(
  db: Kysely<Database>,
  rows: ReadonlyArray<{ userId: string; body: string }>,
): Promise<void> {
  const byUser = new Map<string, Set<string>>();
  for (const row of rows) {
    const words = byUser.get(row.userId) ?? new Set<string>();
    for (const word of searchWordsOfBody(row.body)) words.add(word);
    byUser.set(row.userId, words);
  }
  addWords ??= new Precompiled<unknown, 'userId' | 'words'>(
    {
      compile: () =>
        sql`insert or ignore into journal_search_words (user_id, word)
          select ${slot('userId')}, value from json_each(${slot('words')})`.compile(db),
    },
    ['userId', 'words'],
  );
  for (const [userId, words] of byUser) {
    if (words.size > 0) await db.executeQuery(addWords.bind({ userId, words: JSON.stringify([...words]) }));
  }
}

/**
 * After a search row of mine is deleted: deletes each of its words that none of my rows holds
 * any more, each asked of FTS5 as a whole term (read lazily: it stops at the first of my rows;
 * another user's row of the same key and word is passed over by the `user_id` test).
 */
export async function forgetSearchWords(scope: UserScope, body: string): Promise<void> {
  const words = searchWordsOfBody(body);
  if (words.length === 0) return;
  const term = `body : "${searchKeyOf(scope.userId)}_`;
  await scope
    .deleteFrom('journalSearchWords')
    .where(
      'journalSearchWords.word',
      'in',
      sql<string>`(select value from json_each(${JSON.stringify(words)}) where not exists (
        select 1 from journal_search where journal_search match (${term} || value || '"')
        and journal_search.user_id = ${scope.userId}))`,
    )
    .execute();
}

/** The highest code point: after every word that begins with a given one. */
const AFTER = String.fromCodePoint(0x10ffff);

/**
 * The body half of my FTS5 query for `terms` (searchTerms' words, AND-ed): each term as the OR
 * of my whole words it begins, or, when there are too many of them or unicode61 would split the
 * term, as a prefix (`"<key>_<term>"*`, what every term was before ADR 0045). A term that begins
 * none of my words is asked as its own whole word, which none of my rows holds.
 */
export async function searchBodyQuery(scope: UserScope, terms: readonly string[]): Promise<string> {
  const key = searchKeyOf(scope.userId);
  const parts: string[] = [];
  for (const term of terms) {
    if (splitBySearch(term)) {
      parts.push(`"${key}_${term}"*`);
      continue;
    }
    const folded = foldLikeSearch(term);
    const rows = await scope
      .selectFrom('journalSearchWords')
      .select('journalSearchWords.word')
      .where('journalSearchWords.word', '>=', folded)
      .where('journalSearchWords.word', '<', folded + AFTER)
      .limit(MAX_EXPANDED_WORDS + 1)
      .execute();
    if (rows.length > MAX_EXPANDED_WORDS) parts.push(`"${key}_${term}"*`);
    else if (rows.length === 0) parts.push(`"${key}_${folded}"`);
    else parts.push(`(${rows.map((row) => `"${key}_${row.word}"`).join(' OR ')})`);
  }
  return parts.join(' AND ');
}
