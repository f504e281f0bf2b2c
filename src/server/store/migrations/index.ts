/**
 * Runs the schema migrations at start (Kysely's Migrator: ordered, recorded in
 * kysely_migration, guarded by a lock table, so re-running is a no-op and two processes
 * starting together do not both migrate).
 */
import { Migrator, sql, type Migration, type MigrationResult } from 'kysely';
import type { DatabaseHandle, Dialect } from '../db';
import * as initial from './0001-initial';
import * as analysisSentences from './0002-analysis-sentences';
import * as signinFailures from './0003-signin-failures';
import * as pagingIndexes from './0004-paging-indexes';
import * as signatureAnalysis from './0005-signature-analysis';
import * as analysisImports from './0006-analysis-imports';
import * as analysisLanguage from './0007-analysis-language';
import * as echoReplyLanguage from './0008-echo-reply-language';
import * as storageUsage from './0009-storage-usage';
import * as journalCounts from './0010-journal-counts';
import * as journalSearchOwner from './0011-journal-search-owner';
import * as journalSearchByDate from './0012-journal-search-by-date';
import * as journalVersions from './0013-journal-versions';
import * as journalChanges from './0014-journal-changes';
import * as journalSearchKeyed from './0015-journal-search-keyed';
import * as analysisReferenceIndexes from './0016-analysis-reference-indexes';
import * as journalSearchWords from './0017-journal-search-words';

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': { up: (db) => initial.up(db, dialect) },
    // Written after 0005: a database already at 0005 runs it next (allowUnorderedMigrations below);
    // a fresh one runs every migration in name order, as listed here.
    '0002-analysis-sentences': { up: (db) => analysisSentences.up(db) },
    '0003-signin-failures': { up: (db) => signinFailures.up(db, dialect) },
    '0004-paging-indexes': { up: (db) => pagingIndexes.up(db) },
    '0005-signature-analysis': { up: (db) => signatureAnalysis.up(db) },
    '0006-analysis-imports': { up: (db) => analysisImports.up(db) },
    '0007-analysis-language': { up: (db) => analysisLanguage.up(db) },
    '0008-echo-reply-language': { up: (db) => echoReplyLanguage.up(db) },
    '0009-storage-usage': { up: (db) => storageUsage.up(db, dialect) },
    '0010-journal-counts': { up: (db) => journalCounts.up(db, dialect) },
    '0011-journal-search-owner': { up: (db) => journalSearchOwner.up(db, dialect) },
    '0012-journal-search-by-date': { up: (db) => journalSearchByDate.up(db, dialect) },
    '0013-journal-versions': { up: (db) => journalVersions.up(db, dialect) },
    '0014-journal-changes': { up: (db) => journalChanges.up(db, dialect) },
    '0015-journal-search-keyed': { up: (db) => journalSearchKeyed.up(db, dialect) },
    '0016-analysis-reference-indexes': { up: (db) => analysisReferenceIndexes.up(db) },
    '0017-journal-search-words': { up: (db) => journalSearchWords.up(db, dialect) },
  };
}

/** Every migration's name, in the order they run (tests check a fresh schema runs them all). */
export const migrationNames = Object.keys(migrations('sqlite'));

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * PostgreSQL: the schema the connection works in (search_path). Kysely looks for its migration
 * tables in every schema unless told which one, so another schema of the same database that has
 * them (another app, another test run) would make it skip creating its own and then fail.
 */
async function currentSchema(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    handle.raw,
  );
  return rows[0]?.schema ?? undefined;
}

/** Brings the schema to the latest version; returns the migrations that ran now. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResult[]> {
  const schema = await currentSchema(handle);
  const migrator = new Migrator({
    db: handle.raw,
    provider: { getMigrations: async () => migrations(handle.dialect) },
    // Migration numbers are handed out to work done in parallel, so one may land after a higher
    // number has run (0004 and 0002 after 0005); Kysely then runs it instead of refusing to start.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return results;
}
