/**
 * The journal page cache (ADR 0037): a page answered before is sent again only while the user's
 * journal version, read from the database with the session, is the one it was answered at. So a
 * change made by this process, by another connection to the same SQLite file (`tonelens import`
 * beside the server) or, on PostgreSQL (no cache), by another app instance shows on the next read;
 * another user never gets the page; a deleted account's pages are not sent.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalList } from '@contract/journal';
import { SQLITE_FILE } from '../store/db';
import { postgresDatabase, postgresUrl, tempDir, type TestDatabase } from '../testing/databases';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';

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

describe('journal pages on SQLite, kept while the journal version holds', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: TestUser;
  let bob: TestUser;
  let other: Database.Database;

  beforeEach(async () => {
    dataDir = tempDir();
    t = await createTestApp({ DATA_DIR: dataDir });
    alice = await t.signUp('alice');
    bob = await t.signUp('bob');
    // Another connection to the same file, as `tonelens import` or a second process has.
    other = new Database(path.join(dataDir, SQLITE_FILE));
  });
  afterEach(async () => {
    other.close();
    await t.close();
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

    other.prepare('update journal_entries set preview = ? where id = ?').run('Edited elsewhere.', id);
    expect((await page(t, alice)).items.map((item) => item.preview)).toEqual(['Edited elsewhere.']);

    other
      .prepare(
        `insert into journal_entries (id, user_id, kind, analysis_id, source_id, preview, dominant_tones, created_at)
         values (?, ?, 'analysis', null, ?, ?, '[]', ?)`,
      )
      .run(
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

    other.prepare('delete from journal_entries where id = ?').run('imported-1');
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
    other.pragma('foreign_keys = on');
    other.prepare('delete from users where id = ?').run(alice.user.id);
    expect((await t.request('GET', '/api/journal?limit=2', { as: alice })).statusCode).toBe(401);
  });
});

describe.runIf(postgresUrl)('journal pages on PostgreSQL, two app instances', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('show on one instance what the other wrote, edited and deleted', async () => {
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
    expect(a.app.store.journalPages.size).toBe(0);
  });
});
