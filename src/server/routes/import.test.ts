import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysesList } from '@contract/analysis';
import { IMPORT_STREAM_TYPE, ImportEvent, ImportResult } from '@contract/import';
import { JournalList } from '@contract/journal';
import { readUpload } from '../import/read';
import { csvOf, dayOneJson, journivJson, zipOf } from '../import/samples';
import { runImport } from '../import/service';
import { ImportRepository } from '../import/import-store';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { createTestApp, expectForeignOriginRefused, type TestApp, type TestUser } from '../testing/harness';

function upload(
  t: TestApp,
  as: TestUser | null,
  name: string,
  body: string | Buffer,
  options: { stream?: boolean; query?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({ name, ...options.query });
  return t.app.inject({
    method: 'POST',
    url: `/api/import?${query}`,
    payload: typeof body === 'string' ? Buffer.from(body) : body,
    headers: {
      'content-type': 'application/octet-stream',
      ...(options.stream ? { accept: IMPORT_STREAM_TYPE } : {}),
      ...(as ? { cookie: as.cookie } : {}),
    },
  });
}

async function analysesOf(t: TestApp, as: TestUser) {
  return AnalysesList.parse((await t.request('GET', '/api/analyses', { as })).json());
}

describe('POST /api/import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session, refuses other sites, and reads nothing for them', async () => {
    const response = await upload(t, null, 'journal.csv', csvOf(2));
    expect(response.statusCode).toBe(401);
    const user = await t.signUp('origin');
    await expectForeignOriginRefused(t, user, 'POST', '/api/import?name=a.csv', {});
    expect(await analysesOf(t, user)).toEqual([]);
  });

  it('stores a Day One export in Full Spectrum mode with the original dates, in the journal too', async () => {
    const user = await t.signUp('dayone');
    const response = await upload(t, user, 'Journal.json', dayOneJson());
    expect(response.statusCode, response.body).toBe(200);
    expect(ImportResult.parse(response.json())).toEqual({
      total: 2,
      imported: 2,
      duplicates: 0,
      skipped: 1,
      formats: ['dayone'],
      firstDate: '2021-04-02T06:15:00.000Z',
      lastDate: '2021-04-03T19:40:00.000Z',
    });
    const analyses = await analysesOf(t, user);
    expect(analyses.map((item) => [item.mode, item.createdAt])).toEqual([
      ['full', '2021-04-03T19:40:00.000Z'],
      ['full', '2021-04-02T06:15:00.000Z'],
    ]);
    const journal = JournalList.parse(
      (await t.request('GET', '/api/journal?q=harbour', { as: user })).json(),
    );
    expect(journal.map((entry) => entry.createdAt)).toEqual(['2021-04-02T06:15:00.000Z']);
    // The same numbers POST /api/analyse stores for the same text.
    const direct = await t.request('POST', '/api/analyse', {
      as: user,
      body: { inputText: analyses[1]!.inputText, mode: 'full' },
    });
    const stored = (await analysesOf(t, user)).find((item) => item.id === direct.json<{ id: string }>().id)!;
    expect({ ...analyses[1], id: '', createdAt: '' }).toEqual({ ...stored, id: '', createdAt: '' });
  });

  it('imports journiv, CSV and a zip of Markdown, each with its dates', async () => {
    const user = await t.signUp('formats');
    const journiv = ImportResult.parse((await upload(t, user, 'journiv_export.json', journivJson())).json());
    expect(journiv).toMatchObject({ imported: 2, formats: ['journiv'] });
    const csv = ImportResult.parse((await upload(t, user, 'journal.csv', csvOf(3))).json());
    expect(csv).toMatchObject({ imported: 3, formats: ['csv'], firstDate: '2020-01-01T12:00:00.000Z' });
    const zip = zipOf([
      { name: 'a.md', text: '---\ndate: 2019-05-05\n---\nSpring evening, content and warm.' },
      { name: '2019-05-06.txt', text: 'Restless night.' },
    ]);
    const markdown = ImportResult.parse((await upload(t, user, 'notes.zip', zip)).json());
    expect(markdown).toMatchObject({
      imported: 2,
      formats: ['markdown'],
      firstDate: '2019-05-05T12:00:00.000Z',
    });
    expect((await analysesOf(t, user)).map((item) => item.createdAt.slice(0, 10))).toEqual([
      '2024-01-02',
      '2024-01-01',
      '2020-01-03',
      '2020-01-02',
      '2020-01-01',
      '2019-05-06',
      '2019-05-05',
    ]);
  });

  it('adds nothing twice when the same file is imported again', async () => {
    const user = await t.signUp('again');
    const other = await t.signUp('other');
    expect((await upload(t, user, 'journal.csv', csvOf(4))).json()).toMatchObject({
      imported: 4,
      duplicates: 0,
    });
    expect((await upload(t, user, 'journal.csv', csvOf(4))).json()).toMatchObject({
      total: 4,
      imported: 0,
      duplicates: 4,
      firstDate: null,
    });
    // One more row in the file: only that row is new.
    expect((await upload(t, user, 'journal.csv', csvOf(5))).json()).toMatchObject({
      imported: 1,
      duplicates: 4,
    });
    expect(await analysesOf(t, user)).toHaveLength(5);
    // Keys are per user: someone else's import of the same file is theirs.
    expect((await upload(t, other, 'journal.csv', csvOf(4))).json()).toMatchObject({ imported: 4 });
  });

  it('refuses a broken file naming the file and line, and stores nothing from it', async () => {
    const user = await t.signUp('broken');
    const csv = csvOf(20).replace('2020-01-15', '2020-13-15');
    const response = await upload(t, user, 'journal.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "journal.csv line 16: '2020-13-15' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)",
    });
    const zip = zipOf([
      { name: 'ok.md', text: 'A fine entry.' },
      { name: 'broken.md', text: '---\ndate: 2020-02-02\ntags: [a, b\n---\nText' },
    ]);
    const zipped = await upload(t, user, 'notes.zip', zip, { stream: true });
    expect(zipped.statusCode).toBe(400);
    expect(zipped.json<{ message: string }>().message).toMatch(
      /^notes\.zip\/broken\.md line \d: the front matter/,
    );
    expect(await analysesOf(t, user)).toEqual([]);
    expect((await upload(t, user, 'x.csv', '')).statusCode).toBe(400);
    expect((await upload(t, user, 'x.csv', 'text\n\n')).json()).toEqual({
      message: 'x.csv: no journal entries with text were found.',
    });
  });

  it('streams progress, then the result, when asked for application/x-ndjson', async () => {
    const user = await t.signUp('stream');
    const response = await upload(t, user, 'journal.csv', csvOf(300), { stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(IMPORT_STREAM_TYPE);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => ImportEvent.parse(JSON.parse(line)));
    expect(events[0]).toEqual({ type: 'progress', phase: 'analysing', done: 0, total: 300 });
    expect(events).toContainEqual({ type: 'progress', phase: 'saving', done: 300, total: 300 });
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { imported: 300 } });
    for (const phase of ['analysing', 'saving'] as const) {
      const done = events.flatMap((event) =>
        event.type === 'progress' && event.phase === phase ? [event.done] : [],
      );
      expect(done, phase).toEqual([...done].sort((a, b) => a - b));
    }
  });

  it('refuses an upload over 20 MB with 413', async () => {
    const user = await t.signUp('big');
    const response = await upload(t, user, 'big.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large to import (at most 20 MB).' });
  });
});

