/**
 * Group commit on every driver (SQLite always, PostgreSQL when TEST_DATABASE_URL is set):
 * analyses stored together share a transaction, each is answered only once its transaction has
 * committed (another connection already sees it), a write that fails undoes only itself, and a
 * commit that fails answers every write of its batch with an error while nothing acknowledged
 * is lost. The failing commit is real: a deferred foreign key, checked by the database at COMMIT.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './migrations';
import { JournalRepository } from './journal';
import { UserScope } from './scope';
import { Store } from './store';

noticeIfPostgresSkipped();

/** A text whose analysis the guard below turns into a failing COMMIT. */
const POISON = 'poison: this analysis makes its whole transaction fail at commit';

/**
 * Test-only schema: inserting an analysis whose text starts with "poison" also inserts a row
 * whose deferred foreign key points nowhere. The statement succeeds; the database refuses the
 * COMMIT, exactly as it would refuse one on a full disk or a lost connection.
 */
async function installCommitGuard(handle: DatabaseHandle): Promise<void> {
  await sql`create table commit_guard (ref text references users(id) deferrable initially deferred)`.execute(
    handle.raw,
  );
  if (handle.dialect === 'sqlite') {
    await sql`create trigger poison_commit after insert on analyses when new.input_text like 'poison%'
      begin insert into commit_guard(ref) values ('no-such-user'); end`.execute(handle.raw);
    return;
  }
  await sql`create function poison_commit() returns trigger language plpgsql as $$
    begin
      if new.input_text like 'poison%' then insert into commit_guard(ref) values ('no-such-user'); end if;
      return new;
    end $$`.execute(handle.raw);
  await sql`create trigger poison_commit after insert on analyses for each row
    execute function poison_commit()`.execute(handle.raw);
}

