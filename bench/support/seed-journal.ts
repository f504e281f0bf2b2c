/**
 * Seeds a user's journal straight into a database, for the benches that need 100,000 entries.
 */
import { sql, type Insertable } from 'kysely';
import { analyse } from '../../src/engine/analyse';
import { engineColumns } from '../../src/server/store/analyses';
import { openDatabase } from '../../src/server/store/db';
import { previewOf } from '../../src/server/store/journal-text';
import { keyedSearchBody } from '../../src/server/store/search-keys';
import { rememberSearchWords } from '../../src/server/store/search-words';
import { insertSearchRow } from '../../src/server/store/search-order';
import type { AnalysesTable, JournalEntriesTable, JournalSearchTable } from '../../src/server/store/schema';
import { newId } from '../../src/server/ids';
import type { TestDatabase } from '../../src/server/testing/databases';

/**
 * Gives a user `count` stored analyses of `text` with their journal entries and search rows,
 * written straight into the database (the engine's numbers of one text, computed once): filling
 * 100,000 through the API would take minutes and measure nothing a bench reports. Entry n is
 * `text (n)`, a minute after entry n − 1; one in 10,000 (n mod 10,000 = 5) also holds `rare`.
 * SQLite's search rows are keyed by owner when the schema is (migration 0015), and their words
 * kept apart when it has migration 0017, as the app does; a checkout before them (a bench's
 * --against) gets them as it wrote them.
 */
export async function seedJournal(
  database: TestDatabase,
  userId: string,
  count: number,
  text: string,
  rare: string,
): Promise<void> {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    const columns = engineColumns(analyse(text, 'full'));
    const start = Date.parse('2020-01-01T00:00:00.000Z');
    const batch = handle.dialect === 'sqlite' ? 500 : 1000;
    const migrated = async (name: string) =>
      handle.dialect === 'sqlite' &&
      (await sql<{ name: string }>`select name from kysely_migration where name = ${name}`.execute(handle.db))
        .rows.length > 0;
    const keyed = await migrated('0015-journal-search-keyed');
    const wordsKept = await migrated('0017-journal-search-words');
    for (let from = 0; from < count; from += batch) {
      const analyses: Array<Insertable<AnalysesTable>> = [];
      const entries: Array<Insertable<JournalEntriesTable>> = [];
      const search: Array<Insertable<JournalSearchTable>> = [];
      for (let n = from; n < Math.min(count, from + batch); n++) {
        const id = newId();
        const createdAt = new Date(start + n * 60_000).toISOString();
        // One entry in 10,000 holds a rare word, for the search of a term few entries match.
        const inputText = `${text} (${n})${n % 10_000 === 5 ? ` ${rare}` : ''}`;
        analyses.push({
          ...columns,
          id,
          userId,
          inputText,
          conversationalResponse: null,
          alternativeText: null,
          createdAt,
        });
        const entryId = newId();
        entries.push({
          id: entryId,
          userId,
          kind: 'analysis',
          analysisId: id,
          sourceId: id,
          preview: previewOf(inputText),
          dominantTones: '["suspended"]',
          createdAt,
        });
        search.push({ entryId, userId, body: keyed ? keyedSearchBody(userId, inputText) : inputText });
      }
      await handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('analyses').values(analyses).execute();
        await trx.insertInto('journalEntries').values(entries).execute();
        // SQLite: each search row takes its rowid from its entry's date, as the app's insert
        // does (src/server/store/search-order.ts); any rowid does for a checkout before that.
        if (handle.dialect === 'sqlite') for (const row of search) await insertSearchRow(row).execute(trx);
        else await trx.insertInto('journalSearch').values(search).execute();
        if (wordsKept) await rememberSearchWords(trx, search);
      });
    }
    // The seeded rows are copied from SQLite's write-ahead log into the database now, not by the
    // first commit of the load that follows: that checkpoint, hundreds of MB on the event loop,
    // would be counted against whichever measure ran first after the seeding (the writes).
    if (handle.dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    // PostgreSQL: likewise, autovacuum would otherwise pick the 100,000 fresh rows up in the
    // middle of a later measure, on the same two cores.
    else
      await sql`vacuum analyze analyses, journal_entries, journal_search, journal_count_deltas`.execute(
        handle.db,
      );
  } finally {
    await handle.close();
  }
}
