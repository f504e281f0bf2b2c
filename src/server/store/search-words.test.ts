/**
 * SQLite's search words (ADR 0045, ./search-words.ts): a search asks FTS5 for the whole words its
 * terms begin, and must find exactly what FTS5's own prefix query found; the words are kept
 * with their rows and leave with them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { searchTerms } from './journal-text';
import { migrateToLatest } from './migrations';
import { up as upJournalSearchWords } from './migrations/0017-journal-search-words';
import { deriveUnicode61Folds } from './search-fold-derive';
import { FOLD_RUNS, SPLIT_POINTS, foldLikeSearch, splitBySearch } from './search-fold';
import { ownerMatch, searchKeyOf } from './search-keys';
import { MAX_EXPANDED_WORDS } from './search-words';
import { Store } from './store';

let database: TestDatabase;
let handle: DatabaseHandle;
let store: Store;
let now = Date.parse('2025-06-13T10:00:00.000Z');

beforeAll(async () => {
  database = sqliteDatabase();
  handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  // Each write a millisecond after the last, so entries have an order.
  store = new Store(handle, () => ++now);
  await migrateToLatest(handle);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

let counter = 0;
const newUser = (name: string) =>
  store.users.createLocal({ email: `${name}-${++counter}@example.com`, passwordHash: 'x', firstName: name });

/** My words, as the table holds them. */
const wordsOf = async (userId: string) =>
  (
    await sql<{ word: string }>`select word from journal_search_words
      where user_id = ${userId} order by word`.execute(handle.raw)
  ).rows.map((row) => row.word);

/** My entries' sources a search finds, as FTS5's own prefix query found them before ADR 0045. */
const foundByPrefixes = async (userId: string, query: string) => {
  const key = searchKeyOf(userId);
  const body = searchTerms(query)
    .map((term) => `"${key}_${term}"*`)
    .join(' AND ');
  const { rows } = await sql<{ sourceId: string }>`select e.source_id as "sourceId"
    from journal_search s join journal_entries e on e.id = s.entry_id
    where journal_search match ${`${ownerMatch(userId)} AND body : (${body})`}`.execute(handle.raw);
  return rows.map((row) => row.sourceId).sort();
};

const found = async (userId: string, query: string) =>
  (await store.forUser(userId).journal.list({ query })).map((entry) => entry.sourceId).sort();

