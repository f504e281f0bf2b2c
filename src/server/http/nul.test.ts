/**
 * U+0000 in any text the API receives (issue 16: PostgreSQL answered 500 "invalid byte
 * sequence"): removed before validation on both databases, so both store, show and find the
 * same text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountExport } from '@contract/account';
import { StoredAnalysis } from '@contract/analysis';
import { User } from '@contract/auth';
import { JournalList } from '@contract/journal';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { writeEverything } from '../testing/everything';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';

/** Every string inside a parsed JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe.each(testDatabaseNames)('NUL characters (%s)', (name) => {
  let database: TestDatabase;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    noticeIfPostgresSkipped();
    database = await createTestDatabase(name);
    t = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    user = await t.signUp('nul');
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('are removed from every text field, which is stored and found by search', async () => {
    const { analysisId } = await writeEverything(
      t,
      user,
      'Night\u0000fall over the nulharbour,\u0000 quietly.',
    );
    const clean = 'Nightfall over the nulharbour, quietly.';
    const analysis = StoredAnalysis.parse(
      (await t.request('GET', `/api/analyses/${analysisId}`, { as: user })).json(),
    );
    expect(analysis.inputText).toBe(clean);
    // The engine saw the same text the database kept.
    expect(analysis.characterCount).toBe(clean.length);

    const found = JournalList.parse(
      (await t.request('GET', '/api/journal?q=nulharbour', { as: user })).json(),
    );
    expect(found.map((entry) => entry.kind).sort()).toEqual(['analysis', 'conversation', 'reflection']);
    expect(found.every((entry) => !entry.preview.includes('\u0000'))).toBe(true);

    const everything: unknown = (await t.request('GET', '/api/account/export', { as: user })).json();
    expect(stringsOf(everything).filter((text) => text.includes('\u0000'))).toEqual([]);
    const document = AccountExport.parse(everything);
    expect(document.echoReflections[0]!.userReflection).toBe(clean);
    expect(document.framedConversations[0]!.conversation[0]!.content).toBe(clean);
    expect(document.signatureEntries[0]!.originalText).toBe(clean.slice(0, 100));
  });

  it('are removed from names, search words and ids', async () => {
    const renamed = await t.request('PATCH', '/api/account', {
      as: user,
      body: { firstName: 'Ro\u0000wan', lastName: '\u0000' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(User.parse(renamed.json())).toMatchObject({ firstName: 'Rowan', lastName: null });

    const search = await t.request('GET', '/api/journal?q=nul%00harbour', { as: user });
    expect(search.statusCode).toBe(200);
    expect(JournalList.parse(search.json())).toHaveLength(3);
    expect((await t.request('GET', '/api/journal?q=%00', { as: user })).statusCode).toBe(200);

    // An id made of NUL is no id at all; one with a NUL inside is not found, like any unknown id.
    expect((await t.request('GET', '/api/analyses/%00', { as: user })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/analyses/abc%00def', { as: user })).statusCode).toBe(404);
    expect((await t.request('DELETE', '/api/journal/abc%00def', { as: user })).statusCode).toBe(404);

    const signup = await t.request('POST', '/api/auth/local/signup', {
      body: { email: 'nul\u0000l@example.com', password: 'seven sleepy otters', firstName: '\u0000Ann' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(User.parse(signup.json())).toMatchObject({ email: 'null@example.com', firstName: 'Ann' });
  });
});
