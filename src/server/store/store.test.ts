/**
 * The store suite, run on every driver: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set (its own schema, dropped afterwards). Covers migrations (fresh and re-run), every
 * repository, user scoping and the full-text search.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { frequencyHz } from '@engine/bands';
import { parseDominantTones } from '@contract/journal';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { UUID_V7 } from '../ids';
import { openDatabase, type DatabaseHandle } from './db';
import { DuplicateEmailError, RecordNotFoundError } from './errors';
import { migrateToLatest } from './migrations';
import { up as upJournalSearchOwner } from './migrations/0011-journal-search-owner';
import { up as upJournalSearchByDate } from './migrations/0012-journal-search-by-date';
import { up as upJournalSearchKeyed } from './migrations/0015-journal-search-keyed';
import type { OwnedTable } from './schema';
import { UserScope } from './scope';
import { Store } from './store';
import { AUTH_STATE_TTL_MS } from './auth-states';
import { SESSION_TTL_MS } from './sessions';

noticeIfPostgresSkipped();

const OWNED: OwnedTable[] = [
  'sessions',
  'analyses',
  'journalEntries',
  'journalSearch',
  'echoReflections',
  'framedConversations',
  'signatureEntries',
];

describe.each(testDatabaseNames)('store on %s', (driver) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let store: Store;
  let firstRun: Awaited<ReturnType<typeof migrateToLatest>>;
  let now = Date.parse('2025-06-13T10:00:00.000Z');
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    store = new Store(handle, clock);
    firstRun = await migrateToLatest(handle);
    // Says in the test log which database this half ran on.
    console.info(
      `store suite: running on ${driver}${database.databaseUrl ? ' (a schema of its own, dropped afterwards)' : ''}`,
    );
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const countRows = async (table: OwnedTable, userId: string) => {
    const rows = await handle.db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<string | number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(rows.n);
  };

  let counter = 0;
  const newUser = (name = 'user') =>
    store.users.createLocal({
      email: `${name}-${++counter}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: name,
    });

  describe('migrations', () => {
    it('install a fresh database with every table', async () => {
      expect(firstRun.map((result) => [result.migrationName, result.status])).toEqual([
        ['0001-initial', 'Success'],
        ['0002-analysis-sentences', 'Success'],
        ['0003-signin-failures', 'Success'],
        ['0004-paging-indexes', 'Success'],
        ['0005-signature-analysis', 'Success'],
        ['0006-analysis-imports', 'Success'],
        ['0007-analysis-language', 'Success'],
        ['0008-echo-reply-language', 'Success'],
        ['0009-storage-usage', 'Success'],
        ['0010-journal-counts', 'Success'],
        ['0011-journal-search-owner', 'Success'],
        ['0012-journal-search-by-date', 'Success'],
        ['0013-journal-versions', 'Success'],
        ['0014-journal-changes', 'Success'],
        ['0015-journal-search-keyed', 'Success'],
        ['0016-analysis-reference-indexes', 'Success'],
        ['0017-journal-search-words', 'Success'],
      ]);
      for (const table of ['users', 'sessions', 'authStates', 'journalSearch', 'signinFailures'] as const) {
        const rows = await handle.db.selectFrom(table).selectAll().execute();
        expect(rows).toEqual([]);
      }
    });

    it('are a no-op the second time, and keep the data', async () => {
      const user = await newUser('keep');
      expect(await migrateToLatest(handle)).toEqual([]);
      // A second connection, as a restarted process would open.
      const again = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        expect(await migrateToLatest(again)).toEqual([]);
        const row = await again.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', user.id)
          .executeTakeFirst();
        expect(row?.email).toBe(user.email);
      } finally {
        await again.close();
      }
    });
  });

  describe('users', () => {
    it('create local accounts with normalised, unique e-mails', async () => {
      const user = await store.users.createLocal({
        email: '  Ada.Lovelace@Example.COM ',
        passwordHash: 'hash',
        firstName: ' Ada ',
        lastName: '',
      });
      expect(user).toMatchObject({
        email: 'ada.lovelace@example.com',
        firstName: 'Ada',
        lastName: null,
        language: 'en',
      });
      expect(user.id).toMatch(UUID_V7);
      await expect(
        store.users.createLocal({ email: 'ADA.LOVELACE@example.com', passwordHash: 'other' }),
      ).rejects.toBeInstanceOf(DuplicateEmailError);
      const found = await store.users.findLocal('ada.lovelace@EXAMPLE.com');
      expect(found?.user.id).toBe(user.id);
      expect(found?.passwordHash).toBe('hash');
      expect(await store.users.findLocal('nobody@example.com')).toBeNull();
    });

    it('upsert OpenID Connect identities without merging them into local accounts', async () => {
      const local = await newUser('shared');
      const profile = {
        issuer: 'https://id.example.com',
        subject: 'sub-1',
        email: local.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: 'https://id.example.com/grace.png',
        language: 'fr' as const,
      };
      const first = await store.users.upsertOidc(profile);
      expect(first.id).not.toBe(local.id);
      expect(first).toMatchObject({ firstName: 'Grace', language: 'fr', email: local.email });
      const second = await store.users.upsertOidc({ ...profile, firstName: 'Amazing Grace', language: 'de' });
      expect(second.id).toBe(first.id);
      // The provider refreshes the name; the language stays the user's own choice.
      expect(second).toMatchObject({ firstName: 'Amazing Grace', language: 'fr' });
      expect(await store.users.findLocal(local.email!)).not.toBeNull();
    });
  });

  describe('sessions', () => {
    it('resolve, slide and expire after 7 days', async () => {
      const user = await newUser('session');
      const { token, expiresAt } = await store.sessions.create(user.id);
      expect(expiresAt.getTime()).toBe(now + SESSION_TTL_MS);
      const resolved = await store.sessions.resolve(token);
      expect(resolved?.user.id).toBe(user.id);
      expect(await store.sessions.touch(resolved!)).toBeNull();

      now += 2 * 24 * 3600 * 1000;
      const later = await store.sessions.resolve(token);
      const slid = await store.sessions.touch(later!);
      expect(slid?.getTime()).toBe(now + SESSION_TTL_MS);

      now += SESSION_TTL_MS - 1000;
      expect(await store.sessions.resolve(token)).not.toBeNull();
      now += 2000;
      expect(await store.sessions.resolve(token)).toBeNull();
      expect(await store.sessions.resolve('not-a-token')).toBeNull();
    });

    it('resolve to the user as stored, a local account or an OpenID Connect one', async () => {
      const local = await newUser('local');
      const oidc = await store.users.upsertOidc({
        issuer: 'https://idp.example',
        subject: `subject-${++counter}`,
        email: 'oidc@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileImageUrl: 'https://pictures.example/ada.png',
        language: 'de',
      });
      expect(local.localAccount).toBe(true);
      expect(oidc.localAccount).toBe(false);
      for (const user of [local, oidc]) {
        const { token } = await store.sessions.create(user.id);
        // The lookup reads the user's shown columns, not users.*: the same user either way, and
        // with the journal version the journal's pages ask for (PostgreSQL reads it in the lookup).
        expect((await store.sessions.resolve(token))?.user).toEqual(user);
        const withVersion = await store.sessions.resolve(token, { journalVersion: true });
        expect(withVersion?.user).toEqual(user);
        expect(withVersion?.journalVersion ?? 0).toBe(0);
      }
    });

    it('keep only a hash of the token and end on delete', async () => {
      const user = await newUser('hash');
      const { token } = await store.sessions.create(user.id);
      const rows = await handle.db
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toContain(token);
      expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
      await store.sessions.delete(token);
      expect(await store.sessions.resolve(token)).toBeNull();
    });
  });

  describe('sign-in states', () => {
    it('answer once, and not after 10 minutes', async () => {
      const value = { state: `s-${counter++}`, codeVerifier: 'v', nonce: 'n', returnTo: '/journal' };
      await store.authStates.save(value);
      expect(await store.authStates.take(value.state)).toEqual({ status: 'ok', value });
      expect(await store.authStates.take(value.state)).toEqual({ status: 'missing' });

      const late = { ...value, state: `s-${counter++}` };
      await store.authStates.save(late);
      now += AUTH_STATE_TTL_MS + 1;
      expect(await store.authStates.take(late.state)).toEqual({ status: 'expired' });
    });
  });

  describe('analyses', () => {
    it('store the engine numbers and a journal entry together', async () => {
      const user = await newUser('analyst');
      const text = 'I am so grateful for you. Thank you, truly!';
      const saved = await store.forUser(user.id).analyses.create({
        inputText: text,
        mode: 'full',
        conversationalResponse: 'A kind reply.',
      });
      const engine = analyse(text, 'full');
      expect(saved).toMatchObject({
        mode: 'full',
        inputText: text,
        wordCount: engine.wordCount,
        warmthDetachment: engine.warmthDetachment,
        conflictCoherence: engine.conflictCoherence,
        toneLensSummary: engine.toneLensSummary,
        tensionDetected: engine.tensionDetected,
        deepTonePercentage: engine.deepTonePercentage,
        openingTone: engine.openingTone,
        frequencyData: JSON.stringify(engine.frequencyData),
        averageValue: engine.averageValue,
        conversationalResponse: 'A kind reply.',
        alternativeText: null,
      });
      expect(await store.forUser(user.id).analyses.get(saved.id)).toEqual(saved);

      const [entry] = await store.forUser(user.id).journal.list();
      expect(entry).toMatchObject({
        kind: 'analysis',
        analysisId: saved.id,
        sourceId: saved.id,
        preview: text,
      });
      expect(parseDominantTones(entry!.dominantTones).length).toBeGreaterThan(0);
    });

    it('leave the fields a mode does not compute null', async () => {
      const user = await newUser('modes');
      const plain = await store
        .forUser(user.id)
        .analyses.create({ inputText: 'Fine, thanks.', mode: 'plain' });
      expect(plain.warmthDetachment).toBeNull();
      expect(plain.deepTonePercentage).toBeNull();
      expect(plain.sentimentClassification).not.toBeNull();
      const spectral = await store
        .forUser(user.id)
        .analyses.create({ inputText: 'Fine, thanks.', mode: 'spectral' });
      expect(spectral.tensionDetected).toBeNull();
      expect(spectral.sentimentScore).toBeNull();
      expect(spectral.peakIntensity).toBe(analyse('Fine, thanks.', 'spectral').peakIntensity);
    });

    it('keep whether the text reads English, and read an analysis stored before that as null', async () => {
      const user = await newUser('language');
      const mine = store.forUser(user.id).analyses;
      const spanish =
        'Hoy me he despertado con un nudo en el estómago y no sé muy bien por qué. Mi hermana me llamó.';
      const saved = await mine.create({ inputText: spanish, mode: 'full' });
      expect(saved.language).toEqual({ detected: 'es', readsEnglish: false });
      expect((await mine.get(saved.id))?.language).toEqual(saved.language);
      expect((await mine.create({ inputText: spanish, mode: 'spectral' })).language).toBeNull();
      // As stored before migration 0007.
      await handle.db.updateTable('analyses').set({ language: null }).where('id', '=', saved.id).execute();
      expect((await mine.get(saved.id))?.language).toBeNull();
    });

    it('keep the language of an EchoRoom reply, and read one stored before that as null', async () => {
      const mine = store.forUser((await newUser('reply-language')).id).echoReflections;
      const saved = await mine.create({
        analysisId: null,
        echoMode: 'message',
        originalText: '',
        resonantReply: 'Was könnte sie gerade beschäftigt haben?',
        replyLanguage: 'de',
        userReflection: 'She did not answer.',
        emotionalInsights: null,
        spectralResonance: '{}',
      });
      expect(saved.replyLanguage).toBe('de');
      expect((await mine.get(saved.id))?.replyLanguage).toBe('de');
      expect((await mine.list()).map((reflection) => reflection.replyLanguage)).toEqual(['de']);
      // As stored before migration 0008.
      await handle.db
        .updateTable('echoReflections')
        .set({ replyLanguage: null })
        .where('id', '=', saved.id)
        .execute();
      expect((await mine.get(saved.id))?.replyLanguage).toBeNull();
    });

    it('list newest first and stay invisible to other users', async () => {
      const owner = await newUser('owner');
      const other = await newUser('other');
      const mine = store.forUser(owner.id).analyses;
      const a = await mine.create({ inputText: 'first', mode: 'plain' });
      now += 1000;
      const b = await mine.create({ inputText: 'second', mode: 'plain' });
      expect((await mine.list()).map((item) => item.id)).toEqual([b.id, a.id]);
      expect((await mine.list(1)).map((item) => item.id)).toEqual([b.id]);

      const theirs = store.forUser(other.id).analyses;
      expect(await theirs.list()).toEqual([]);
      expect(await theirs.get(a.id)).toBeNull();
      expect(await theirs.setAlternativeText(a.id, 'hijack')).toBe(false);
      expect(await theirs.delete(a.id)).toBe(false);
      expect((await mine.get(a.id))?.alternativeText).toBeNull();

      expect(await mine.setAlternativeText(a.id, 'Gentler words.')).toBe(true);
      expect((await mine.get(a.id))?.alternativeText).toBe('Gentler words.');
      expect(await mine.delete(a.id)).toBe(true);
      expect(await mine.get(a.id)).toBeNull();
      expect(await store.forUser(owner.id).journal.forSource('analysis', a.id)).toBeNull();
    });

    it('roll back every write of a failed transaction', async () => {
      const user = await newUser('rollback');
      const scope = new UserScope(handle.db, user.id, handle.dialect, clock);
      await expect(
        scope.transaction(async (trx) => {
          await trx
            .insertInto('analyses', {
              id: 'rolled-back',
              mode: 'plain',
              inputText: 'x',
              wordCount: 1,
              characterCount: 1,
              sentimentClassification: null,
              sentimentScore: null,
              toneLensSummary: null,
              conversationalResponse: null,
              alternativeText: null,
              warmthDetachment: null,
              certaintyAmbiguity: null,
              intensityRestraint: null,
              conflictCoherence: null,
              tensionDetected: null,
              echoRoomSuggestion: null,
              deepTonePercentage: null,
              suspendedTonePercentage: null,
              brightTonePercentage: null,
              openingTone: null,
              peakIntensity: null,
              resolution: null,
              frequencyData: null,
              averageValue: null,
              createdAt: trx.now(),
            })
            .execute();
          throw new Error('journal write failed');
        }),
      ).rejects.toThrow('journal write failed');
      expect(await countRows('analyses', user.id)).toBe(0);
    });
  });

  describe('journal', () => {
    it('finds entries by every word of a query, as word prefixes, only among my own', async () => {
      const me = await newUser('searcher');
      const someone = await newUser('someone');
      const mine = store.forUser(me.id);
      const walk = await mine.analyses.create({
        inputText: 'The lighthouse walk calmed me down.',
        mode: 'plain',
      });
      const storm = await mine.analyses.create({
        inputText: 'A storm of emails at work again.',
        mode: 'plain',
      });
      const reflection = await mine.echoReflections.create({
        analysisId: walk.id,
        echoMode: 'solo',
        originalText: 'The lighthouse walk calmed me down.',
        resonantReply: 'What did the quiet give you?',
        userReflection: 'Walking by the sea slows my thoughts.',
        emotionalInsights: null,
        spectralResonance: JSON.stringify({ echoMode: 'solo', timestamp: '2025-06-13T10:00:00.000Z' }),
      });
      await store
        .forUser(someone.id)
        .analyses.create({ inputText: 'My own lighthouse diary.', mode: 'plain' });

      const ids = async (query: string) =>
        (await mine.journal.list({ query })).map((entry) => entry.sourceId);
      expect(await ids('lighthouse')).toEqual([reflection.id, walk.id]);
      expect(await ids('LIGHT')).toEqual([reflection.id, walk.id]);
      expect(await ids('walk sea')).toEqual([reflection.id]);
      expect(await ids('emails work')).toEqual([storm.id]);
      expect(await ids('quiet')).toEqual([reflection.id]);
      expect(await ids('diary')).toEqual([]);
      expect(await ids('"lighthouse" OR *')).toEqual([]);
      expect(await ids('?!')).toEqual([]);
      expect(await ids('   ')).toHaveLength(3);
      // The owner is an indexed column of SQLite's search table (migration 0011): a piece of my
      // own id is not a word of my writing.
      expect(await ids(me.id.slice(0, 8))).toEqual([]);
      expect(await ids(me.id)).toEqual([]);
    });

    it('finds what was written before the search table knew its owners (migration 0011)', async () => {
      const me = await newUser('before-0011');
      const mine = store.forUser(me.id);
      const kept = await mine.analyses.create({ inputText: 'Harbour lights at dusk.', mode: 'plain' });
      await store.forUser((await newUser('other-0011')).id).analyses.create({
        inputText: 'Harbour lights of someone else.',
        mode: 'plain',
      });
      const found = async () => (await mine.journal.list({ query: 'harbour' })).map((e) => e.sourceId);
      expect(await found()).toEqual([kept.id]);
      if (handle.dialect !== 'sqlite') return; // PostgreSQL's table is unchanged by 0011.
      // Back to migration 0001's table (user_id not indexed) with the same rows, their text as
      // written (each entry's preview is its whole text here), then 0011 again, and the search
      // table's later migrations (0012, 0015) with it.
      await sql`create virtual table journal_search_0001 using fts5(
        entry_id unindexed, user_id unindexed, body, tokenize = 'unicode61 remove_diacritics 0'
      )`.execute(handle.raw);
      await sql`insert into journal_search_0001 (rowid, entry_id, user_id, body)
        select s.rowid, s.entry_id, s.user_id, e.preview
        from journal_search s join journal_entries e on e.id = s.entry_id`.execute(handle.raw);
      await sql`drop table journal_search`.execute(handle.raw);
      await sql`alter table journal_search_0001 rename to journal_search`.execute(handle.raw);
      // Migration 0001's table holds no owner terms, so the search as journal.ts now asks it finds nothing.
      expect(await found()).toEqual([]);
      await upJournalSearchOwner(handle.raw, handle.dialect);
      await upJournalSearchByDate(handle.raw, handle.dialect);
      // Words as written are not the keyed words journal.ts asks for (migration 0015 keys them).
      expect(await found()).toEqual([]);
      // Rowids beyond 2^53 (search-order.ts), read as text to compare them exactly.
      const places = async () =>
        (
          await sql`select cast(rowid as text) as place, entry_id from journal_search order by rowid`.execute(
            handle.raw,
          )
        ).rows;
      const before = await places();
      await upJournalSearchKeyed(handle.raw, handle.dialect);
      expect(await found()).toEqual([kept.id]);
      // Every row keeps its place.
      expect(await places()).toEqual(before);
      // Deleted words still leave the new index at once (migration 0003's setting, made again).
      const config = await sql<{
        v: number;
      }>`select v from journal_search_config where k = 'secure-delete'`.execute(handle.raw);
      expect(config.rows).toEqual([{ v: 1 }]);
    });

    it('deletes the item behind an entry, and only mine', async () => {
      const me = await newUser('deleter');
      const intruder = await newUser('intruder');
      const mine = store.forUser(me.id);
      const analysis = await mine.analyses.create({
        inputText: 'Delete me with my entry.',
        mode: 'tonelens',
      });
      const conversation = await mine.framedConversations.create({
        originalText: 'Talk about this.',
        aiGeneratedText: null,
        emotionalValues: {
          warmthDetachment: 0.5,
          certaintyAmbiguity: 0.5,
          intensityRestraint: 0.5,
          conflictCoherence: 0.5,
        },
        conversation: [],
        timestamp: '2025-06-13T10:00:00.000Z',
      });
      const reflection = await mine.echoReflections.create({
        analysisId: analysis.id,
        echoMode: 'thread',
        originalText: 'Delete me with my entry.',
        resonantReply: 'A reply.',
        userReflection: 'A reflection about it.',
        emotionalInsights: null,
        spectralResonance: '{}',
      });
      const entries = await mine.journal.list();
      expect(entries.map((entry) => entry.kind)).toEqual(['reflection', 'conversation', 'analysis']);
      // The count (a number on both drivers: PostgreSQL's bigint arrives as a string) is mine only.
      expect(await mine.journal.count()).toBe(3);
      expect(await store.forUser(intruder.id).journal.count()).toBe(0);
      const byKind = Object.fromEntries(entries.map((entry) => [entry.kind, entry]));
      expect(await countRows('journalSearch', me.id)).toBe(3);

      expect(await store.forUser(intruder.id).journal.delete(byKind.analysis!.id)).toBe(false);
      expect(await mine.analyses.get(analysis.id)).not.toBeNull();
      expect(await countRows('journalSearch', me.id)).toBe(3);

      expect(await mine.journal.delete(byKind.analysis!.id)).toBe(true);
      expect(await mine.analyses.get(analysis.id)).toBeNull();
      expect(await mine.journal.count()).toBe(2);
      // The reflection about it stays, no longer tied to the analysis.
      expect((await mine.echoReflections.get(reflection.id))?.analysisId).toBeNull();
      expect((await mine.journal.get(byKind.reflection!.id))?.analysisId).toBeNull();

      expect(await mine.journal.delete(byKind.conversation!.id)).toBe(true);
      expect(await mine.framedConversations.get(conversation.id)).toBeNull();
      expect(await mine.journal.delete(byKind.reflection!.id)).toBe(true);
      expect(await mine.echoReflections.get(reflection.id)).toBeNull();
      expect(await mine.journal.list()).toEqual([]);
      expect(await mine.journal.list({ query: 'reflection' })).toEqual([]);
      expect(await countRows('journalSearch', me.id)).toBe(0);
      expect(await mine.journal.delete(byKind.reflection!.id)).toBe(false);
    });

    it('deletes an entry’s search row even where its date does not put it', async () => {
      const me = await newUser('misplaced');
      const mine = store.forUser(me.id);
      await mine.analyses.create({ inputText: 'A misplaced lantern.', mode: 'plain' });
      const kept = await mine.analyses.create({ inputText: 'A lantern that stays.', mode: 'plain' });
      const [, entry] = await mine.journal.list();
      if (handle.dialect === 'sqlite') {
        // SQLite finds the row among my rows of its entry's date (search-order.ts); one moved a
        // day of buckets away, which the app never writes, is found by the plain delete instead.
        const day = 86_400_000n * 524_288n;
        await sql`insert into journal_search (rowid, entry_id, user_id, body)
          select rowid - ${day}, entry_id, user_id, body from journal_search where entry_id = ${entry!.id}`.execute(
          handle.raw,
        );
        await sql`delete from journal_search where rowid = (select max(rowid) from journal_search where entry_id = ${entry!.id})`.execute(
          handle.raw,
        );
      }
      expect(await countRows('journalSearch', me.id)).toBe(2);
      expect(await mine.journal.delete(entry!.id)).toBe(true);
      expect(await countRows('journalSearch', me.id)).toBe(1);
      expect((await mine.journal.list({ query: 'lantern' })).map((e) => e.sourceId)).toEqual([kept.id]);
    });

    it('finds a word in any case, accents as written, and each part of words joined by punctuation', async () => {
      const me = await newUser('spelling');
      const mine = store.forUser(me.id);
      const cafe = await mine.analyses.create({
        inputText: 'Met Zoë at the Café, re-read my_notes.',
        mode: 'plain',
      });
      const ids = async (query: string) =>
        (await mine.journal.list({ query })).map((entry) => entry.sourceId);
      for (const query of [
        'café',
        'CAFÉ',
        'zoë',
        'Zo',
        'read',
        're',
        'notes',
        'my',
        'my_notes',
        'met café notes',
      ])
        expect(await ids(query), query).toEqual([cafe.id]);
      for (const query of ['cafe', 'zoe', 'reread', 'café diary'])
        expect(await ids(query), query).toEqual([]);
    });
  });

  describe('reflections and conversations', () => {
    it('refuse a reflection about someone else’s analysis', async () => {
      const me = await newUser('reflector');
      const other = await newUser('stranger');
      const theirs = await store.forUser(other.id).analyses.create({ inputText: 'Private.', mode: 'plain' });
      await expect(
        store.forUser(me.id).echoReflections.create({
          analysisId: theirs.id,
          echoMode: 'message',
          originalText: '',
          resonantReply: '',
          userReflection: 'Trying to attach.',
          emotionalInsights: null,
          spectralResonance: '{}',
        }),
      ).rejects.toBeInstanceOf(RecordNotFoundError);
      expect(await store.forUser(me.id).journal.list()).toEqual([]);
    });

    it('round-trip a framed conversation with its messages', async () => {
      const me = await newUser('talker');
      const values = {
        warmthDetachment: 0.7,
        certaintyAmbiguity: 0.2,
        intensityRestraint: 0.4,
        conflictCoherence: 0.9,
      };
      const saved = await store.forUser(me.id).framedConversations.create({
        originalText: 'Can we talk?',
        aiGeneratedText: 'Could we talk, when you have a moment?',
        emotionalValues: values,
        conversation: [
          {
            id: 'm1',
            type: 'user',
            content: 'Is this too blunt?',
            timestamp: '2025-06-13T10:00:00.000Z',
            emotionalValues: values,
          },
          {
            id: 'm2',
            type: 'ai',
            content: 'A little.',
            timestamp: '2025-06-13T10:00:01.000Z',
            emotionalValues: values,
          },
        ],
        timestamp: '2025-06-13T10:00:02.000Z',
      });
      expect(await store.forUser(me.id).framedConversations.get(saved.id)).toEqual(saved);
      expect(saved.conversation[1]).toMatchObject({ type: 'ai', content: 'A little.' });
      const [entry] = await store.forUser(me.id).journal.list({ query: 'blunt' });
      expect(entry).toMatchObject({
        kind: 'conversation',
        sourceId: saved.id,
        analysisId: null,
        preview: 'Can we talk?',
      });
    });
  });

  describe('signature', () => {
    it('derives frequency, band and hue from the value', async () => {
      const me = await newUser('signer');
      const entry = await store
        .forUser(me.id)
        .signature.create({ spectralValue: 0.5, originalText: 'x'.repeat(300) });
      expect(entry).toMatchObject({
        spectralValue: 0.5,
        frequencyHz: frequencyHz(0.5),
        emotionalRange: 'Serenity',
        originalText: 'x'.repeat(100),
      });
      expect(entry.colorHue).toBeGreaterThanOrEqual(163);
      expect(entry.colorHue).toBeLessThanOrEqual(216);
      expect(await store.forUser(me.id).signature.list()).toEqual([entry]);
      const other = await newUser('other-signer');
      expect(await store.forUser(other.id).signature.delete(entry.id)).toBe(false);
      expect(await store.forUser(other.id).signature.clear()).toBe(0);
      expect(await store.forUser(me.id).signature.delete(entry.id)).toBe(true);
      expect(await store.forUser(me.id).signature.list()).toEqual([]);
    });

    it('keeps one tone per analysis, per user', async () => {
      const me = await newUser('once');
      const other = await newUser('once-other');
      const input = { spectralValue: 0.4, originalText: 'Once.', analysisId: 'analysis-1' };
      const first = await store.forUser(me.id).signature.createOncePerAnalysis(input);
      expect(first.created).toBe(true);
      expect(first.entry.analysisId).toBe('analysis-1');
      const again = await store
        .forUser(me.id)
        .signature.createOncePerAnalysis({ ...input, spectralValue: 0.9 });
      expect(again).toEqual({ entry: first.entry, created: false });
      // The index is per user: another user's tone of an analysis with that id is theirs.
      expect((await store.forUser(other.id).signature.createOncePerAnalysis(input)).created).toBe(true);
      // Tones without an analysis are never merged.
      await store.forUser(me.id).signature.create({ spectralValue: 0.4, originalText: 'Free.' });
      await store.forUser(me.id).signature.create({ spectralValue: 0.4, originalText: 'Free.' });
      expect(await store.forUser(me.id).signature.list()).toHaveLength(3);
    });
  });

  describe('account', () => {
    it('updates settings and exports everything I own', async () => {
      const me = await newUser('exporter');
      const mine = store.forUser(me.id);
      const updated = await mine.account.update({ firstName: 'Ex', lastName: '', language: 'es' });
      expect(updated).toMatchObject({ firstName: 'Ex', lastName: null, language: 'es' });
      const analysis = await mine.analyses.create({ inputText: 'Exported text.', mode: 'spectral' });
      await mine.signature.create({ spectralValue: 0.2, originalText: 'Exported text.' });
      const dump = await mine.account.exportEverything();
      expect(dump).toMatchObject({
        format: 'tonelens-account-export',
        version: 1,
        user: { id: me.id, firstName: 'Ex' },
      });
      expect(dump!.analyses.map((item) => item.id)).toEqual([analysis.id]);
      expect(dump!.journal).toHaveLength(1);
      expect(dump!.signatureEntries).toHaveLength(1);
      const journal = await mine.account.exportJournal();
      expect(journal[0]).toMatchObject({
        kind: 'analysis',
        text: 'Exported text.',
        analysis: { id: analysis.id },
      });
    });

    it('deletion removes every row the user owns and nobody else’s', async () => {
      const me = await newUser('leaver');
      const stay = await newUser('stayer');
      for (const user of [me, stay]) {
        const scoped = store.forUser(user.id);
        const analysis = await scoped.analyses.create({ inputText: 'Everything goes.', mode: 'full' });
        await scoped.echoReflections.create({
          analysisId: analysis.id,
          echoMode: 'solo',
          originalText: 'Everything goes.',
          resonantReply: 'r',
          userReflection: 'u',
          emotionalInsights: null,
          spectralResonance: '{}',
        });
        await scoped.framedConversations.create({
          originalText: 'o',
          aiGeneratedText: null,
          emotionalValues: {
            warmthDetachment: 0.5,
            certaintyAmbiguity: 0.5,
            intensityRestraint: 0.5,
            conflictCoherence: 0.5,
          },
          conversation: [],
          timestamp: '2025-06-13T10:00:00.000Z',
        });
        await scoped.signature.create({ spectralValue: 0.9, originalText: 'Everything goes.' });
        await store.sessions.create(user.id);
      }
      // SQLite also keeps each user's search words apart (migration 0017).
      const owned: OwnedTable[] = handle.dialect === 'sqlite' ? [...OWNED, 'journalSearchWords'] : OWNED;
      for (const table of owned) expect(await countRows(table, me.id)).toBeGreaterThan(0);

      await store.forUser(me.id).account.deleteEverything();
      for (const table of owned) expect(await countRows(table, me.id)).toBe(0);
      expect(await store.forUser(me.id).account.get()).toBeNull();
      for (const table of owned) expect(await countRows(table, stay.id)).toBeGreaterThan(0);
      expect(await store.forUser(stay.id).account.get()).not.toBeNull();
    });
  });

  it('answers a ping, and not once the connection is gone (GET /healthz → 503)', async () => {
    expect(await store.ping()).toBe(true);
    const other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const closed = new Store(other, clock);
    expect(await closed.ping()).toBe(true);
    await other.close();
    expect(await closed.ping()).toBe(false);
  });
});
