import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountExport } from '@contract/account';
import { User } from '@contract/auth';
import {
  createTestApp,
  expectForeignOriginRefused,
  expectGuarded,
  expectInvalid,
  expectMalformedJson,
  expectTooLarge,
  type TestApp,
  type TestUser,
} from '../testing/harness';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { writeEverything } from '../testing/everything';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
});
afterAll(() => t.close());

describe('GET and PATCH /api/account', () => {
  it('reads and updates my names and language', async () => {
    expect(User.parse((await t.request('GET', '/api/account', { as: alice })).json())).toEqual(alice.user);
    const response = await t.request('PATCH', '/api/account', {
      as: alice,
      body: { firstName: ' Alicia ', lastName: 'Liddell', language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(User.parse(response.json())).toMatchObject({
      firstName: 'Alicia',
      lastName: 'Liddell',
      language: 'fr',
    });
    expect(User.parse((await t.request('GET', '/api/auth/user', { as: alice })).json()).language).toBe('fr');
    const cleared = await t.request('PATCH', '/api/account', { as: alice, body: { lastName: null } });
    expect(User.parse(cleared.json())).toMatchObject({ firstName: 'Alicia', lastName: null });
    // Bob is untouched.
    expect(User.parse((await t.request('GET', '/api/account', { as: bob })).json())).toEqual(bob.user);
  });

  it('refuses each invalid field', async () => {
    const patch = (body: unknown) => t.request('PATCH', '/api/account', { as: alice, body });
    expectInvalid(await patch({ language: 'it' }), 'language');
    expectInvalid(await patch({ firstName: 'x'.repeat(101) }), 'firstName');
    expectInvalid(await patch({ lastName: 3 }), 'lastName');
    expectInvalid(await patch({ email: 'new@example.com' }), '');
    expectInvalid(await patch({}), '', 'Nothing to update.');
    await expectMalformedJson(t, alice, 'PATCH', '/api/account');
  });

  it('answers 401, 413 and 403 as every route does', async () => {
    await expectGuarded(t, 'GET', '/api/account');
    await expectGuarded(t, 'PATCH', '/api/account', { language: 'de' });
    await expectTooLarge(t, alice, 'PATCH', '/api/account');
    await expectForeignOriginRefused(t, alice, 'PATCH', '/api/account', { language: 'de' });
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything I own, and nothing of anyone else’s', async () => {
    await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: 'Alice wrote this.', mode: 'full' },
    });
    await t.request('POST', '/api/analyse', {
      as: bob,
      body: { inputText: 'Bob wrote that.', mode: 'full' },
    });
    await t.request('POST', '/api/signature', {
      as: alice,
      body: { spectralValue: 0.5, originalText: 'Alice wrote this.' },
    });
    const response = await t.request('GET', '/api/account/export', { as: alice });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tonelens-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = AccountExport.parse(response.json());
    expect(document.user.id).toBe(alice.user.id);
    expect(document.analyses.map((item) => item.inputText)).toEqual(['Alice wrote this.']);
    expect(document.journal).toHaveLength(1);
    expect(document.signatureEntries).toHaveLength(1);
    expect(response.body).not.toContain('Bob wrote that.');
    expect(response.body).not.toMatch(/password|argon2/i);
    await expectGuarded(t, 'GET', '/api/account/export');
  });
});