describe.each(testDatabaseNames)('a 1,000-entry import (%s)', (name) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    noticeIfPostgresSkipped();
    database = await createTestDatabase(name);
    t = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await database?.drop();
  });

  it('stores every entry with its date, once', async () => {
    const user = await t.signUp('thousand');
    const response = await upload(t, user, 'journal.csv', csvOf(1000), { stream: true });
    const last = ImportEvent.parse(JSON.parse(response.body.trim().split('\n').at(-1)!));
    expect(last).toEqual({
      type: 'done',
      result: {
        total: 1000,
        imported: 1000,
        duplicates: 0,
        skipped: 0,
        formats: ['csv'],
        firstDate: '2020-01-01T12:00:00.000Z',
        lastDate: '2022-09-26T12:00:00.000Z',
      },
    });
    const analyses = await analysesOf(t, user);
    expect(analyses).toHaveLength(1000);
    expect(analyses[0]!.createdAt).toBe('2022-09-26T12:00:00.000Z');
    expect(analyses.every((item) => item.mode === 'full' && item.averageValue !== null)).toBe(true);
    const journal = JournalList.parse((await t.request('GET', '/api/journal', { as: user })).json());
    expect(journal).toHaveLength(1000);
    expect((await upload(t, user, 'journal.csv', csvOf(1000))).json()).toMatchObject({
      imported: 0,
      duplicates: 1000,
    });
  });

  it('leaves nothing behind when storing fails part-way (one transaction)', async () => {
    const user = await t.signUp('halfway');
    expect((await upload(t, user, 'journal.csv', csvOf(3))).json()).toMatchObject({ imported: 3 });
    // A repository that forgets what was imported before: the fourth row's key is already taken,
    // so the unique index refuses it after three new rows were written in the same transaction.
    const [header, first, , , fourth, fifth, sixth] = csvOf(6).trim().split('\n');
    const read = await readUpload('more.csv', Buffer.from([header, fourth, fifth, sixth, first].join('\n')));
    expect(read.entries).toHaveLength(4);
    const repository = t.app.store.forUser(user.user.id).imports;
    const forgetful = Object.assign(
      Object.create(ImportRepository.prototype) as ImportRepository,
      repository,
      {
        existingKeys: async () => new Set<string>(),
      },
    );
    await expect(runImport(forgetful, read)).rejects.toThrow();
    expect(await analysesOf(t, user)).toHaveLength(3);
    const journal = JournalList.parse((await t.request('GET', '/api/journal', { as: user })).json());
    expect(journal).toHaveLength(3);
  });
});

describe('the storage quota (issue 16) and imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE_QUOTA_MB: '1' });
  });
  afterAll(() => t.close());

  it('refuses an import that would pass the quota with 413, storing nothing', async () => {
    const user = await t.signUp('quota');
    const sentence = 'Today I walked by the harbour and thought about the year behind me. ';
    const rows = Array.from({ length: 1_600 }, (_, n) => `"${n}: ${sentence.repeat(10).trim()}"`);
    const csv = ['text', ...rows].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const response = await upload(t, user, 'journal.csv', csv);
    expect(response.statusCode).toBe(413);
    expect((response.json() as { message: string }).message).toMatch(
      /^This would take your journal past its storage limit of 1 MB/u,
    );
    expect(await analysesOf(t, user)).toEqual([]);

    // A small import still fits.
    const small = await upload(t, user, 'small.csv', ['text', `"${sentence.trim()}"`].join('\n'));
    expect(small.statusCode, small.body).toBe(200);
    expect(await analysesOf(t, user)).toHaveLength(1);
  });
});
