/**
 * PostgreSQL's prepared statements (./prepared.ts; runs when TEST_DATABASE_URL is set): a
 * repeated query is prepared once per connection and answers as before, a connection holds at
 * most MAX_PREPARED of them, and a table changed by another process costs one failed query, not
 * a connection that fails for good.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noticeIfPostgresSkipped,
  postgresDatabase,
  postgresUrl,
  type TestDatabase,
} from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './migrations';
import { MAX_PREPARED } from './prepared';
import { Store } from './store';

noticeIfPostgresSkipped();

describe.skipIf(!postgresUrl)('prepared statements on postgres', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /** Another process's connection, for the schema change. */
  let other: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    database = await postgresDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle);
    userId = (await new Store(handle).users.createLocal({ email: 'p@example.com', passwordHash: 'x' })).id;
  });

  afterAll(async () => {
    await other?.close();
    await handle?.close();
    await database?.drop();
  });

  /** Runs `work` on one connection of the pool and the statements that connection has prepared. */
  const onOneConnection = <T>(work: (db: DatabaseHandle['db']) => Promise<T>) =>
    handle.db.connection().execute(async (db) => {
      const value = await work(db);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      );
      return { value, prepared: rows.map((row) => row.statement) };
    });

  it('prepares a repeated query once per connection, and it answers as an unnamed one did', async () => {
    const store = new Store(handle);
    const mine = store.forUser(userId);
    const saved = await mine.analyses.create({ inputText: 'A steady, grateful morning.', mode: 'full' });
    const { value, prepared } = await onOneConnection(async (db) => {
      const read = () => db.selectFrom('analyses').selectAll().where('userId', '=', userId).execute();
      return [await read(), await read(), await read()];
    });
    expect(value[0]).toHaveLength(1);
    expect(value[0]![0]!.id).toBe(saved.id);
    expect(value[1]).toEqual(value[0]);
    expect(value[2]).toEqual(value[0]);
    expect(prepared.filter((text) => text.includes('from "analyses"'))).toHaveLength(1);
    // The journal's search is left to plan afresh for its words.
    const { prepared: afterSearch } = await onOneConnection(async () =>
      mine.journal.list({ query: 'steady' }),
    );
    expect(afterSearch.some((text) => text.includes('to_tsquery'))).toBe(false);
  });

  it(`keeps at most ${MAX_PREPARED} statements on a connection; the rest still answer`, async () => {
    const { value, prepared } = await onOneConnection(async (db) => {
      const answers: number[] = [];
      for (let n = 0; n < MAX_PREPARED + 20; n++) {
        const { rows } = await sql<{ n: number }>`select ${n}::int + ${sql.raw(String(n))} as n`.execute(db);
        answers.push(rows[0]!.n);
      }
      return answers;
    });
    expect(value).toEqual(Array.from({ length: MAX_PREPARED + 20 }, (_, n) => 2 * n));
    expect(prepared.length).toBeLessThanOrEqual(MAX_PREPARED);
  });

  it('a table another process changed fails one query; the next answers on a fresh connection', async () => {
    // A pool of its own: the connections above may be full of prepared statements already.
    const fresh = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const read = () =>
      fresh.db.selectFrom('signatureEntries').selectAll().where('userId', '=', userId).execute();
    // One query at a time: the pool hands the same idle connection back.
    await read();
    await read();
    await sql`alter table signature_entries add column prepared_test text`.execute(other.raw);
    // The connection's prepared `select *` was planned for the old columns.
    await expect(read()).rejects.toThrow('cached plan must not change result type');
    try {
      expect(await read()).toEqual([]);
      expect(await read()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
