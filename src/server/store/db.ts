/**
 * Opens the database: SQLite (better-sqlite3, WAL) in DATA_DIR by default, PostgreSQL when a
 * connection URL is given. One Kysely query code base serves both; the few places where the
 * dialects differ (full-text search) ask `dialect`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** Queries in camelCase (mapped to the snake_case columns). */
  db: Kysely<Database>;
  /** The same connection without case mapping, for migrations written in the database's own names. */
  raw: Kysely<unknown>;
  dialect: Dialect;
  /** Where the SQLite file lives, or null on PostgreSQL. */
  file: string | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Called when an idle PostgreSQL connection fails (it is replaced on the next query). */
  onPoolError?: (error: Error) => void;
}

export const SQLITE_FILE = 'tonelens.db';

function openSqlite(dataDir: string): { dialect: SqliteDialect; file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the client hears about it, even across a power cut.
  // WAL keeps that cheap (one fsync of the log per commit).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database }), file };
}

function openPostgres(url: string, onPoolError?: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  return new PostgresDialect({ pool });
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let dialect: SqliteDialect | PostgresDialect;
  let file: string | null = null;
  if (options.databaseUrl) {
    dialect = openPostgres(options.databaseUrl, options.onPoolError);
  } else {
    ({ dialect, file } = openSqlite(options.dataDir));
  }
  const raw = new Kysely<unknown>({ dialect });
  const db = raw.withPlugin(new CamelCasePlugin()) as unknown as Kysely<Database>;
  return {
    db,
    raw,
    dialect: options.databaseUrl ? 'postgres' : 'sqlite',
    file,
    close: () => raw.destroy(),
  };
}

/** True when the database answers a trivial query. */
export async function ping(handle: DatabaseHandle): Promise<boolean> {
  try {
    await sql`select 1`.execute(handle.raw);
    return true;
  } catch {
    return false;
  }
}
