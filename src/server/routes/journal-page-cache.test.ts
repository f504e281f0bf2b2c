/**
 * The journal page cache (ADRs 0037, 0042): a page answered before is sent again only while the
 * user's journal version, read from the database, is the one it was answered at. So a change made
 * by this process, by another connection to the same database (`tonelens import` beside the server,
 * another app instance on PostgreSQL) shows on the next read; another user never gets the page; a
 * deleted account's pages are not sent. Every test runs on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalList } from '@contract/journal';
import { SQLITE_FILE } from '../store/db';
import { FOLD_AT } from '../store/journal';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  postgresDatabase,
  postgresUrl,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';

noticeIfPostgresSkipped();

const analyse = async (t: TestApp, as: TestUser, inputText: string): Promise<string> => {
  const response = await t.request('POST', '/api/analyse', { as, body: { inputText, mode: 'full' } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
};

const page = async (t: TestApp, as: TestUser, query = '?limit=2') => {
  const response = await t.request('GET', `/api/journal${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  // Every header but the date: a kept page must be answered as the page it repeats was.
  const { date: _date, ...headers } = response.headers;
  return {
    items: JournalList.parse(response.json()),
    link: response.headers.link,
    body: response.body,
    headers,
  };
};

/** Another connection to the app's database, as `tonelens import` or a second process has. */
interface OtherConnection {
  /** Runs one statement; `?` marks each parameter. */
  run(statement: string, ...parameters: unknown[]): Promise<void>;
  /** The first column of a query's first row. */
  value(statement: string, ...parameters: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

async function otherConnection(database: TestDatabase): Promise<OtherConnection> {
  if (database.databaseUrl === null) {
    const other = new Database(path.join(database.dataDir, SQLITE_FILE));
    // As the app's own connection has it, so an account's deletion cascades.
    other.pragma('foreign_keys = on');
    return {
      run: async (statement, ...parameters) => void other.prepare(statement).run(...parameters),
      value: async (statement, ...parameters) =>
        other
          .prepare(statement)
          .pluck()
          .get(...parameters),
      close: async () => void other.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const query = (statement: string, parameters: unknown[]) => {
    let n = 0;
    return client.query({
      text: statement.replace(/\?/g, () => `$${++n}`),
      values: parameters,
      rowMode: 'array',
    });
  };
  return {
    run: async (statement, ...parameters) => void (await query(statement, parameters)),
    value: async (statement, ...parameters) => (await query(statement, parameters)).rows[0]?.[0],
    close: () => client.end(),
  };
}

describe.each(testDatabaseNames)('journal pages on %s, kept while the journal version holds', (name) => {
  let t: TestApp;
  let database: TestDatabase;
  let alice: TestUser;
  let bob: TestUser;
  let other: OtherConnection;

  beforeEach(async () => {
    database = await createTestDatabase(name);
    t = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    alice = await t.signUp('alice');
    bob = await t.signUp('bob');
    other = await otherConnection(database);
  });
  afterEach(async () => {
    await other.close();
    await t.close();
    await database.drop();
  });

  it('sends a kept page again, byte for byte, with its Link header', async () => {
    for (const text of ['One calm morning.', 'Two busy days.', 'Three quiet nights.'])
      await analyse(t, alice, text);
    const first = await page(t, alice);
    expect(t.app.store.journalPages.size).toBe(1);
    const second = await page(t, alice);
    expect(second.body).toBe(first.body);
    expect(second.link).toBe(first.link);
    // Security headers, no-store, type and length: the same as the answer that was read.
    expect(second.headers).toEqual(first.headers);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-security-policy']).toBeDefined();
    expect(first.link).toMatch(/rel="next"/);
    expect(first.items).toHaveLength(2);
    // The next page by its cursor is another URL, read and kept on its own.
    const next = /<([^>]+)>/.exec(first.link as string)![1]!;
    const rest = await page(t, alice, next.slice('/api/journal'.length));
    expect(rest.items.map((item) => item.preview)).toEqual(['One calm morning.']);
  });

  it('shows a write, an edit and a delete made by this process', async () => {
    await analyse(t, alice, 'The first entry.');
    expect((await page(t, alice)).items).toHaveLength(1);
    await analyse(t, alice, 'The second entry.');
    const two = await page(t, alice);
    expect(two.items.map((item) => item.preview)).toEqual(['The second entry.', 'The first entry.']);
    const deleted = await t.request('DELETE', `/api/journal/${two.items[0]!.id}`, { as: alice });
    expect(deleted.statusCode).toBe(204);
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['The first entry.']);
  });

  it('shows an insert, an edit and a delete made through another connection', async () => {
    await analyse(t, alice, 'Written by the server.');
    const before = await page(t, alice);
    expect(before.items).toHaveLength(1);
    const id = before.items[0]!.id;

    await other.run('update journal_entries set preview = ? where id = ?', 'Edited elsewhere.', id);
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['Edited elsewhere.']);

    await other.run(
      `insert into journal_entries (id, user_id, kind, analysis_id, source_id, preview, dominant_tones, created_at)
         values (?, ?, 'analysis', null, ?, ?, '[]', ?)`,
      'imported-1',
      alice.user.id,
      'source-imported-1',
      'Imported elsewhere.',
      '2999-01-01T00:00:00.000Z',
    );
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual([
      'Imported elsewhere.',
      'Edited elsewhere.',
    ]);

    await other.run('delete from journal_entries where id = ?', 'imported-1');
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['Edited elsewhere.']);
  });

  it('never sends one user a page kept for another, even at the same URL and version', async () => {
    await analyse(t, alice, 'Alice wrote this.');
    await analyse(t, bob, 'Bob wrote this.');
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['Alice wrote this.']);
    expect((await page(t, bob)).items.map((item) => item.preview)).toEqual(['Bob wrote this.']);
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['Alice wrote this.']);
    // A user without entries has version 0, as a new one would: still their own (empty) page.
    const carol = await t.signUp('carol');
    expect((await page(t, carol)).items).toEqual([]);
  });

