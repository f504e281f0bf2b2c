/**
 * A journal page's JSON made by SQLite (JournalRepository.pageJson, ADR 0035) is byte for byte
 * what the object path gives through JSON.stringify, with the same next cursor, for every page
 * of both orders, on text that needs escaping; it holds only my entries; and it is not used
 * (null, so the route takes the object path) for a search, an unpaged list, a row the API's
 * schema would refuse, or while the connection is inside a transaction.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOrder } from '@contract/paging';
import { createTestDatabase, testDatabaseNames, type TestDatabase } from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './migrations';
import { Store } from './store';

/** Every character JSON must escape, and some it must not. */
const AWKWARD =
  Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('') +
  ' "quoted" back\\slash /slash \u007f \u2028 \u2029 é ñ 中文 😀 \ud800 lone';

describe('journal page as JSON on SQLite', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let store: Store;
  let me: string;
  let other: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    handle = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    await migrateToLatest(handle);
    store = new Store(handle);
    const user = (email: string) => store.users.createLocal({ email, passwordHash: 'x', firstName: 'J' });
    me = (await user('me@example.com')).id;
    other = (await user('other@example.com')).id;
    // Analysis ids that name no analysis: only their text matters here.
    await sql`pragma foreign_keys = off`.execute(handle.raw);
    for (let n = 0; n < 23; n++) {
      await store.forUser(me).journal.add({
        kind: (['analysis', 'conversation', 'reflection'] as const)[n % 3]!,
        analysisId: n % 3 === 0 ? `analysis-${n}` : null,
        sourceId: `source-${n}`,
        preview: n % 4 === 0 ? `${AWKWARD} ${n}` : `Entry ${n}`,
        searchBody: `Entry ${n}`,
        dominantTones: n % 2 ? ['deep', 'bright'] : [],
        // Pairs share a time: the cursor must break the tie by id.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(n / 2))).toISOString(),
      });
      await store.forUser(other).journal.add({
        kind: 'analysis',
        analysisId: null,
        sourceId: `theirs-${n}`,
        preview: `Not mine ${n}`,
        searchBody: `Not mine ${n}`,
        dominantTones: [],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      });
    }
    await sql`pragma foreign_keys = on`.execute(handle.raw);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('gives the object path’s bytes and cursor for every page of both orders', async () => {
    const journal = store.forUser(me).journal;
    const mine = new Set((await journal.list()).map((entry) => entry.id));
    expect(mine.size).toBe(23);
    for (const order of ['newest', 'oldest'] as PageOrder[]) {
      for (const limit of [1, 2, 5, 22, 23, 200]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const request = { limit, order, ...(order === 'newest' ? { before: cursor } : { after: cursor }) };
          const made = journal.pageJson(request);
          const page = await journal.page(request);
          expect(made).not.toBeNull();
          expect(made!.json).toBe(JSON.stringify(page.items));
          expect(made!.next).toBe(page.next);
          seen.push(...page.items.map((entry) => entry.id));
          cursor = made!.next ?? undefined;
          pages++;
        } while (cursor !== undefined);
        // Every entry of mine once, in order, and nobody else's.
        expect(seen).toHaveLength(23);
        expect(new Set(seen)).toEqual(mine);
        expect(pages).toBe(Math.ceil(23 / limit));
      }
    }
    expect(journal.pageJson({ limit: 200 })!.json).toContain('\\u0000\\u0001');
    expect(store.forUser('nobody').journal.pageJson({ limit: 20 })).toEqual({ json: '[]', next: null });
  });

  it('is not used for a search, an unpaged list, or inside a transaction', async () => {
    const journal = store.forUser(me).journal;
    expect(journal.pageJson({ query: 'Entry', limit: 5 })).toBeNull();
    expect(journal.pageJson({ query: '  ', limit: 5 })).not.toBeNull();
    expect(journal.pageJson({})).toBeNull();
    await handle.db.transaction().execute(async () => {
      // Another request's page while a transaction is open on the one connection.
      expect(store.forUser(me).journal.pageJson({ limit: 5 })).toBeNull();
    });
    expect(journal.pageJson({ limit: 5 })).not.toBeNull();
  });

  it('leaves a row the API’s schema would refuse to the object path, and reads an unknown kind as it does', async () => {
    const journal = store.forUser(other).journal;
    const insert = (id: string, kind: string) =>
      sql`insert into journal_entries (id, user_id, kind, analysis_id, source_id, preview, dominant_tones, created_at)
          values (${id}, ${other}, ${kind}, null, ${`odd-${id.length}`}, 'odd', '[]', '2030-01-01T00:00:00.000Z')`.execute(
        handle.raw,
      );
    await insert('odd-kind', 'letter');
    const unknownKind = journal.pageJson({ limit: 3 });
    expect(unknownKind!.json).toBe(JSON.stringify((await journal.page({ limit: 3 })).items));
    expect(JSON.parse(unknownKind!.json)[0]).toMatchObject({ id: 'odd-kind', kind: 'analysis' });
    await insert('x'.repeat(65), 'analysis');
    expect(journal.pageJson({ limit: 3 })).toBeNull();
    await sql`delete from journal_entries where id = ${'x'.repeat(65)}`.execute(handle.raw);
    await sql`update journal_entries set preview = x'3432' where id = 'odd-kind'`.execute(handle.raw);
    expect(journal.pageJson({ limit: 3 })).toBeNull();
    await sql`delete from journal_entries where id = 'odd-kind'`.execute(handle.raw);
    expect(journal.pageJson({ limit: 3 })).not.toBeNull();
  });
});

describe.each(testDatabaseNames.filter((name) => name !== 'sqlite'))('journal page as JSON on %s', (name) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(name);
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('is not made there: the object path answers', () => {
    expect(new Store(handle).forUser('anyone').journal.pageJson({ limit: 5 })).toBeNull();
  });
});
