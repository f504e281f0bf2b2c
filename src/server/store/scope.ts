/**
 * The only way repositories reach user-owned tables. A UserScope is built for one user id
 * and every query it starts already carries `user_id = <that id>`; inserts get the id added.
 * Repositories receive a scope, never the Kysely instance, so a query that forgets the user
 * cannot be written without reaching around this module.
 */
import {
  sql,
  type Compilable,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Dialect } from './db';
import { readRows } from './direct-reads';
import type { GroupCommitter } from './group-commit';
import { Precompiled, PrecompiledCache, slot } from './precompiled';
import { insertRow, type RowInsert } from './row-inserts';
import type { Database, OwnedTable } from './schema';

export type Clock = () => number;

// Kysely's type for "nothing selected yet".
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type EmptySelection = {};

// A Transaction is a Kysely too; one type keeps the query builders' overloads intact.
type Executor = Kysely<Database>;

/** PostgreSQL: tables of per-user rows whose sum is the figure (migrations 0010 and 0014). */
const DELTAS = {
  journal_count: { table: sql.table('journal_count_deltas'), column: sql.ref('entries') },
  journal_changes: { table: sql.table('journal_changes'), column: sql.ref('changes') },
} as const;

/**
 * PostgreSQL: replaces a user's rows of a delta table by their sum, in one statement, so reading
 * the figure stays bounded. A reader sees the rows before or the one row after, never both, so the
 * sum is the same in every snapshot. Only one process folds a user's rows at a time (a
 * transaction-scoped advisory lock, tried, never waited for): two deletes of the same rows in
 * different orders could deadlock each other, and a writer adding a row waits for neither.
 */
