/**
 * Runs the schema migrations at start (Kysely's Migrator: ordered, recorded in
 * kysely_migration, guarded by a lock table, so re-running is a no-op and two processes
 * starting together do not both migrate).
 */
import { Migrator, type Migration, type MigrationResult } from 'kysely';
import type { DatabaseHandle, Dialect } from '../db';
import * as initial from './0001-initial';

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': { up: (db) => initial.up(db, dialect) },
  };
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Brings the schema to the latest version; returns the migrations that ran now. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db: handle.raw,
    provider: { getMigrations: async () => migrations(handle.dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return results;
}
