/**
 * The reads on every request (the session lookup, a journal page), run on SQLite straight on
 * better-sqlite3 rather than through Kysely's driver (issue 15, ADR 0034). Their SQL is
 * compiled once already (./precompiled.ts); what was left around the statement itself was
 * Kysely's: the connection's lock (two promises), the result's trip through the plugins (the
 * CamelCasePlugin renaming every column of every row, a character at a time), and
 * better-sqlite3 making each row an object whose keys are then copied into another. Here the
 * statement hands back each row as an array, and the row is built once with the camelCase
 * names, worked out once per statement by the CamelCasePlugin's own mapping: the same keys in
 * the same order and the same values as Kysely's rows.
 *
 * What does not change: a read here asks the database every time (nothing is kept here but the
 * prepared statement; ./kept-sessions.ts keeps sessions only while the database says nothing
 * changed), so an ended session stops working at once, in every process. And a read never
 * sees another request's uncommitted writes: SQLite has one connection here, and while it is
 * inside a transaction (a group commit, a deletion) a read is not run on it but goes through
 * Kysely, which waits for the transaction to end, as every read did before. Outside one, a
 * statement runs whole and synchronously, so it reads what is committed.
 *
 * PostgreSQL, and reads inside a transaction, use Kysely as ever (`readRows`).
 */
import type SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, type CompiledQuery, type Kysely } from 'kysely';
import { isWrittenLimit, TRAILING_LIMIT } from './statement-cache';

/** The CamelCasePlugin's mapping of a column name, as openDatabase's plugin applies it. */
class ColumnNames extends CamelCasePlugin {
  of(column: string): string {
    return this.camelCase(column);
  }
}

interface Kept {
  statement: SqliteDatabase.Statement;
  keys: string[];
}

export class DirectReads {
  private readonly kept = new Map<string, Kept>();
  private readonly names = new ColumnNames();

  constructor(
    private readonly database: SqliteDatabase.Database,
    private readonly capacity = 64,
  ) {}

  /**
   * The rows of a select, with camelCase keys, or null when it must go through Kysely instead:
   * the connection is inside a transaction, or the SQL is not a read.
   */
  read<Row>(sql: string, parameters: readonly unknown[]): Row[] | null {
    if (this.database.inTransaction) return null;
    let text = sql;
    let values = parameters;
    // As the statement cache does (./statement-cache.ts): a bound LIMIT is prepared anew each run.
    const limit = parameters[parameters.length - 1];
    if (TRAILING_LIMIT.test(sql) && isWrittenLimit(limit)) {
      text = `${sql.slice(0, -1)}${limit}`;
      values = parameters.slice(0, -1);
    }
    const kept = this.statement(text);
    if (!kept) return null;
    const rows = kept.statement.all(values) as unknown[][];
    // A statement SQLite prepared again after a schema change may have other columns.
    if (rows.length > 0 && rows[0]!.length !== kept.keys.length) kept.keys = this.keysOf(kept.statement);
    const { keys } = kept;
    const result = new Array<Row>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const object: Record<string, unknown> = {};
      for (let c = 0; c < keys.length; c++) object[keys[c]!] = row[c];
      result[r] = object as Row;
    }
    return result;
  }

  private statement(sql: string): Kept | null {
    let kept = this.kept.get(sql);
    if (kept) return kept;
    const statement = this.database.prepare(sql);
    if (!statement.reader) return null;
    statement.raw(true);
    kept = { statement, keys: this.keysOf(statement) };
    // The SQL comes from the code (a few shapes, a limit), so this stays small; emptied past a
    // bound all the same, which only costs a prepare.
    if (this.kept.size >= this.capacity) this.kept.clear();
    this.kept.set(sql, kept);
    return kept;
  }

  private keysOf(statement: SqliteDatabase.Statement): string[] {
    return statement.columns().map((column) => this.names.of(column.name));
  }
}

/** The Kysely instances (openDatabase's, outside any transaction) whose reads may run directly. */
const DIRECT = new WeakMap<object, DirectReads>();

export function allowDirectReads<DB>(db: Kysely<DB>, reads: DirectReads): void {
  DIRECT.set(db, reads);
}

/**
 * The rows of a compiled select: straight on better-sqlite3 when `executor` is openDatabase's
 * SQLite instance and its connection is not inside a transaction; otherwise through Kysely.
 * A transaction's executor is another object, so its reads always go through it.
 */
export async function readRows<DB, Row>(executor: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const rows = readRowsNow(executor, query);
  if (rows) return rows;
  return (await executor.executeQuery(query)).rows;
}

/** The rows of a compiled select read straight away, or null when it must go through Kysely. */
export function readRowsNow<DB, Row>(executor: Kysely<DB>, query: CompiledQuery<Row>): Row[] | null {
  return DIRECT.get(executor)?.read<Row>(query.sql, query.parameters) ?? null;
}
