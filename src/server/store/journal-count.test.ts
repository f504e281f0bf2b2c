/**
 * The card's 'N entries' reads a count kept by triggers (migration 0010) instead of counting
 * the journal: it must equal the real number of entries after every kind of write, delete,
 * import and account deletion, and leave nothing of a deleted account behind.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JournalCount, JournalList } from '@contract/journal';
import { csvOf } from '../import/samples';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { writeEverything } from '../testing/everything';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';
import { openDatabase, type DatabaseHandle } from './db';
import { FOLD_AT } from './journal';
import { up } from './migrations/0010-journal-counts';

noticeIfPostgresSkipped();

/** Removes what migration 0010 made, so that running it again starts from the entries there. */
async function undoMigration(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'sqlite') {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger journal_entries_count_${trigger}`).execute(handle.raw);
    }
    await sql`drop trigger users_journal_count_delete`.execute(handle.raw);
    await sql`drop table journal_counts`.execute(handle.raw);
  } else {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger journal_entries_count_${trigger} on journal_entries`).execute(handle.raw);
    }
    await sql`drop trigger users_journal_count_delete on users`.execute(handle.raw);
    for (const change of ['added', 'removed', 'moved']) {
      await sql.raw(`drop function journal_entries_count_${change}()`).execute(handle.raw);
    }
    await sql`drop function users_journal_count_delete()`.execute(handle.raw);
    await sql`drop table journal_count_deltas`.execute(handle.raw);
  }
}

describe.each(testDatabaseNames)(
  'the journal count on %s (kept by triggers)',
  { timeout: 120_000 },
  (name) => {
    let database: TestDatabase;
    let t: TestApp | null = null;
    beforeAll(async () => {
      database = await createTestDatabase(name);
    });
    afterEach(async () => {
      await t?.close();
      t = null;
    });
    afterAll(() => database?.drop());

    it('equals the number of entries after writes, updates, deletes, imports and an account deletion', async () => {
      t = await createTestApp({
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      });
      const app = t;
      const alice = await app.signUp('alice');
      const bob = await app.signUp('bob');
      const shown = async (as: TestUser) =>
        JournalCount.parse((await app.request('GET', '/api/journal/count', { as })).json()).entries;
      const listed = async (as: TestUser) =>
        JournalList.parse((await app.request('GET', '/api/journal', { as })).json());
      // The figure the card shows, the real count and the list all agree.
      const agree = async (as: TestUser) => {
        const entries = await shown(as);
        expect(entries).toBe(await app.app.store.forUser(as.user.id).journal.counted());
        expect(entries).toBe((await listed(as)).length);
        return entries;
      };
      expect(await agree(alice)).toBe(0);

      // An analysis, a reflection and a framed conversation each add an entry.
      await writeEverything(app, alice, 'The rain felt kind today.');
      await writeEverything(app, bob, 'Bob writes once.');
      expect(await agree(alice)).toBe(3);
      expect(await agree(bob)).toBe(3);

      // Updates: an alternative wording changes the analysis, not the number of entries; an
      // entry moved to another user (no route does this, the trigger must still follow it).
      await writeEverything(app, alice, 'A second day.');
      expect(await agree(alice)).toBe(6);
      const [moved] = await listed(alice);
      const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        await handle.db
          .updateTable('journalEntries')
          .set({ userId: bob.user.id })
          .where('id', '=', moved!.id)
          .execute();
        expect(await agree(alice)).toBe(5);
        expect(await agree(bob)).toBe(4);

        // Deleting entries (and the items behind them).
        for (const entry of (await listed(alice)).slice(0, 2)) {
          expect((await app.request('DELETE', `/api/journal/${entry.id}`, { as: alice })).statusCode).toBe(
            204,
          );
        }
        expect(await agree(alice)).toBe(3);

        // An import adds many at once; more than FOLD_AT, so PostgreSQL folds its rows on read.
        const imported = await app.app.inject({
          method: 'POST',
          url: '/api/import?name=journal.csv',
          payload: Buffer.from(csvOf(FOLD_AT + 6)),
          headers: { 'content-type': 'application/octet-stream', cookie: alice.cookie },
        });
        expect(imported.statusCode, imported.body).toBe(200);
        expect(await agree(alice)).toBe(3 + FOLD_AT + 6);
        if (handle.dialect === 'postgres') {
          const rows = await handle.db
            .selectFrom('journalCountDeltas')
            .select('entries')
            .where('userId', '=', alice.user.id)
            .execute();
          expect(rows.map((row) => Number(row.entries))).toEqual([3 + FOLD_AT + 6]);
        }
        await writeEverything(app, alice, 'After the import.');
        expect(await agree(alice)).toBe(3 + FOLD_AT + 6 + 3);

        // An account deletion takes its count with it; the other user's stays right.
        expect((await app.request('DELETE', '/api/account', { as: bob })).statusCode).toBe(204);
        expect(await app.app.store.forUser(bob.user.id).journal.count()).toBe(0);
        const table = handle.dialect === 'sqlite' ? 'journalCounts' : 'journalCountDeltas';
        const owners = await handle.db.selectFrom(table).select('userId').distinct().execute();
        expect(owners.map((row) => row.userId)).toEqual([alice.user.id]);

        // A database that already held entries when it reached migration 0010 starts from their count.
        const before = await agree(alice);
        await undoMigration(handle);
        await up(handle.raw, handle.dialect);
        expect(await agree(alice)).toBe(before);
      } finally {
        await handle.close();
      }
    });
  },
);
