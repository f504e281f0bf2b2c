/**
 * Test databases: a fresh SQLite file in a temporary directory, and, when TEST_DATABASE_URL is
 * set, a fresh PostgreSQL schema (unique per run, dropped afterwards) reached through a
 * connection URL whose search_path points at it, so the product code runs unchanged.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** The DATABASE_URL to configure (null for SQLite). */
  databaseUrl: string | null;
  /** A directory for DATA_DIR (the SQLite file lives here). */
  dataDir: string;
  /** Removes the schema or directory. */
  drop(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL || null;

let noticePrinted = false;
/** Says once per test file that the PostgreSQL half is skipped, and how to run it. */
export function noticeIfPostgresSkipped(): void {
  if (postgresUrl || noticePrinted) return;
  noticePrinted = true;
  console.warn(
    'NOTICE: TEST_DATABASE_URL is not set, so the PostgreSQL half of this suite is skipped. ' +
      'Run with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to include it.',
  );
}

export function tempDir(prefix = 'tonelens-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function sqliteDatabase(): TestDatabase {
  const dataDir = tempDir();
  return {
    name: 'sqlite',
    databaseUrl: null,
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A PostgreSQL schema of its own; requires TEST_DATABASE_URL. */
/** A schema of its own in `baseUrl`'s database (TEST_DATABASE_URL unless given), dropped by `drop`. */
export async function postgresDatabase(baseUrl: string | null = postgresUrl): Promise<TestDatabase> {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const postgresUrl = baseUrl;
  const schema = `tonelens_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = tempDir();
  return {
    name: 'postgres',
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The databases a store suite runs on: SQLite always, PostgreSQL when configured. */
export const testDatabaseNames: Array<'sqlite' | 'postgres'> = postgresUrl
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export function createTestDatabase(name: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  return name === 'sqlite' ? Promise.resolve(sqliteDatabase()) : postgresDatabase();
}
