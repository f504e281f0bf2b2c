/**
 * Cursor paging on every driver (SQLite always, PostgreSQL when TEST_DATABASE_URL is set): the
 * journal, its search and the analyses read page by page give every entry exactly once, newest
 * or oldest first, while new entries keep arriving between pages; and a database that already
 * ran a later migration still gets the paging indexes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, type Page, type PageRequest } from '@contract/paging';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { analyse } from '@engine/analyse';
import { engineColumns } from './analyses';
import { migrateToLatest } from './migrations';
import { up as upJournalSearchByDate } from './migrations/0012-journal-search-by-date';
import { up as upJournalSearchKeyed } from './migrations/0015-journal-search-keyed';
import { keyedSearchBody } from './search-keys';
import { Store, type UserStore } from './store';

noticeIfPostgresSkipped();

describe.each(testDatabaseNames)('cursor paging on %s', (driver) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let store: Store;
  let now = Date.parse('2026-01-01T08:00:00.000Z');
  const clock = () => now;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle);
    store = new Store(handle, clock);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const newUser = async () => {
    const user = await store.users.createLocal({
      email: `pager-${++counter}@example.com`,
      passwordHash: 'x',
    });
    return store.forUser(user.id);
  };

  /**
   * Stores `count` analyses; every third shares its timestamp with the one before, so ties on
   * createdAt (two saves in one millisecond) are paged too.
   */
  const write = async (mine: UserStore, count: number, text = 'the river was calm') => {
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      if (n % 3 !== 2) now += 1000;
      ids.push((await mine.analyses.create({ inputText: `${text} ${counter}-${n}`, mode: 'spectral' })).id);
    }
    return ids;
  };

  /** Reads every page, adding `adding` analyses after each one; returns the ids in reading order. */
  const readAll = async <T extends { id: string }>(
    read: (request: PageRequest) => Promise<Page<T>>,
    request: PageRequest,
    between: () => Promise<unknown>,
  ) => {
    const seen: T[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const key = request.order === 'oldest' ? 'after' : 'before';
      const page: Page<T> = await read({ ...request, ...(cursor ? { [key]: cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(request.limit ?? Infinity);
      seen.push(...page.items);
      cursor = page.next;
      if (cursor === null) return seen;
      await between();
    }
    throw new Error('paging did not end');
  };

  const sorted = (rows: Array<{ createdAt: string; id: string }>, order: 'newest' | 'oldest') => {
    const copy = [...rows].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    );
    return order === 'oldest' ? copy : copy.reverse();
  };

  it.each(['newest', 'oldest'] as const)(
    'journal pages (%s first) give every entry exactly once while entries are added',
    async (order) => {
      const mine = await newUser();
      await write(mine, 31);
      const existing = (await mine.journal.list()).map((entry) => entry.id);
      const added: string[] = [];
      const seen = await readAll(
        (request) => mine.journal.page(request),
        { limit: 7, order },
        async () => {
          await write(mine, 2, 'added while paging');
          added.push(
            ...(await mine.journal.list()).map((entry) => entry.id).filter((id) => !existing.includes(id)),
          );
        },
      );
      const ids = seen.map((entry) => entry.id);
      // Never twice; every entry that was there when paging began, exactly once; in order.
      expect(new Set(ids).size).toBe(ids.length);
      expect(existing.every((id) => ids.includes(id))).toBe(true);
      expect(seen).toEqual(sorted(seen, order));
      // Newest first, the new ones are above the first page (a refresh shows them); oldest
      // first, they come at the end of the same reading.
      const addedSeen = ids.filter((id) => !existing.includes(id));
      if (order === 'newest') expect(addedSeen).toEqual([]);
      else expect(new Set(addedSeen)).toEqual(new Set(added));
    },
  );

  it('search pages the same way, only through matching entries', async () => {
    const mine = await newUser();
    await write(mine, 12, 'harbour lights at dusk');
    await write(mine, 9, 'meeting notes again');
    await write(mine, 12, 'harbour wind in the morning');
    const matching = await mine.journal.list({ query: 'harbour' });
    expect(matching).toHaveLength(24);
    const seen = await readAll(
      (request) => mine.journal.page({ ...request, query: 'harbour' }),
      { limit: 5 },
      () => write(mine, 1, 'harbour added while searching'),
    );
    expect(seen.map((entry) => entry.id)).toEqual(matching.map((entry) => entry.id));
    expect(seen.every((entry) => entry.preview.startsWith('harbour'))).toBe(true);
  });

  /** Stores imported analyses dated `createdAt` (an import of older entries; one file's rows share a date). */
  const importAt = async (mine: UserStore, createdAt: string, texts: string[]) => {
    const columns = engineColumns(analyse('a lantern', 'full'));
    await mine.imports.saveAll(
      texts.map((text, n) => ({
        importKey: `${createdAt}-${text}-${n}-${++counter}`,
        format: 'markdown',
        text,
        createdAt,
        columns,
        dominantTones: [],
      })),
      () => undefined,
    );
  };

  it.each(['newest', 'oldest'] as const)(
    'search pages (%s first) give every match once in order: imports of older entries, many in one millisecond, while entries are added',
    async (order) => {
      const mine = await newUser();
      const other = await newUser();
      await write(mine, 10, 'lantern by the door');
      await write(other, 5, 'lantern of someone else');
      await write(mine, 4, 'nothing to find here');
      // Older entries imported after newer ones, 30 of them in one millisecond (more than a
      // page and what a page reads beyond it), some between the app's own entries.
      await importAt(
        mine,
        '2020-05-01T10:00:00.000Z',
        Array.from({ length: 30 }, (_, n) => `lanterns ${n}`),
      );
      await importAt(other, '2020-05-01T10:00:00.000Z', ['lantern elsewhere', 'lantern again']);
      await importAt(mine, '2019-01-01T00:00:00.001Z', ['an old lantern', 'an old chair']);
      await write(mine, 6, 'lantern at night');
      await importAt(mine, '2026-01-01T08:00:03.000Z', ['lantern between two of mine', 'lantern beside it']);
      // Times beyond the first and last bucket (years 1691 and 2248) share those buckets, imported
      // out of their order: a page must still read them in (created_at, id) order.
      for (const year of ['1650', '1690', '1600', '9999', '2250', '2300']) {
        await importAt(mine, `${year}-01-01T00:00:00.000Z`, [
          `lantern ${year} a`,
          `lantern ${year} b`,
          `lantern ${year} c`,
          `lantern ${year} d`,
        ]);
      }
      // What the search must find, read without it: my entries whose text has a word starting 'lantern'.
      const all = (await mine.journal.page({ order })).items;
      const expected = all.filter((entry) => /(^|\W)lantern/i.test(entry.preview)).map((entry) => entry.id);
      expect(expected).toHaveLength(10 + 30 + 1 + 6 + 2 + 24);
      for (const limit of [1, 5, 200]) {
        let added = 0;
        const seen = await readAll(
          (request) => mine.journal.page({ ...request, query: 'lanter' }),
          { limit, order },
          async () => {
            // New entries, and an import of older ones, arrive between pages.
            if (added++ % 7 === 0) await write(mine, 1, 'lantern added while searching');
            if (added % 11 === 0)
              await importAt(mine, '2020-05-01T10:00:00.000Z', ['lantern imported while searching']);
          },
        );
        const ids = seen.map((entry) => entry.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(seen).toEqual(sorted(seen, order));
        expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
        expect(seen.every((entry) => /(^|\W)lantern/i.test(entry.preview))).toBe(true);
      }
      // The whole list (no limit) agrees with the pages (every word a prefix: 'lantern' finds 'lanterns').
      const whole = (await mine.journal.page({ query: 'lantern', order })).items.map((entry) => entry.id);
      expect(whole.filter((id) => expected.includes(id))).toEqual(expected);
    },
  );

  it.each(['newest', 'oldest'] as const)(
    'search pages (%s first) of a word few entries hold: far apart, beyond what a page walks',
    async (order) => {
      const mine = await newUser();
      await importAt(mine, '2021-01-01T00:00:00.000Z', ['beacon imported long ago']);
      await write(mine, 3, 'beacon on the hill');
      await write(mine, 150, 'plain words only');
      await write(mine, 2, 'beacon again');
      await write(mine, 150, 'plain words only');
      await write(mine, 1, 'beacon at last');
      const all = (await mine.journal.page({ order })).items;
      const expected = all.filter((entry) => entry.preview.startsWith('beacon')).map((entry) => entry.id);
      expect(expected).toHaveLength(7);
      for (const limit of [1, 2, 5]) {
        const seen = await readAll(
          (request) => mine.journal.page({ ...request, query: 'beacon' }),
          { limit, order },
          async () => undefined,
        );
        expect(seen.map((entry) => entry.id)).toEqual(expected);
      }
    },
  );

  it('search finds what was stored before its rows followed the dates (migration 0012)', async () => {
    const mine = await newUser();
    await write(mine, 9, 'compass rose');
    await importAt(mine, '2021-03-03T03:03:03.003Z', ['compass older', 'compass older too', 'no match']);
    await write(mine, 3, 'compass needle');
    const expected = (await mine.journal.list())
      .filter((entry) => entry.preview.startsWith('compass'))
      .map((entry) => entry.id);
    const pages = async (order: 'newest' | 'oldest') =>
      (
        await readAll(
          (request) => mine.journal.page({ ...request, query: 'compass' }),
          { limit: 4, order },
          async () => undefined,
        )
      ).map((entry) => entry.id);
    expect(await pages('newest')).toEqual(expected);
    if (driver !== 'sqlite') return; // PostgreSQL's search table is unchanged by 0012.
    // Back to migration 0011's table: the same rows, their text as written (the preview is the
    // whole text here), numbered in the reverse of their order, a millisecond apart.
    await sql`create virtual table journal_search_0011 using fts5(
      entry_id unindexed, user_id, body, tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(handle.raw);
    await sql`insert into journal_search_0011 (rowid, entry_id, user_id, body)
      select -524288 * row_number() over (order by s.rowid), s.entry_id, s.user_id, e.preview
      from journal_search s join journal_entries e on e.id = s.entry_id`.execute(handle.raw);
    await sql`drop table journal_search`.execute(handle.raw);
    await sql`alter table journal_search_0011 rename to journal_search`.execute(handle.raw);
    // Read in the rowid order of 0011's table, the newest-first pages now come out wrong.
    expect(await pages('newest')).not.toEqual(expected);
    await upJournalSearchByDate(handle.raw, handle.dialect);
    // And its words keyed by owner (migration 0015), as journal.ts asks for them.
    await upJournalSearchKeyed(handle.raw, handle.dialect);
    expect(await pages('newest')).toEqual(expected);
    expect(await pages('oldest')).toEqual([...expected].reverse());
    // New rows take their place among the renumbered ones.
    await importAt(mine, '2021-03-03T03:03:03.003Z', ['compass imported after']);
    expect(await pages('newest')).toHaveLength(expected.length + 1);
    const config = await sql<{
      v: number;
    }>`select v from journal_search_config where k = 'secure-delete'`.execute(handle.raw);
    expect(config.rows).toEqual([{ v: 1 }]);
  });

  it('search pages through analyses stored together in one millisecond, some of whose places were taken', async () => {
    const me = await store.users.createLocal({ email: `pager-${++counter}@example.com`, passwordHash: 'x' });
    const them = await store.users.createLocal({
      email: `pager-${++counter}@example.com`,
      passwordHash: 'x',
    });
    const mine = store.forUser(me.id);
    const other = store.forUser(them.id);
    now = Date.parse('2026-06-06T06:06:06.006Z');
    const at = new Date(now).toISOString();
    if (driver === 'sqlite') {
      // Another user's rows of the same millisecond hold every other place the next entries' own
      // rowids would give them (as rows numbered by migration 0012 or by the reading insert do),
      // so part of the batch goes in by the reading insert instead (search-order.ts).
      const { rows } = await sql<{
        last: number;
      }>`select coalesce(max(rowid), 0) as last from journal_entries`.execute(handle.raw);
      const last = rows[0]!.last;
      await importAt(
        other,
        at,
        Array.from({ length: 20 }, (_, n) => `ember elsewhere ${n}`),
      );
      await sql`delete from journal_search where user_id = ${them.id}`.execute(handle.raw);
      for (let n = 0; n < 20; n++) {
        // Rowids pass 2^53: BigInt, as SQLite's 64-bit integers.
        const place = BigInt(Date.parse(at)) * 524288n + BigInt((last + 21 + 2 * n) % 524288);
        await sql`insert into journal_search (rowid, entry_id, user_id, body)
          select ${-1n - place}, id, user_id, ${keyedSearchBody(them.id, `ember elsewhere ${n}`)} from journal_entries
          where user_id = ${them.id} and preview = ${`ember elsewhere ${n}`}`.execute(handle.raw);
      }
    }
    // Forty analyses arrive together (one or two group commits), all in this millisecond.
    const commits = store.committer.commits;
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        mine.analyses.create({ inputText: n % 4 === 3 ? `plain ${n}` : `ember ${n}`, mode: 'spectral' }),
      ),
    );
    expect(store.committer.commits - commits).toBeLessThanOrEqual(2);
    if (driver === 'sqlite') {
      // Some of them found their place taken (the test above is not vacuous).
      const { rows } = await sql<{ taken: number }>`select count(*) as taken from journal_entries e
        join journal_search s on s.rowid = -1 - (${BigInt(Date.parse(at))} * 524288 + (e.rowid & 524287))
        where e.user_id = ${me.id} and s.user_id = ${them.id}`.execute(handle.raw);
      expect(rows[0]!.taken).toBeGreaterThan(0);
    }
    await write(mine, 3, 'ember later');
    for (const order of ['newest', 'oldest'] as const) {
      const all = (await mine.journal.page({ order })).items;
      const expected = all.filter((entry) => entry.preview.startsWith('ember')).map((entry) => entry.id);
      expect(expected).toHaveLength(30 + 3);
      for (const limit of [1, 5, 200]) {
        const seen = await readAll(
          (request) => mine.journal.page({ ...request, query: 'ember' }),
          { limit, order },
          async () => undefined,
        );
        expect(seen.map((entry) => entry.id)).toEqual(expected);
      }
    }
    // The other user's rows of that millisecond are still found, by their owner only.
    expect(await other.journal.list({ query: 'ember' })).toHaveLength(driver === 'sqlite' ? 20 : 0);
  });

  it('analyses page the same way, newest and oldest first', async () => {
    const mine = await newUser();
    const ids = await write(mine, 17);
    for (const order of ['newest', 'oldest'] as const) {
      const seen = await readAll(
        (request) => mine.analyses.page(request),
        { limit: 4, order },
        async () => {},
      );
      expect(seen.map((analysis) => analysis.id)).toEqual(sorted(seen, order).map((analysis) => analysis.id));
      expect(new Set(seen.map((analysis) => analysis.id))).toEqual(new Set(ids));
    }
    // The spec's card: the two newest, and an unpaged list is still the whole list.
    expect((await mine.analyses.list(2)).map((analysis) => analysis.id)).toEqual(
      (await mine.analyses.list()).slice(0, 2).map((analysis) => analysis.id),
    );
    expect(await mine.analyses.list()).toHaveLength(17);
  });

  it('the journal page compiled once gives the pages Kysely builds: every cursor, order and limit, only mine', async () => {
    const mine = await newUser();
    const other = await newUser();
    await write(mine, 14);
    // Another user's entries in the same seconds: never on my pages, whatever the cursor.
    now -= 14_000;
    await write(other, 14);
    const all = await mine.journal.builtPage({});
    expect(all.items).toHaveLength(14);
    const cursorOf = (index: number) =>
      encodeCursor({ createdAt: all.items[index]!.createdAt, id: all.items[index]!.id });
    const cursors = [undefined, cursorOf(0), cursorOf(4), cursorOf(5), cursorOf(13)];
    const foreign = (await other.journal.builtPage({ limit: 1 })).items[0]!;
    cursors.push(encodeCursor({ createdAt: foreign.createdAt, id: foreign.id }));
    let compared = 0;
    for (const order of [undefined, 'newest', 'oldest'] as const) {
      for (const limit of [undefined, 1, 3, 14, 200]) {
        for (const before of cursors) {
          for (const after of cursors) {
            const request = { order, limit, before, after };
            const compiled = await mine.journal.page(request);
            expect(compiled).toEqual(await mine.journal.builtPage(request));
            expect(compiled.items.every((entry) => all.items.some((each) => each.id === entry.id))).toBe(
              true,
            );
            compared += compiled.items.length;
          }
        }
      }
    }
    // The comparison compared pages that hold entries, not only empty ones.
    expect(compared).toBeGreaterThan(1000);
    // Walking with the next cursors gives the whole journal, both ways, as the built one does.
    for (const order of ['newest', 'oldest'] as const) {
      const seen = await readAll(
        (request) => mine.journal.page(request),
        { limit: 4, order },
        async () => {},
      );
      expect(seen).toEqual((await mine.journal.builtPage({ order })).items);
    }
    // The other user's pages from the same statements are theirs.
    expect((await other.journal.page({ limit: 20 })).items).toEqual(
      (await other.journal.builtPage({})).items,
    );
  });

  it('a database that already ran a later migration still gets the paging indexes', async () => {
    // As a database migrated before 0004 existed: 0005 ran, 0004 did not.
    await sql`delete from kysely_migration where name = '0004-paging-indexes'`.execute(handle.raw);
    await handle.raw.schema.dropIndex('journal_entries_user_page').execute();
    await handle.raw.schema.dropIndex('analyses_user_page').execute();
    await handle.raw.schema
      .createIndex('journal_entries_user_created')
      .on('journal_entries')
      .columns(['user_id', 'created_at'])
      .execute();
    await handle.raw.schema
      .createIndex('analyses_user_created')
      .on('analyses')
      .columns(['user_id', 'created_at'])
      .execute();
    const ran = await migrateToLatest(handle);
    expect(ran.map((result) => [result.migrationName, result.status])).toEqual([
      ['0004-paging-indexes', 'Success'],
    ]);
  });
});