export async function foldDeltas(
  executor: Executor,
  kind: keyof typeof DELTAS,
  userId: string,
): Promise<void> {
  const { table, column } = DELTAS[kind];
  const fold = async (trx: Executor) => {
    const key = `${kind}:${userId}`;
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`.execute(trx);
    if (!rows[0]?.locked) return;
    await sql`with folded as (
        delete from ${table} where user_id = ${userId} returning ${column}
      )
      insert into ${table} (user_id, ${column})
        select ${userId}, sum(${column}) from folded having count(*) > 0`.execute(trx);
  };
  if (executor.isTransaction) await fold(executor);
  else await executor.transaction().execute(fold);
}

let STORAGE_USAGE: Precompiled<{ bytes: number }, 'userId'> | undefined;
/** Reads compiled once per dialect and shape (`readCompiled`). */
const READS = new PrecompiledCache();

export class UserScope {
  constructor(
    private readonly executor: Executor,
    readonly userId: string,
    readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly committer: GroupCommitter | null = null,
  ) {}

  /** The current time as a UTC ISO string (the store's clock, which tests can move). */
  now(): string {
    return new Date(this.clock()).toISOString();
  }

  private owner(table: OwnedTable) {
    return sql.ref<string>(`${table}.userId`);
  }

  // The builders are made for the union of owned tables (where every table has user_id) and
  // then narrowed to the one asked for: Kysely's overloads do not resolve on a generic table.
  selectFrom<T extends OwnedTable>(table: T): SelectQueryBuilder<Database, T, EmptySelection> {
    const query = this.executor.selectFrom(table as OwnedTable).where(this.owner(table), '=', this.userId);
    return query as unknown as SelectQueryBuilder<Database, T, EmptySelection>;
  }

  updateTable<T extends OwnedTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    const query = this.executor.updateTable(table as OwnedTable).where(this.owner(table), '=', this.userId);
    return query as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
  }

  deleteFrom<T extends OwnedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    const query = this.executor.deleteFrom(table as OwnedTable).where(this.owner(table), '=', this.userId);
    return query as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
  }

  insertInto<T extends OwnedTable>(table: T, values: Omit<Insertable<Database[T]>, 'userId'>) {
    const row = { ...values, userId: this.userId } as unknown as Insertable<Database[OwnedTable]>;
    return this.executor.insertInto(table as OwnedTable).values(row);
  }

  /**
   * Inserts one row of mine, like `insertInto(table, values).execute()`, from a statement
   * compiled once (the write path's inserts: building and compiling each showed in the profile).
   * Values are plain (text, numbers, null); a column left undefined is left out, as Kysely does.
   */
  async insert<T extends OwnedTable>(
    table: T,
    values: Omit<Insertable<Database[T]>, 'userId'>,
  ): Promise<void> {
    await insertRow(this.executor, this.dialect, this.row(table, values));
  }

  /** Inserts rows made with `row`, one after the other, in the order given. */
  async insertRows(inserts: RowInsert[]): Promise<void> {
    for (const insert of inserts) await insertRow(this.executor, this.dialect, insert);
  }

  /** A row of mine to insert later (`insertPlanned`): the values with my id added. */
  row<T extends OwnedTable>(table: T, values: Omit<Insertable<Database[T]>, 'userId'>): RowInsert {
    return { table, row: { ...values, userId: this.userId } };
  }

  /**
   * Reads my rows with a query compiled once per `shape` for every user (./precompiled.ts), for
   * reads on every request (a journal page). `build` is given a scope whose user id is the slot
   * `userId`, so its `selectFrom` limits the query to the owner as ever; `values` fill the
   * query's other slots, and the same shape must always name the same ones.
   */
  async readCompiled<Row>(
    shape: string,
    build: (template: UserScope) => Compilable<Row>,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    const query = READS.get(`${this.dialect} ${shape}`, () => {
      const template = new UserScope(this.executor, slot('userId'), this.dialect, this.clock);
      return new Precompiled(build(template), ['userId', ...Object.keys(values)]);
    });
    // On SQLite outside a transaction, straight on the connection (./direct-reads.ts).
    return readRows(this.executor, query.bind({ ...values, userId: this.userId }));
  }

  /** The user's own row in `users` (keyed by id rather than user_id). */
  selectUser() {
    return this.executor.selectFrom('users').where('users.id', '=', this.userId);
  }

  /**
   * The user's running total of stored bytes (SQLite only, migration 0009), or null without a
   * row. Read before every stored analysis, so its query is compiled once.
   */
  async storageUsageBytes(): Promise<number | null> {
    STORAGE_USAGE ??= new Precompiled(
      this.executor
        .selectFrom('storageUsage')
        .select('storageUsage.bytes')
        .where('storageUsage.userId', '=', slot('userId')),
      ['userId'],
    );
    const rows = await readRows(this.executor, STORAGE_USAGE.bind({ userId: this.userId }));
    return rows[0]?.bytes ?? null;
  }

  /** My number of journal entries, kept by triggers (migration 0010; SQLite: one row). */
  selectJournalCount() {
    return this.executor.selectFrom('journalCounts').where('journalCounts.userId', '=', this.userId);
  }

  /** PostgreSQL: the rows whose sum is my number of journal entries (migration 0010). */
  selectJournalCountDeltas() {
    return this.executor
      .selectFrom('journalCountDeltas')
      .where('journalCountDeltas.userId', '=', this.userId);
  }

  /** PostgreSQL: folds my count's delta rows into one (foldDeltas), so reading the count stays bounded. */
  async foldJournalCountDeltas(): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await foldDeltas(this.executor, 'journal_count', this.userId);
  }

  updateUser() {
    return this.executor.updateTable('users').where('users.id', '=', this.userId);
  }

  deleteUser() {
    return this.executor.deleteFrom('users').where('users.id', '=', this.userId);
  }

  /** Runs `work` in one transaction (or inside the current one), with a scope bound to it. */
  async transaction<T>(work: (scope: UserScope) => Promise<T>): Promise<T> {
    if (this.executor.isTransaction) return work(this);
    return this.executor
      .transaction()
      .execute((trx) => work(new UserScope(trx, this.userId, this.dialect, this.clock)));
  }

  /**
   * Runs `work` in a transaction shared with the other writes that arrive together (group
   * commit, ./group-commit.ts); resolves only after that transaction has committed. Inside a
   * transaction already, or without a committer, it is an ordinary transaction.
   */
  async groupCommit<T>(work: (scope: UserScope) => Promise<T>): Promise<T> {
    if (this.executor.isTransaction || !this.committer) return this.transaction(work);
    return this.committer.submit((trx) => work(new UserScope(trx, this.userId, this.dialect, this.clock)));
  }

  /**
   * `groupCommit` for a write that only inserts rows (`plan` returns them, made with `row`, in
   * the order they must go in, and the value to answer with). `plan` runs when the write's
   * transaction does, so `now()` is that transaction's time, and may run again, as a group
   * write may. On PostgreSQL the rows of a batch go in together (./group-commit.ts).
   */
  async insertPlanned<T>(plan: (scope: UserScope) => { inserts: RowInsert[]; value: T }): Promise<T> {
    if (this.executor.isTransaction || !this.committer) {
      return this.transaction(async (scope) => {
        const { inserts, value } = plan(scope);
        await scope.insertRows(inserts);
        return value;
      });
    }
    return this.committer.submitInserts(() => plan(this));
  }
}
