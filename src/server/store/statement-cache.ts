/**
 * Prepared statements kept for reuse (issue 15). Kysely's SQLite driver prepares every query's
 * SQL afresh (`db.prepare(sql)` on each execution); under the write load that was about 5 % of
 * the server's time, for the same few dozen statements over and over. This wraps the
 * better-sqlite3 database Kysely is given so `prepare` returns the statement already prepared
 * for the same SQL text. SQLite re-prepares a kept statement by itself after a schema change.
 *
 * Bounded: SQL whose text varies with its input (an `in (…)` list, a multi-row insert) would
 * otherwise grow the cache without end, so the least recently used statement is dropped past
 * `capacity`. A statement still being iterated (a streamed query) is busy and cannot run
 * again until it is done; such a caller gets a fresh statement instead.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

export const STATEMENT_CACHE_CAPACITY = 256;

export function withStatementCache(
  database: SqliteDatabase.Database,
  capacity = STATEMENT_CACHE_CAPACITY,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Re-inserted so the Map's order stays least recently used first.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
