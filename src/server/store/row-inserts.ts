/**
 * Inserts of a user's rows from statements compiled once (issue 15): one row at a time
 * (`insertRow`, both dialects), or, on PostgreSQL, many rows of one table in one statement
 * (`insertRowsTogether`), which the group commit uses so that a batch of stored analyses costs
 * a few round trips to the server instead of three per analysis (ADR 0028).
 */
import { CamelCasePlugin, sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from './db';
import { Precompiled, slot } from './precompiled';
import type { Database, OwnedTable } from './schema';
import { insertSearchRow, insertSearchRowAtEntrySlot, insertSearchRowsAtEntrySlots } from './search-order';
import { rememberSearchWords } from './search-words';

/** One row to insert into a table the user owns; `row` carries the owner's userId. */
export interface RowInsert {
  table: OwnedTable;
  row: Record<string, unknown>;
}

// A Transaction is a Kysely too.
type Executor = Kysely<Database>;

/**
 * Statements per table and set of columns: the same SQL for every transaction and connection
 * of a dialect. The column sets come from the code, not from input, so the map stays small; it
 * is emptied past a bound all the same.
 */
const STATEMENTS = new Map<string, Precompiled<unknown>>();
const MAX_STATEMENTS = 128;

function cached(key: string, build: () => Precompiled<unknown>): Precompiled<unknown> {
  let statement = STATEMENTS.get(key);
  if (!statement) {
    statement = build();
    if (STATEMENTS.size >= MAX_STATEMENTS) STATEMENTS.clear();
    STATEMENTS.set(key, statement);
  }
  return statement;
}

/** The columns of a row Kysely would insert: a column left undefined is left out. */
export function columnsOf(row: Record<string, unknown>): string[] {
  return Object.keys(row).filter((column) => row[column] !== undefined);
}

/** Inserts one row, like `insertInto(table).values(row).execute()`. */
export async function insertRow(executor: Executor, dialect: Dialect, insert: RowInsert): Promise<void> {
  if (dialect === 'sqlite' && insert.table === 'journalSearch') {
    await insertSearchRowAlone(executor, insert.row);
    // Its words added to its owner's (ADR 0045), in the same transaction.
    await rememberSearchWords(executor, [insert.row as { userId: string; body: string }]);
    return;
  }
  const columns = columnsOf(insert.row);
  const statement = cached(`${dialect} one ${insert.table} ${columns.join(',')}`, () => {
    const row = Object.fromEntries(columns.map((column) => [column, slot(column)]));
    const query = executor
      .insertInto(insert.table)
      .values(row as unknown as Insertable<Database[OwnedTable]>);
    return new Precompiled<unknown>(query, columns);
  });
  await executor.executeQuery(statement.bind(insert.row));
}

/**
 * SQLite's search rows take a rowid that follows their entry's date (./search-order.ts): the
 * slot of the entry's rowid, else the next free one.
 */
async function insertSearchRowAlone(executor: Executor, row: Record<string, unknown>): Promise<void> {
  const names = ['entryId', 'userId', 'body'] as const;
  const atEntrySlot = cached('sqlite one journalSearch at entry slot', () => {
    const raw = insertSearchRowAtEntrySlot({
      entryId: slot('entryId'),
      userId: slot('userId'),
      body: slot('body'),
    });
    return new Precompiled<unknown>({ compile: () => raw.compile(executor) }, names);
  });
  try {
    const result = await executor.executeQuery(atEntrySlot.bind(row));
    if (result.numAffectedRows !== 0n) return;
  } catch (error) {
    if (!isTakenRowid(error)) throw error;
  }
  const statement = cached('sqlite one journalSearch by date', () => {
    const raw = insertSearchRow({ entryId: slot('entryId'), userId: slot('userId'), body: slot('body') });
    return new Precompiled<unknown>({ compile: () => raw.compile(executor) }, names);
  });
  await executor.executeQuery(statement.bind(row));
}

/** SQLite refused a row because its rowid (a search row's place) is taken. */
function isTakenRowid(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * SQLite: inserts search rows whose entries are already in (earlier in the same transaction), in
 * one statement that puts them in ascending rowid order (./search-order.ts says why). When a
 * place is taken, the statement leaves nothing behind and each row goes in on its own instead.
 */
export async function insertSearchRowsTogether(
  executor: Executor,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  if (rows.length === 1) {
    await insertRow(executor, 'sqlite', { table: 'journalSearch', row: rows[0]! });
    return;
  }
  if (rows.length === 0) return;
  const statement = cached('sqlite many journalSearch at entry slots', () => {
    const raw = insertSearchRowsAtEntrySlots(slot('rows'));
    return new Precompiled<unknown>({ compile: () => raw.compile(executor) }, ['rows']);
  });
  const given = JSON.stringify(rows.map((row) => [row.entryId, row.userId, row.body]));
  try {
    const result = await executor.executeQuery(statement.bind({ rows: given }));
    if (result.numAffectedRows === BigInt(rows.length)) {
      await rememberSearchWords(executor, rows as Array<{ userId: string; body: string }>);
      return;
    }
    throw new Error(`${rows.length - Number(result.numAffectedRows)} search rows found no entry.`);
  } catch (error) {
    if (!isTakenRowid(error)) throw error;
  }
  for (const row of rows) await insertRow(executor, 'sqlite', { table: 'journalSearch', row });
}

/** The database's names for the app's camelCase ones, exactly as the queries' plugin maps them. */
class DatabaseNames extends CamelCasePlugin {
  of(name: string): string {
    return this.snakeCase(name);
  }
}
const NAMES = new DatabaseNames();

/**
 * True when every value of the row passes through JSON unchanged: text, finite numbers and
 * null, which is all a stored analysis and its journal entry hold. A row that does not (NaN,
 * a Date, a Buffer) is inserted on its own instead.
 */
export function travelsAsJson(row: Record<string, unknown>): boolean {
  for (const value of Object.values(row)) {
    if (value === null || value === undefined || typeof value === 'string') continue;
    if (typeof value === 'number' && Number.isFinite(value)) continue;
    return false;
  }
  return true;
}

/**
 * PostgreSQL: inserts rows of one table with the same columns in one statement, their values
 * sent as one JSON parameter and read back into the table's own column types
 * (json_populate_recordset), so the SQL text is the same whatever the number of rows. Numbers
 * reach PostgreSQL as the same shortest decimal text pg sends for a single parameter, so the
 * stored values are identical. Rows must satisfy `travelsAsJson`.
 */
export async function insertRowsTogether(
  executor: Executor,
  table: OwnedTable,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = columnsOf(first);
  const statement = cached(`postgres many ${table} ${columns.join(',')}`, () => {
    const given = sql`json_populate_recordset(null::${sql.table(table)}, ${slot('rows')}::json)`;
    const query = executor
      .insertInto(table)
      .columns(columns as never)
      .expression(
        executor
          .selectFrom(given.as('given') as never)
          .select(columns.map((column) => sql.ref(`given.${column}`).as(column)) as never) as never,
      );
    return new Precompiled<unknown>(query, ['rows']);
  });
  const named = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [NAMES.of(column), row[column] ?? null])),
  );
  await executor.executeQuery(statement.bind({ rows: JSON.stringify(named) }));
}