describe('search words (SQLite)', () => {
  it('folds a word letter by letter as unicode61 does, read off the SQLite in use', () => {
    expect(deriveUnicode61Folds()).toEqual({ runs: FOLD_RUNS, splits: SPLIT_POINTS });
    expect(foldLikeSearch('Grateful')).toBe('grateful');
    // unicode61 folds final sigma and micro sign, keeps İ and ß: not what toLowerCase gives.
    expect(foldLikeSearch('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldLikeSearch('οδος')).toBe('οδοσ');
    expect(foldLikeSearch('µ')).toBe('μ');
    expect(foldLikeSearch('İSTANBUL')).toBe('İstanbul');
    expect(foldLikeSearch('Straße')).toBe('straße');
    expect(splitBySearch(`ab${String.fromCodePoint(SPLIT_POINTS[0]!)}cd`)).toBe(true);
    expect(splitBySearch('Straße')).toBe(false);
  });

  it('finds exactly what a prefix query finds, in any case and script', async () => {
    const me = await newUser('differential');
    const other = await newUser('neighbour');
    // Words sharing prefixes, in several cases and scripts, with letters unicode61 folds its own way.
    const pool = [
      'grate',
      'Grateful',
      'GRATEFULLY',
      'gratefulness',
      'grated',
      'great',
      'greatly',
      'calm',
      'Calmer',
      'calmly',
      'ΟΔΟΣ',
      'οδος',
      'Οδηγός',
      'İstanbul',
      'istanbul',
      'µs',
      'μs',
      'Straße',
      'strasse',
      'ſtar',
      'star',
      'Ꮳ',
      'ꮳa',
      'naïve',
      'naive',
      '東京',
      '東京都',
      'x1',
      'x10',
      'x100',
      `ab${String.fromCodePoint(SPLIT_POINTS[0]!)}cd`,
      'abc',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const texts: string[] = [];
    for (let i = 0; i < 40; i++) {
      const words = Array.from({ length: 1 + next(5) }, () => pool[next(pool.length)]!);
      texts.push(`${words.join(', ')}.`);
    }
    for (const text of texts) await store.forUser(me.id).analyses.create({ inputText: text, mode: 'plain' });
    await store.forUser(other.id).analyses.create({ inputText: pool.join(' '), mode: 'plain' });
    const queries = new Set<string>();
    for (const word of pool) {
      const letters = [...word];
      for (let length = 1; length <= letters.length; length++) queries.add(letters.slice(0, length).join(''));
      queries.add(word.toUpperCase());
    }
    queries.add('grate calm');
    queries.add('οδοσ great');
    queries.add('nothing');
    let nonEmpty = 0;
    for (const query of queries) {
      const expected = await foundByPrefixes(me.id, query);
      if (expected.length > 0) nonEmpty++;
      expect(await found(me.id, query), query).toEqual(expected);
    }
    // The comparison means something: most queries find entries, and not all of them.
    expect(nonEmpty).toBeGreaterThan(queries.size / 2);
    expect(await found(me.id, 'nothing')).toEqual([]);
  });

  it('still finds every entry when a term begins more of my words than it expands to', async () => {
    const me = await newUser('many');
    // The one entry holds the last of the words in order: a term cut to the first few would miss it.
    const many = Array.from(
      { length: MAX_EXPANDED_WORDS + 6 },
      (_, i) => `gra${i.toString(36).padStart(2, '0')}x`,
    );
    const wide = await store.forUser(me.id).analyses.create({ inputText: many.join(' '), mode: 'plain' });
    const one = await store.forUser(me.id).analyses.create({ inputText: 'Grazzx alone.', mode: 'plain' });
    expect(await found(me.id, 'gra')).toEqual([wide.id, one.id].sort());
    expect(await found(me.id, 'graz')).toEqual([one.id]);
    expect(await found(me.id, 'gra0')).toEqual([wide.id]);
    expect(await found(me.id, 'alone gra')).toEqual([one.id]);
    expect(await found(me.id, 'gra')).toEqual(await foundByPrefixes(me.id, 'gra'));
  });

  it('keeps my words, forgets those only a deleted entry held, and an account’s', async () => {
    const me = await newUser('kept');
    const other = await newUser('untouched');
    const mine = store.forUser(me.id);
    await mine.analyses.create({ inputText: 'Grateful, grateful for the quiet.', mode: 'plain' });
    // Written together: the group commit's path for several search rows in one statement.
    await Promise.all([
      mine.analyses.create({ inputText: 'GRATEFUL again', mode: 'plain' }),
      mine.analyses.create({ inputText: 'the storm', mode: 'plain' }),
      store.forUser(other.id).analyses.create({ inputText: 'grateful quiet', mode: 'plain' }),
    ]);
    expect(await wordsOf(me.id)).toEqual(['again', 'for', 'grateful', 'quiet', 'storm', 'the']);
    const first = (await mine.journal.list()).find((entry) => entry.preview.startsWith('Grateful'))!;
    expect(await mine.journal.delete(first.id)).toBe(true);
    // Nothing of the deleted entry's words stays behind but what other entries still hold.
    expect(await wordsOf(me.id)).toEqual(['again', 'grateful', 'storm', 'the']);
    expect(await found(me.id, 'quiet')).toEqual([]);
    expect(await wordsOf(other.id)).toEqual(['grateful', 'quiet']);
    await mine.account.deleteEverything();
    expect(await wordsOf(me.id)).toEqual([]);
    expect(await wordsOf(other.id)).toEqual(['grateful', 'quiet']);
  });

  it('reads the words of search rows written before it (migration 0017)', async () => {
    const me = await newUser('before-0017');
    await store.forUser(me.id).analyses.create({ inputText: 'Harbour lights, harbour wall.', mode: 'plain' });
    await store.forUser(me.id).analyses.create({ inputText: 'Lights out.', mode: 'plain' });
    const kept = await sql`select user_id, word from journal_search_words order by user_id, word`.execute(
      handle.raw,
    );
    expect(kept.rows.length).toBeGreaterThan(4);
    await sql`drop table journal_search_words`.execute(handle.raw);
    await upJournalSearchWords(handle.raw, 'sqlite');
    const counted = await sql`select user_id, word from journal_search_words order by user_id, word`.execute(
      handle.raw,
    );
    expect(counted.rows).toEqual(kept.rows);
    expect(await wordsOf(me.id)).toEqual(['harbour', 'lights', 'out', 'wall']);
  });
});
