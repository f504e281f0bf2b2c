/**
 * Prepared statements kept for reuse (issue 15). Kysely's SQLite driver prepares every query's
 * SQL afresh (`db.prepare(sql)` on each execution); under the write load that was about 5 % of
 * the server's time, for the same few dozen statements over and over. This wraps the
 * better-sqlite3 database Kysely is given so `prepare` returns the statement already prepared
 * for the same SQL text. SQLite re-prepares a kept statement by itself after a schema change.
 *
 * A LIMIT is written into the SQL as a number rather than bound (ADR 0034). SQLite's planner
 * reads a bound LIMIT's value, and so marks the statement to be prepared again whenever that
 * parameter is bound, which better-sqlite3 does on every run: a kept `… limit ?` statement was
 * compiled anew on each execution (about 15 µs of the session lookup's 28 µs, and as much of
 * a journal page's). A query whose SQL ends in `limit ?` (Kysely always puts the LIMIT last,
 * with its value as the last parameter) is therefore run as `… limit 20` with the other
 * parameters, one kept statement per limit; a limit that is not a whole number ≥ 0 is bound as
 * before. The rows are the same either way.
 *
 * Bounded: SQL whose text varies with its input (an `in (…)` list, a multi-row insert, a
 * limit) would otherwise grow the cache without end, so the least recently used statement is
 * dropped past `capacity`. A statement still being iterated (a streamed query) is busy and
 * cannot run again until it is done; such a caller gets a fresh statement instead.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

export const STATEMENT_CACHE_CAPACITY = 256;

/** SQL whose last parameter is its LIMIT (Kysely's SQLite compiler puts the LIMIT last). */
export const TRAILING_LIMIT = / limit \?$/;

/** A limit that can be written into the SQL as it is: a whole number ≥ 0. */
export const isWrittenLimit = (limit: unknown): limit is number =>
  typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0;

/** A `… limit ?` statement that runs as `… limit <n>` (see the top of the file). */
class LimitWrittenIn implements SqliteStatement {
  constructor(
    private readonly bound: SqliteDatabase.Statement,
    /** The SQL up to and including `limit `. */
    private readonly head: string,
    private readonly prepare: (sql: string) => SqliteStatement,
  ) {}

  get reader(): boolean {
    return this.bound.reader;
  }

  get busy(): boolean {
    return this.bound.busy;
  }

  private pick(parameters: readonly unknown[]): [SqliteStatement, readonly unknown[]] {
    const limit = parameters[parameters.length - 1];
    if (isWrittenLimit(limit)) {
      return [this.prepare(`${this.head}${limit}`), parameters.slice(0, -1)];
    }
    return [this.bound as unknown as SqliteStatement, parameters];
  }

  all(parameters: readonly unknown[]): unknown[] {
    const [statement, values] = this.pick(parameters);
    return statement.all(values);
  }

  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint } {
    const [statement, values] = this.pick(parameters);
    return statement.run(values);
  }

  iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    const [statement, values] = this.pick(parameters);
    return statement.iterate(values);
  }
}

type Kept = SqliteStatement & { readonly busy: boolean };

export function withStatementCache(
  database: SqliteDatabase.Database,
  capacity = STATEMENT_CACHE_CAPACITY,
): KyselySqliteDatabase {
  const statements = new Map<string, Kept>();
  const fresh = (sql: string): Kept => {
    const statement = database.prepare(sql);
    if (!TRAILING_LIMIT.test(sql)) return statement as unknown as Kept;
    return new LimitWrittenIn(statement, sql.slice(0, -1), prepare);
  };
  const prepare = (sql: string): Kept => {
    const kept = statements.get(sql);
    if (kept && !kept.busy) {
      // Re-inserted so the Map's order stays least recently used first.
      statements.delete(sql);
      statements.set(sql, kept);
      return kept;
    }
    const statement = fresh(sql);
    if (kept) return statement;
    statements.set(sql, statement);
    if (statements.size > capacity) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare,
  };
}