  it('does not keep searches', async () => {
    await analyse(t, alice, 'A harbour at dawn.');
    expect((await page(t, alice, '?limit=2&q=harbour')).items).toHaveLength(1);
    expect(t.app.store.journalPages.size).toBe(0);
  });

  it('keeps a refused query refused', async () => {
    await analyse(t, alice, 'Anything.');
    for (let i = 0; i < 2; i++) {
      const response = await t.request('GET', '/api/journal?limit=0', { as: alice });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.request('GET', '/api/journal?limit=2')).statusCode).toBe(401);
  });

  it('sends no page of a deleted account, and drops them', async () => {
    await analyse(t, alice, 'Soon gone.');
    expect((await page(t, alice)).items).toHaveLength(1);
    const deleted = await t.request('DELETE', '/api/account', { as: alice });
    expect(deleted.statusCode).toBe(204);
    expect(t.app.store.journalPages.size).toBe(0);
    expect((await t.request('GET', '/api/journal?limit=2', { as: alice })).statusCode).toBe(401);
  });

  it('sends no page of an account deleted through another connection', async () => {
    await analyse(t, alice, 'Gone elsewhere.');
    expect((await page(t, alice)).items).toHaveLength(1);
    await other.run('delete from users where id = ?', alice.user.id);
    expect((await t.request('GET', '/api/journal?limit=2', { as: alice })).statusCode).toBe(401);
  });

  it.runIf(name === 'postgres')(
    'folds the version’s rows without changing the version or what the page shows',
    async () => {
      await analyse(t, alice, 'Written once.');
      await page(t, alice);
      // Each statement of another connection adds a row (migration 0014): one entry updated
      // counts its old and its new row.
      for (let i = 0; i <= FOLD_AT; i++)
        await other.run(
          'update journal_entries set preview = ? where user_id = ?',
          `Edit ${i}.`,
          alice.user.id,
        );
      const rows = () =>
        other.value('select count(*)::int from journal_changes where user_id = ?', alice.user.id);
      expect(await rows()).toBe(FOLD_AT + 2);
      const version = 1 + 2 * (FOLD_AT + 1);
      // The read sums the rows, then folds them into one: the same sum.
      expect(await t.app.store.sessions.journalVersion(alice.user.id)).toBe(version);
      expect(await rows()).toBe(1);
      expect(await t.app.store.sessions.journalVersion(alice.user.id)).toBe(version);
      const edited = await page(t, alice);
      expect(edited.items.map((item) => item.preview)).toEqual([`Edit ${FOLD_AT}.`]);
      expect((await page(t, alice)).body).toBe(edited.body);
      // A page request reads the version with the session and folds the same way.
      for (let i = 0; i <= FOLD_AT; i++)
        await other.run(
          'update journal_entries set preview = ? where user_id = ?',
          `Again ${i}.`,
          alice.user.id,
        );
      expect(await rows()).toBe(FOLD_AT + 2);
      expect((await page(t, alice)).items.map((item) => item.preview)).toEqual([`Again ${FOLD_AT}.`]);
      expect(await rows()).toBe(1);
      expect(await t.app.store.sessions.journalVersion(alice.user.id)).toBe(version + 2 * (FOLD_AT + 1));
      // Bob's version is his own, and the account's deletion takes Alice's rows with it.
      expect(await t.app.store.sessions.journalVersion(bob.user.id)).toBe(0);
      await other.run('delete from users where id = ?', alice.user.id);
      expect(await rows()).toBe(0);
    },
  );
});

describe.runIf(postgresUrl)('journal pages on PostgreSQL, two app instances', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('show on one instance what the other wrote and deleted', async () => {
    database = await postgresDatabase();
    const env = { DATABASE_URL: database.databaseUrl! };
    apps.push(await createTestApp({ ...env, DATA_DIR: database.dataDir + '/a' }));
    apps.push(await createTestApp({ ...env, DATA_DIR: database.dataDir + '/b' }));
    const [a, b] = apps as [TestApp, TestApp];
    const alice = await a.signUp('alice');
    await analyse(a, alice, 'Written on A.');
    expect((await page(a, alice)).items.map((item) => item.preview)).toEqual(['Written on A.']);
    await analyse(b, alice, 'Written on B.');
    const both = await page(a, alice);
    expect(both.items.map((item) => item.preview)).toEqual(['Written on B.', 'Written on A.']);
    expect((await b.request('DELETE', `/api/journal/${both.items[0]!.id}`, { as: alice })).statusCode).toBe(
      204,
    );
    expect((await page(a, alice)).items.map((item) => item.preview)).toEqual(['Written on A.']);
    // A reads the page it keeps again while nothing changes (ADR 0042): the same bytes.
    const kept = await page(a, alice);
    expect(kept.items.map((item) => item.preview)).toEqual(['Written on A.']);
    expect(a.app.store.journalPages.size).toBe(1);
  });
});
