/**
 * Opens the database: SQLite (better-sqlite3, WAL) in DATA_DIR by default, PostgreSQL when a
 * connection URL is given. One Kysely query code base serves both; the few places where the
 * dialects differ (full-text search) ask `dialect`.
 *
 * Private by the file system too: DATA_DIR is 0700 and the database files 0600, and SQLite
 * overwrites what it deletes (secure_delete), so deleted journals do not linger in free pages.
 * Bounded waits: a PostgreSQL server that accepts connections but never answers fails a
 * request within seconds (connect, query and statement timeouts) instead of holding it forever;
 * `isDatabaseUnavailable` tells the HTTP layer to answer those with 503.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseIntrospector,
} from 'kysely';
import pg from 'pg';
import { CurrentSchemaIntrospector } from './current-schema-introspector';
import { allowDirectReads, DirectReads } from './direct-reads';
import { prepareStatements } from './prepared';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** Queries in camelCase (mapped to the snake_case columns). */
  db: Kysely<Database>;
  /** The same connection without case mapping, for migrations written in the database's own names. */
  raw: Kysely<unknown>;
  dialect: Dialect;
  /** Where the SQLite file lives, or null on PostgreSQL. */
  file: string | null;
  /** SQLite: the one connection (for what runs on it directly); null on PostgreSQL. */
  sqlite: SqliteDatabase.Database | null;
  close(): Promise<void>;
}

/** How long a database may take before the request fails with 503 (PostgreSQL; SQLite waits on locks). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout) and, for a silent server, by the client. */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, queryMs: 10_000 };

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Called when an idle PostgreSQL connection fails (it is replaced on the next query). */
  onPoolError?: (error: Error) => void;
  /** Called with a sentence for the operator (e.g. DATA_DIR permissions were tightened). */
  onNotice?: (message: string) => void;
  timeouts?: DatabaseTimeouts;
}

export const SQLITE_FILE = 'tonelens.db';
const SQLITE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

/**
 * DATA_DIR is created 0700. One that already holds ToneLens's database and is open to other
 * users (an earlier version created it 0755) is tightened when this process owns it; any other
 * loose directory is only reported, since it may be shared with other things.
 */
function secureDataDir(dataDir: string, notice: (message: string) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = statSync(dataDir);
  if ((stat.mode & 0o077) === 0) return;
  const ours = existsSync(path.join(dataDir, SQLITE_FILE)) && stat.uid === process.getuid?.();
  const mode = (stat.mode & 0o777).toString(8);
  if (ours) {
    chmodSync(dataDir, 0o700);
    notice(`DATA_DIR ${dataDir} was readable by other users (mode ${mode}); it is now 700.`);
  } else {
    notice(
      `DATA_DIR ${dataDir} is readable by other users (mode ${mode}); run \`chmod 700 ${dataDir}\` to keep journals private.`,
    );
  }
}

function openSqlite(
  dataDir: string,
  notice: (message: string) => void,
): { dialect: SqliteDialect; file: string; database: SqliteDatabase.Database } {
  secureDataDir(dataDir, notice);
  const file = path.join(dataDir, SQLITE_FILE);
  // Created 0600 before SQLite opens it; SQLite gives the -wal and -shm files the same mode.
  closeSync(openSync(file, 'a', 0o600));
  for (const name of SQLITE_FILES) {
    const each = path.join(dataDir, name);
    if (existsSync(each) && (statSync(each).mode & 0o077) !== 0) chmodSync(each, 0o600);
  }
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the client hears about it, even across a power cut.
  // WAL keeps that cheap (one fsync of the log per commit).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not left in free pages for anyone with the file.
  database.pragma('secure_delete = ON');
  return { dialect: new SqliteDialect({ database: withStatementCache(database) }), file, database };
}

/** pg's own words for a connection or query that ran out of time (it sets no error code). */
const PG_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
];

function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  onPoolError?: (error: Error) => void,
): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a slow statement itself; the client gives up a little later on a
    // server that has stopped answering altogether.
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1000,
    idle_in_transaction_session_timeout: timeouts.queryMs * 3,
    keepAlive: true,
  });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  pool.on('connect', (client) => {
    retireOnReadTimeout(client);
    prepareStatements(client);
  });
  return new CurrentSchemaPostgresDialect({ pool });
}

/** Kysely's PostgreSQL dialect, introspecting only the schema the app works in (see the introspector). */
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

/**
 * A query that timed out on the client is still waiting on its connection, and every later
 * query on that connection would queue behind it. End such a connection, so the pool drops it
 * when it comes back and opens a fresh one once the server answers again.
 */
function retireOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          client.end().catch(() => undefined);
        }
        throw error;
      });
    }
    return result;
  };
  client.query = guarded as typeof client.query;
}

/**
 * True when an error means the database is down, stalled or overloaded rather than that the
 * query was wrong: the HTTP layer answers 503 instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Network failures; SQLite busy beyond busy_timeout; PostgreSQL: 57014 statement timeout
    // (query_canceled), 57P01-57P03 shutdown / cannot connect now, 53300 too many connections,
    // class 08 connection exceptions.
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'].includes(code)) {
      return true;
    }
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED') return true;
    if (['57014', '57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08')) return true;
  }
  return (
    PG_TIMEOUT_MESSAGES.includes(error.message) ||
    error.message.startsWith('Connection terminated') ||
    error.message === 'Client was closed and is not queryable' ||
    error.message.includes('Client has encountered a connection error')
  );
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let dialect: SqliteDialect | PostgresDialect;
  let file: string | null = null;
  let sqlite: SqliteDatabase.Database | null = null;
  const notice = options.onNotice ?? (() => undefined);
  if (options.databaseUrl) {
    dialect = openPostgres(
      options.databaseUrl,
      options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
      options.onPoolError,
    );
  } else {
    ({ dialect, file, database: sqlite } = openSqlite(options.dataDir, notice));
  }
  const raw = new Kysely<unknown>({ dialect });
  const db = raw.withPlugin(new CamelCasePlugin()) as unknown as Kysely<Database>;
  // The hot precompiled reads run straight on the SQLite connection (./direct-reads.ts).
  if (sqlite) allowDirectReads(db, new DirectReads(sqlite));
  return {
    db,
    raw,
    dialect: options.databaseUrl ? 'postgres' : 'sqlite',
    file,
    sqlite,
    close: () => raw.destroy(),
  };
}

/** True when the database answers a trivial query within `withinMs`. */
export async function ping(handle: DatabaseHandle, withinMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = sql`select 1`.execute(handle.raw).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a deletion on SQLite: copies the write-ahead log into the database file (where
 * secure_delete has zeroed the deleted rows) and truncates it, so no old copy of a deleted page
 * stays in tonelens.db-wal. A no-op on PostgreSQL.
 */
export async function checkpointAfterDelete(db: Kysely<Database>, dialect: Dialect): Promise<boolean> {
  if (dialect !== 'sqlite') return true;
  // One row: busy is 1 when another process's reader kept the checkpoint from finishing.
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}