describe('DELETE /api/account', () => {
  it('refuses a foreign origin and an anonymous caller', async () => {
    await expectForeignOriginRefused(t, bob, 'DELETE', '/api/account');
    await expectGuarded(t, 'DELETE', '/api/account');
    expect((await t.request('GET', '/api/account', { as: bob })).statusCode).toBe(200);
  });

  it('deletes every row I own, ends all my sessions and frees my e-mail', async () => {
    const second = await t.request('POST', '/api/auth/local/signin', {
      body: { email: bob.email, password: bob.password },
    });
    const otherDevice = second.headers['set-cookie']!.toString().split(';')[0]!;
    const analysis = (
      await t.request('POST', '/api/analyse', { as: bob, body: { inputText: 'Bye.', mode: 'plain' } })
    ).json() as { id: string };

    const response = await t.request('DELETE', '/api/account', { as: bob });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/tonelens_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await t.request('GET', '/api/auth/user', { as: bob })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { headers: { cookie: otherDevice } })).statusCode).toBe(
      401,
    );
    expect((await t.request('GET', `/api/analyses/${analysis.id}`, { as: alice })).statusCode).toBe(404);
    expect(
      (
        await t.request('POST', '/api/auth/local/signin', {
          body: { email: bob.email, password: bob.password },
        })
      ).statusCode,
    ).toBe(401);
    const again = await t.request('POST', '/api/auth/local/signup', {
      body: { email: bob.email, password: bob.password },
    });
    expect(again.statusCode).toBe(201);
    // Alice keeps everything.
    expect(
      AccountExport.parse((await t.request('GET', '/api/account/export', { as: alice })).json()).analyses,
    ).toHaveLength(1);
  });
});

describe.each(testDatabaseNames)('deleting an account leaves nothing behind (%s)', (name) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    noticeIfPostgresSkipped();
    database = await createTestDatabase(name);
    app = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.drop();
  });

  /** Every file under DATA_DIR that holds `needle` as bytes (SQLite stores text as UTF-8). */
  const filesHolding = (needle: string) =>
    readdirSync(database.dataDir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(database.dataDir, file))
      .filter((file) => statSync(file).isFile() && readFileSync(file).includes(needle));

  /** PostgreSQL: the tables of this schema with a row whose text holds `needle`. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: database.databaseUrl! });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      );
      const holding: string[] = [];
      for (const { name: table } of tables.rows) {
        const found = await client.query(`select 1 from "${table}" t where t::text like $1 limit 1`, [
          `%${needle}%`,
        ]);
        if (found.rowCount) holding.push(table);
      }
      return holding;
    } finally {
      await client.end();
    }
  }

  it('removes the entries, the e-mail and the password hash from every file (and table)', async () => {
    const marker = `zqxmarker${randomBytes(6).toString('hex')}`;
    const keeper = `keepmarker${randomBytes(6).toString('hex')}`;
    const leaver = await app.signUp(`leaver${marker}`);
    const stayer = await app.signUp('stayer');
    await writeEverything(app, leaver, `A private entry: ${marker} wrote about the sea.`);
    await writeEverything(app, stayer, `Another private entry: ${keeper} stays.`);
    const account = await app.app.store.users.findLocal(leaver.email);
    // The salt and digest (the part that differs per user) of the argon2id hash.
    const hashTail = account!.passwordHash.split('$').slice(-2).join('$');
    expect(hashTail.length).toBeGreaterThan(40);

    if (name === 'sqlite') {
      // The control: the scan does find what is there.
      expect(filesHolding(marker).length).toBeGreaterThan(0);
      expect(filesHolding(hashTail).length).toBeGreaterThan(0);
    } else {
      expect(await tablesHolding(marker)).not.toEqual([]);
    }

    expect((await app.request('DELETE', '/api/account', { as: leaver })).statusCode).toBe(204);

    const leftovers = async () =>
      name === 'sqlite'
        ? [...filesHolding(marker), ...filesHolding(hashTail), ...filesHolding(leaver.email)]
        : [
            ...(await tablesHolding(marker)),
            ...(await tablesHolding(hashTail)),
            ...(await tablesHolding(leaver.email)),
          ];
    expect(await leftovers()).toEqual([]);
    // The other user's journal is untouched and still found by search.
    const found = await app.request('GET', `/api/journal?q=${keeper}`, { as: stayer });
    expect((found.json() as unknown[]).length).toBe(3);

    // And after a clean shutdown (SQLite folds the write-ahead log into the file).
    await app.close();
    expect(await leftovers()).toEqual([]);
    if (name === 'sqlite') expect(filesHolding(keeper).length).toBeGreaterThan(0);
  });
});
