/**
 * Kept sessions on SQLite (ADR 0038): a repeated lookup is answered without a statement, and
 * anything that could change the answer makes the next lookup read the database again: another
 * connection's commit (another process), this connection's change to a session or a user in any
 * statement, a journal write, the clock passing the expiry.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../testing/databases';
import { openDatabase, SQLITE_FILE, type DatabaseHandle } from './db';
import { migrateToLatest } from './migrations';
import { SESSION_TTL_MS } from './sessions';
import { Store } from './store';

/** Statements run on any better-sqlite3 connection of this process while `during` runs. */
async function statementsDuring(during: () => Promise<unknown>): Promise<number> {
  const prototype = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<
    'all' | 'get' | 'run' | 'iterate',
    (...args: unknown[]) => unknown
  >;
  const spies = (['all', 'get', 'run', 'iterate'] as const).map((name) => vi.spyOn(prototype, name));
  try {
    await during();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('sessions kept on SQLite', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let store: Store;
  let other: Database.Database;
  let now = Date.parse('2026-03-01T09:00:00.000Z');

  const newUser = (name: string) =>
    store.users.createLocal({
      email: `${name}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: name,
      lastName: 'Kept',
    });

  beforeEach(async () => {
    dataDir = tempDir();
    handle = openDatabase({ databaseUrl: null, dataDir });
    store = new Store(handle, () => now);
    await migrateToLatest(handle);
    // Another connection to the same file, as `tonelens import` or a second server has.
    other = new Database(path.join(dataDir, SQLITE_FILE));
  });
  afterEach(async () => {
    other.close();
    await handle.close();
  });

  it('answers a repeated lookup with no statement but the data-version check', async () => {
    const user = await newUser('repeat');
    const { token } = await store.sessions.create(user.id);
    expect((await store.sessions.resolve(token))?.user.id).toBe(user.id);
    // One statement: PRAGMA data_version. The lookup itself (sessions joined with users) is not run.
    const statements = await statementsDuring(async () => {
      const again = await store.sessions.resolve(token);
      expect(again?.user.firstName).toBe('repeat');
    });
    expect(statements).toBe(1);
  });

  it('reads again after another connection commits, to any table', async () => {
    const user = await newUser('elsewhere');
    const { token } = await store.sessions.create(user.id);
    await store.sessions.resolve(token);
    other.prepare("update users set first_name = 'Renamed' where id = ?").run(user.id);
    expect((await store.sessions.resolve(token))?.user.firstName).toBe('Renamed');

    other.prepare('delete from sessions where user_id = ?').run(user.id);
    expect(await store.sessions.resolve(token)).toBeNull();
  });

  it("sees this connection's own changes to sessions and users, whatever statement made them", async () => {
    const user = await newUser('own');
    const { token } = await store.sessions.create(user.id);
    await store.sessions.resolve(token);
    // Not through the sessions repository: a plain statement on the same connection.
    await handle.db.updateTable('users').set({ lastName: 'Changed' }).where('id', '=', user.id).execute();
    expect((await store.sessions.resolve(token))?.user.lastName).toBe('Changed');

    await handle.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await store.sessions.resolve(token)).toBeNull();
  });

  it('ends a session ended by the repository, for every token of the user', async () => {
    const user = await newUser('ended');
    const phone = await store.sessions.create(user.id);
    const laptop = await store.sessions.create(user.id);
    await store.sessions.resolve(phone.token);
    await store.sessions.resolve(laptop.token);
    await store.sessions.delete(phone.token);
    expect(await store.sessions.resolve(phone.token)).toBeNull();
    expect(await store.sessions.resolve(laptop.token)).not.toBeNull();
    await store.sessions.deleteAllOf(user.id);
    expect(await store.sessions.resolve(laptop.token)).toBeNull();
  });

  it('follows the journal version through writes here and elsewhere', async () => {
    const user = await newUser('journal');
    const { token } = await store.sessions.create(user.id);
    const versionNow = async () => {
      await store.sessions.resolve(token); // as on a request: the session first, then the version
      return store.sessions.journalVersion(user.id);
    };
    expect(await versionNow()).toBe(0);
    const kept = await statementsDuring(versionNow);
    expect(kept).toBe(1); // the data-version check alone
    // Migration 0013's triggers keep journal_versions; here it is written as they would.
    await handle.db.insertInto('journalVersions').values({ userId: user.id, version: 1 }).execute();
    expect(await versionNow()).toBe(1);
    await handle.db
      .updateTable('journalVersions')
      .set({ version: 2 })
      .where('userId', '=', user.id)
      .execute();
    expect(await versionNow()).toBe(2);
    other.prepare('update journal_versions set version = 7 where user_id = ?').run(user.id);
    expect(await versionNow()).toBe(7);
    // Kept apart from the session: a journal write leaves the session kept.
    await handle.db
      .updateTable('journalVersions')
      .set({ version: 8 })
      .where('userId', '=', user.id)
      .execute();
    expect(await statementsDuring(() => store.sessions.resolve(token))).toBe(1);
    expect(await versionNow()).toBe(8);
  });

  it('ends a kept session at its expiry by the clock alone', async () => {
    const user = await newUser('expiry');
    const { token } = await store.sessions.create(user.id);
    await store.sessions.resolve(token);
    now += SESSION_TTL_MS - 1000;
    expect(await store.sessions.resolve(token)).not.toBeNull();
    now += 2000;
    expect(await store.sessions.resolve(token)).toBeNull();
  });

  it('gives every request its own copy of the session, around one frozen user', async () => {
    const user = await newUser('frozen');
    const { token } = await store.sessions.create(user.id);
    const first = (await store.sessions.resolve(token))!;
    const second = (await store.sessions.resolve(token))!;
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second.user)).toBe(true);
    expect(() => {
      (second.user as { firstName: string | null }).firstName = 'Mallory';
    }).toThrow(TypeError);
  });
});
