import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './migrations';
import { Precompiled, slot } from './precompiled';

describe('a query compiled once', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = sqliteDatabase();
    handle = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('runs with each call’s values and gives camelCase rows, as the query built each time does', async () => {
    const now = new Date().toISOString();
    const insert = new Precompiled(
      handle.db.insertInto('users').values({
        id: slot('id'),
        email: slot('email'),
        language: 'en',
        createdAt: slot('at'),
        updatedAt: slot('at'),
      }),
      ['id', 'email', 'at'],
    );
    // A value that looks like SQL or like a slot's marker is only ever a value.
    const emails = ["o'brien@example.com", "x'); drop table users; --", '\u0000tonelens-slot:id'];
    for (const [index, email] of emails.entries()) {
      await handle.db.executeQuery(insert.bind({ id: `user-${index}`, email, at: now }));
    }
    const select = new Precompiled(
      handle.db
        .selectFrom('users')
        .select(['users.id', 'users.email', 'users.createdAt'])
        .where('users.email', '=', slot('email')),
      ['email'],
    );
    for (const [index, email] of emails.entries()) {
      const { rows } = await handle.db.executeQuery(select.bind({ email }));
      const built = await handle.db
        .selectFrom('users')
        .select(['users.id', 'users.email', 'users.createdAt'])
        .where('users.email', '=', email)
        .execute();
      expect(rows).toEqual(built);
      expect(rows).toEqual([{ id: `user-${index}`, email, createdAt: now }]);
    }
  });

  it('refuses a slot it was not told about, or one the query does not have', () => {
    const query = handle.db.selectFrom('users').selectAll().where('users.id', '=', slot('id'));
    expect(() => new Precompiled(query, [])).toThrow(/slot 'id' is not named/);
    expect(() => new Precompiled(query, ['id', 'email'])).toThrow(/no slot 'email'/);
  });
});
