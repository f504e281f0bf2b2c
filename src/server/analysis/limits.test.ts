/**
 * Issue 16: per-user limits on analysing. A budget of ANALYSES_PER_MINUTE shared by the stored
 * and unstored analyse routes (429), and a storage quota of STORAGE_QUOTA_MB checked before an
 * analysis is saved (413), on SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalysesList } from '@contract/analysis';
import { JournalList } from '@contract/journal';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { writeEverything } from '../testing/everything';
import { createTestApp, type TestApp } from '../testing/harness';
import { sizeInWords } from './limits';

const LIMIT_MESSAGE =
  /^You have reached the limit of 3 analyses a minute\. Please try again in (\d+ seconds|1 minute)\.$/;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe.each(testDatabaseNames)('analysis limits (%s)', { timeout: 120_000 }, (name) => {
  let database: TestDatabase;
  let t: TestApp | null = null;
  const app = async (env: Record<string, string>) => {
    t = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    });
    return t;
  };
  beforeAll(async () => {
    noticeIfPostgresSkipped();
    database = await createTestDatabase(name);
  });
  afterEach(async () => {
    await t?.close();
    t = null;
  });
  afterAll(() => database?.drop());

  it('counts stored and unstored analyses in one budget a user, and answers 429 with Retry-After past it', async () => {
    const t = await app({ ANALYSES_PER_MINUTE: '3' });
    const alice = await t.signUp('alice');
    const bob = await t.signUp('bob');
    const body = { inputText: 'I am glad the week is over.', mode: 'full' };

    // Anonymous calls are refused before they are counted.
    expect((await t.request('POST', '/api/analyse', { body })).statusCode).toBe(401);
    expect((await t.request('POST', '/api/analyse', { as: alice, body })).statusCode).toBe(201);
    expect((await t.request('POST', '/api/analyse/plain', { as: alice, body })).statusCode).toBe(200);
    expect((await t.request('POST', '/api/analyse/enhanced', { as: alice, body })).statusCode).toBe(200);

    for (const url of ['/api/analyse', '/api/analyse/plain', '/api/analyse/enhanced']) {
      const refused = await t.request('POST', url, { as: alice, body });
      expect(refused.statusCode, url).toBe(429);
      expect((refused.json() as { message: string }).message).toMatch(LIMIT_MESSAGE);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing was stored past the limit.
    const stored = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: alice })).json());
    expect(stored).toHaveLength(1);
    // Bob has a budget of his own.
    expect((await t.request('POST', '/api/analyse', { as: bob, body })).statusCode).toBe(201);
  });

  it('counts the UTF-8 size of every text a user saved, and only theirs', async () => {
    const t = await app({});
    const alice = await t.signUp('alice');
    const bob = await t.signUp('bob');
    const usage = (id: string) => t.app.store.forUser(id).usage.bytes();
    expect(await usage(alice.user.id)).toBe(0);

    const inputText = 'Café naïve — the rain felt kind. 😊';
    const conversationalResponse = 'That sounds like a gentle day.';
    const saved = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText, mode: 'full', conversationalResponse },
    });
    expect(saved.statusCode).toBe(201);
    expect(await usage(alice.user.id)).toBe(bytes(inputText) + bytes(conversationalResponse));

    // EchoRoom reflections, framed conversations and signature entries count too.
    const text = 'Ünïcödé words for the quota, repeated in every field.';
    await writeEverything(t, bob, text);
    expect(await usage(bob.user.id)).toBeGreaterThanOrEqual(9 * bytes(text));
    expect(await usage(alice.user.id)).toBe(bytes(inputText) + bytes(conversationalResponse));
  });

  it("holds the quota when a user's analyses arrive together: what is stored stays within it, every 201 is kept", async () => {
    const t = await app({ STORAGE_QUOTA_MB: '1' });
    const alice = await t.signUp('alice');
    // 250,000 bytes each: four fit in 1 MB (1,048,576 bytes), a fifth does not.
    const text = 'é'.repeat(124_990) + ' the end.';
    expect(bytes(text)).toBe(249_989);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t!.request('POST', '/api/analyse', { as: alice, body: { inputText: text, mode: 'spectral' } }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    const saved = codes.filter((code) => code === 201).length;
    // Without holding the checked bytes all eight read an empty journal and all were stored (2 MB).
    expect(
      codes.filter((code) => code !== 201).every((code) => code === 413),
      codes.join(),
    ).toBe(true);
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(4);
    const used = await t.app.store.forUser(alice.user.id).usage.bytes();
    expect(used).toBe(saved * bytes(text));
    expect(used).toBeLessThanOrEqual(1024 * 1024);
    // Every acknowledged analysis is in the journal, and nothing else.
    const stored = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: alice })).json());
    expect(stored).toHaveLength(saved);
    // Once they are done nothing stays held: a small analysis fits where the quota has room.
    const small = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: 'Short.', mode: 'plain' },
    });
    expect(small.statusCode, small.body).toBe(201);
  });

  it('answers 413 with what to do when an analysis would pass the storage quota, and saves again after a deletion', async () => {
    const t = await app({ STORAGE_QUOTA_MB: '1' });
    const alice = await t.signUp('alice');
    const bob = await t.signUp('bob');
    // 300,000 two-byte characters: 600,000 bytes, so a second one passes 1 MB.
    const big = 'é'.repeat(299_990) + ' the end.';
    const first = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: big, mode: 'spectral' },
    });
    expect(first.statusCode, first.body).toBe(201);

    const refused = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: big, mode: 'spectral' },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: `This would take your journal past its storage limit of 1 MB (it holds ${sizeInWords(bytes(big))} now). Export your journal (Resonance Journal, Markdown or JSON) and delete old entries to make room.`,
    });
    expect(sizeInWords(bytes(big))).toBe('586 KB');
    // Small analyses still fit; Bob's journal is his own.
    expect(
      (await t.request('POST', '/api/analyse', { as: alice, body: { inputText: 'Short.', mode: 'plain' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.request('POST', '/api/analyse', { as: bob, body: { inputText: big, mode: 'spectral' } }))
        .statusCode,
    ).toBe(201);

    // Deleting the big entry makes room again.
    const journal = JournalList.parse((await t.request('GET', '/api/journal', { as: alice })).json());
    const entry = journal.find((item) => item.analysisId === (first.json() as { id: string }).id);
    expect(entry).toBeDefined();
    expect((await t.request('DELETE', `/api/journal/${entry!.id}`, { as: alice })).statusCode).toBe(204);
    const again = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: big, mode: 'spectral' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('sizes in the quota message', () => {
  it('reads as KB below a megabyte and MB with one decimal, rounded down, above', () => {
    expect(sizeInWords(0)).toBe('0 KB');
    expect(sizeInWords(1500)).toBe('2 KB');
    expect(sizeInWords(1024 * 1024)).toBe('1 MB');
    expect(sizeInWords(104_752_742)).toBe('99.8 MB');
    expect(sizeInWords(2048 * 1024 * 1024)).toBe('2,048 MB');
  });
});