describe.each(testDatabaseNames)('group commit on %s', (driver) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /** A second connection, as another process would see the database. */
  let observer: DatabaseHandle;
  let store: Store;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle);
    await installCommitGuard(handle);
    observer = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    store = new Store(handle);
    const user = await store.users.createLocal({ email: 'writer@example.com', passwordHash: 'x' });
    userId = user.id;
  });

  afterAll(async () => {
    await observer?.close();
    await handle?.close();
    await database?.drop();
  });

  const storedIds = async (ids: string[]): Promise<Set<string>> => {
    if (ids.length === 0) return new Set();
    const rows = await observer.db.selectFrom('analyses').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  };

  it('stores analyses that arrive together in one transaction, each answered after its commit', async () => {
    const mine = store.forUser(userId);
    const commitsBefore = store.committer.commits;
    const seenAtAnswer: boolean[] = [];
    const writes = Array.from({ length: 40 }, (_, n) =>
      mine.analyses
        .create({ inputText: `Entry ${n}: calm and steady today.`, mode: 'full' })
        .then(async (saved) => {
          // Answered: another connection must already see the analysis and its journal entry.
          const entry = await observer.db
            .selectFrom('journalEntries')
            .select('id')
            .where('analysisId', '=', saved.id)
            .executeTakeFirst();
          seenAtAnswer.push((await storedIds([saved.id])).has(saved.id) && entry !== undefined);
          return saved.id;
        }),
    );
    const ids = await Promise.all(writes);
    expect(new Set(ids).size).toBe(40);
    expect(seenAtAnswer).toEqual(Array.from({ length: 40 }, () => true));
    // Forty writes issued together were committed in far fewer transactions than forty.
    expect(store.committer.commits - commitsBefore).toBeLessThanOrEqual(2);
  });

  it('a write that fails undoes only itself; the rest of its group commits', async () => {
    const mine = store.forUser(userId);
    const good = Array.from({ length: 5 }, (_, n) =>
      mine.analyses.create({ inputText: `Kept ${n}.`, mode: 'spectral' }),
    );
    // Inserts a row, then fails: its row must not survive, its neighbours' must.
    const failing = store.committer.submit(async (trx) => {
      await trx
        .insertInto('signatureEntries')
        .values({
          id: 'failed-write-row',
          userId,
          spectralValue: 0.5,
          frequencyHz: 432,
          originalText: 'never kept',
          emotionalRange: 'calm',
          colorHue: 120,
          analysisId: null,
          createdAt: new Date().toISOString(),
        })
        .execute();
      throw new Error('this write is refused');
    });
    await expect(failing).rejects.toThrow('this write is refused');
    const saved = await Promise.all(good);
    expect((await storedIds(saved.map((s) => s.id))).size).toBe(5);
    const leftover = await observer.db
      .selectFrom('signatureEntries')
      .select('id')
      .where('id', '=', 'failed-write-row')
      .executeTakeFirst();
    expect(leftover).toBeUndefined();
    // The group ran again without the failed write: each neighbour is stored once, not twice.
    const kept = await observer.db
      .selectFrom('analyses')
      .select('inputText')
      .where('inputText', 'like', 'Kept %')
      .execute();
    expect(kept.map((row) => row.inputText).sort()).toEqual([
      'Kept 0.',
      'Kept 1.',
      'Kept 2.',
      'Kept 3.',
      'Kept 4.',
    ]);
    // A write failing alone leaves nothing either.
    await expect(
      store.committer.submit(async (trx) => {
        await trx.deleteFrom('analyses').where('inputText', '=', 'Kept 0.').execute();
        throw new Error('alone and refused');
      }),
    ).rejects.toThrow('alone and refused');
    expect((await storedIds(saved.map((s) => s.id))).size).toBe(5);
  });

  it('analyses stored together read back exactly as they were answered, with their journal entries', async () => {
    const mine = store.forUser(userId);
    const modes = ['full', 'spectral', 'tonelens', 'plain'] as const;
    const texts = Array.from(
      { length: 24 },
      (_, n) => `Together ${n}: "quotes", a backslash \\ and ünïcödé, tired but hopeful — ${n * 7}.`,
    );
    const saved = await Promise.all(
      texts.map((inputText, n) =>
        mine.analyses.create({
          inputText,
          mode: modes[n % modes.length]!,
          conversationalResponse: n % 2 === 0 ? null : `reply ${n}`,
        }),
      ),
    );
    for (const analysis of saved) {
      // Every number, text and null as the engine gave it, not as a JSON round trip might.
      expect(await mine.analyses.get(analysis.id)).toEqual(analysis);
      const entry = await mine.journal.forSource('analysis', analysis.id);
      expect(entry?.analysisId).toBe(analysis.id);
      expect(entry?.createdAt).toBe(analysis.createdAt);
    }
    const found = await mine.journal.list({ query: 'together backslash' });
    expect(found.filter((entry) => saved.some((s) => s.id === entry.sourceId))).toHaveLength(24);
  });

  it('a planned row the database refuses fails only its own write; the rest of its group commits', async () => {
    const mine = store.forUser(userId);
    const existing = await mine.analyses.create({ inputText: 'Already here.', mode: 'full' });
    const scope = new UserScope(handle.db, userId, handle.dialect, Date.now);
    const good = Array.from({ length: 6 }, (_, n) =>
      mine.analyses.create({ inputText: `Beside a refused row ${n}.`, mode: 'full' }),
    );
    // A journal entry for an item that already has one: the (kind, source_id) constraint refuses it.
    const refused = store.committer.submitInserts(() => ({
      inserts: new JournalRepository(scope).plan({
        kind: 'analysis',
        analysisId: existing.id,
        sourceId: existing.id,
        preview: 'a second entry',
        dominantTones: [],
        searchBody: 'a second entry',
        createdAt: new Date().toISOString(),
      }).inserts,
      value: 'never',
    }));
    await expect(refused).rejects.toThrow();
    const stored = await Promise.all(good);
    expect((await storedIds(stored.map((s) => s.id))).size).toBe(6);
    const kept = await observer.db
      .selectFrom('analyses')
      .select('inputText')
      .where('inputText', 'like', 'Beside a refused row %')
      .execute();
    expect(kept).toHaveLength(6);
    expect(await mine.journal.count()).toBe(await mine.journal.counted());
  });

  it('a failing commit answers every waiting write with an error; nothing acknowledged is lost', async () => {
    const mine = store.forUser(userId);
    const settle = (texts: string[]) =>
      Promise.allSettled(texts.map((inputText) => mine.analyses.create({ inputText, mode: 'full' })));

    const before = await settle(Array.from({ length: 8 }, (_, n) => `Before ${n}: a quiet morning.`));
    // One poisoned write among writes issued together: their shared COMMIT fails.
    const doomed = await settle([
      ...Array.from({ length: 6 }, (_, n) => `Doomed ${n}: shares a commit with the poison.`),
      POISON,
      ...Array.from({ length: 6 }, (_, n) => `Doomed ${n + 6}: shares a commit with the poison.`),
    ]);
    const after = await settle(Array.from({ length: 8 }, (_, n) => `After ${n}: the evening is fine.`));

    // Every write of the failed commit heard an error; none was acknowledged.
    expect(doomed.map((result) => result.status)).toEqual(Array.from({ length: 13 }, () => 'rejected'));
    // The writes around it were acknowledged, and every acknowledged one is there.
    const acknowledged = [...before, ...after].flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.id] : [],
    );
    expect(acknowledged).toHaveLength(16);
    expect((await storedIds(acknowledged)).size).toBe(16);
    // Nothing of the failed commit reached the database: no analysis, no journal entry.
    const doomedRows = await observer.db
      .selectFrom('analyses')
      .select('id')
      .where('inputText', 'like', 'Doomed%')
      .execute();
    expect(doomedRows).toEqual([]);
    const poisonRows = await observer.db
      .selectFrom('journalEntries')
      .select('id')
      .where('preview', 'like', 'poison%')
      .execute();
    expect(poisonRows).toEqual([]);
  });
});
