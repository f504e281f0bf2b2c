/**
 * The hot reads run straight on better-sqlite3 (./direct-reads.ts) and answer exactly as Kysely
 * would: the same rows, keys and key order; never another request's uncommitted writes (a read
 * while the connection is inside a transaction waits for it, as through Kysely); a session
 * ended through another connection (another process) stops at once; a statement whose columns
 * changed under it is read with its new columns.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { readRows } from './direct-reads';
import { migrateToLatest } from './migrations';
import { Precompiled, slot } from './precompiled';
import { Store } from './store';

describe('direct reads on SQLite', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /** A second connection, as another process would see the database. */
  let other: DatabaseHandle;
  let store: Store;
  let userId: string;

  beforeAll(async () => {
    database = sqliteDatabase();
    handle = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    await migrateToLatest(handle);
    other = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    store = new Store(handle);
    userId = (
      await store.users.createLocal({ email: 'reader@example.com', passwordHash: 'x', firstName: 'R' })
    ).id;
    const journal = store.forUser(userId).journal;
    for (let n = 0; n < 5; n++) {
      await journal.add({
        kind: 'analysis',
        sourceId: `source-${n}`,
        analysisId: null,
        preview: `Entry ${n}`,
        searchBody: `Entry ${n}`,
        dominantTones: ['suspended'],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      });
    }
  });

  afterAll(async () => {
    await other?.close();
    await handle?.close();
    await database?.drop();
  });

  const pageQuery = () =>
    new Precompiled(
      handle.db
        .selectFrom('journalEntries')
        .selectAll('journalEntries')
        .where('journalEntries.userId', '=', slot('userId'))
        .orderBy('journalEntries.createdAt', 'desc')
        .orderBy('journalEntries.id', 'desc')
        .limit(slot<number>('read')),
      ['userId', 'read'],
    );

  it('gives Kysely’s rows: the same values, keys and key order', async () => {
    const page = pageQuery();
    for (const read of [1, 3, 10]) {
      const query = page.bind({ userId, read });
      const direct = await readRows(handle.db, query);
      const kysely = (await handle.db.executeQuery(query)).rows;
      expect(direct).toHaveLength(Math.min(read, 5));
      expect(JSON.stringify(direct)).toBe(JSON.stringify(kysely));
      expect(Object.keys(direct[0] as object)).toContain('createdAt');
    }
    const { token } = await store.sessions.create(userId);
    const session = await store.sessions.resolve(token);
    expect(session?.user).toMatchObject({ id: userId, email: 'reader@example.com', firstName: 'R' });
  });

  it('never reads another request’s uncommitted writes: inside a transaction it waits for it', async () => {
    const page = pageQuery().bind({ userId, read: 100 });
    let during: Promise<unknown[]> | undefined;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('journalEntries').where('userId', '=', userId).execute();
        // Another request's read, while this transaction has deleted every entry.
        during = readRows(handle.db, page);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Read after the rollback, not inside the transaction: every entry is still there.
    expect(await during).toHaveLength(5);
  });

  it('a session ended through another connection stops the next lookup at once', async () => {
    const { token } = await store.sessions.create(userId);
    expect(await store.sessions.resolve(token)).not.toBeNull();
    const ended = new Store(other);
    await ended.sessions.delete(token);
    expect(await store.sessions.resolve(token)).toBeNull();
  });

  it('reads a statement’s new columns after the table changed under it', async () => {
    const query = new Precompiled(
      handle.db.selectFrom('journalEntries').selectAll().where('userId', '=', slot('userId')).limit(1),
      ['userId'],
    ).bind({ userId });
    expect(Object.keys((await readRows(handle.db, query))[0] as object)).not.toContain('extraNote');
    await sql`alter table journal_entries add column extra_note text default 'x'`.execute(other.raw);
    const [row] = await readRows(handle.db, query);
    expect(row).toMatchObject({ extraNote: 'x' });
    expect(JSON.stringify([row])).toBe(JSON.stringify((await handle.db.executeQuery(query)).rows));
  });
});
