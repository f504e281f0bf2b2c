/**
 * On SQLite the storage quota reads a running total kept by triggers (migration 0009) instead
 * of summing every row: it must equal the sum after every kind of write, delete and account
 * deletion, and leave nothing of a deleted account behind.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JournalList } from '@contract/journal';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { writeEverything } from '../testing/everything';
import { createTestApp, type TestApp } from '../testing/harness';
import { openDatabase } from './db';
import { up, USAGE_TEXT_COLUMNS } from './migrations/0009-storage-usage';
import { TEXT_COLUMNS } from './usage';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe('stored bytes on SQLite (the running total)', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let t: TestApp | null = null;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    await t?.close();
    t = null;
  });
  afterAll(() => database?.drop());

  it('counts the columns the quota counts', () => {
    expect(USAGE_TEXT_COLUMNS).toEqual(
      TEXT_COLUMNS.map(([table, columns]) => [snake(table), columns.map(snake)]),
    );
  });

  it('equals the sum over every row after writes, updates and deletes, and goes with the account', async () => {
    t = await createTestApp({ DATA_DIR: database.dataDir });
    const app = t;
    const alice = await app.signUp('alice');
    const bob = await app.signUp('bob');
    const usage = (id: string) => app.app.store.forUser(id).usage;
    const agree = async (id: string) => {
      const kept = await usage(id).bytes();
      expect(kept).toBe(await usage(id).summed());
      return kept;
    };
    expect(await agree(alice.user.id)).toBe(0);

    // Analyses, alternative wordings, reflections, framed conversations, signature entries.
    await writeEverything(app, alice, 'Café naïve — the rain felt kind. 😊');
    await writeEverything(app, bob, 'Ünïcödé words for the quota.');
    const aliceAfterWriting = await agree(alice.user.id);
    expect(aliceAfterWriting).toBeGreaterThan(0);
    await agree(bob.user.id);

    // An update of a counted column.
    const analyses = app.app.store.forUser(alice.user.id).analyses;
    const [analysis] = await analyses.list(1);
    expect(await analyses.setAlternativeText(analysis!.id, 'ü'.repeat(100))).toBe(true);
    expect(await agree(alice.user.id)).not.toBe(aliceAfterWriting);

    // Deleting journal entries deletes the items behind them.
    const journal = JournalList.parse((await app.request('GET', '/api/journal', { as: alice })).json());
    for (const entry of journal) {
      expect((await app.request('DELETE', `/api/journal/${entry.id}`, { as: alice })).statusCode).toBe(204);
    }
    await agree(alice.user.id);
    await writeEverything(app, alice, 'Once more, after the deletes.');

    // An account deletion cascades to every row and leaves no total behind.
    const bobBytes = await agree(bob.user.id);
    expect(bobBytes).toBeGreaterThan(0);
    expect((await app.request('DELETE', '/api/account', { as: bob })).statusCode).toBe(204);
    expect(await agree(bob.user.id)).toBe(0);
    const handle = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    try {
      const rows = await handle.db.selectFrom('storageUsage').select('userId').execute();
      expect(rows.map((row) => row.userId)).toEqual([alice.user.id]);
      // A database that already held data when it reached migration 0009 starts from the sums.
      const before = await agree(alice.user.id);
      expect(before).toBeGreaterThan(0);
      for (const [table] of USAGE_TEXT_COLUMNS) {
        for (const change of ['insert', 'delete', 'update']) {
          await sql.raw(`drop trigger ${table}_usage_${change}`).execute(handle.raw);
        }
      }
      await sql`drop trigger users_usage_delete`.execute(handle.raw);
      await sql`drop table storage_usage`.execute(handle.raw);
      await up(handle.raw, 'sqlite');
      expect(await agree(alice.user.id)).toBe(before);
    } finally {
      await handle.close();
    }
  });
});
