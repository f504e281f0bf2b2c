/**
 * Group commit (issue 15): writes that arrive together share one transaction, and so one
 * fsync, instead of paying for a durable commit each. A write is a function of the
 * transaction; `submit` resolves with its value only after the transaction that ran it has
 * committed, so a request is never acknowledged before its rows are on disk (SQLite keeps
 * `synchronous = FULL`).
 *
 * One batch runs at a time. Writes that arrive while it commits wait for the next one, so the
 * batch size follows the load by itself: one write alone is committed at once (after the
 * current turn of the event loop, which lets the requests that came in together join), and
 * under load each commit carries everything that queued behind the previous one.
 *
 * A write that fails (a constraint, a bad value) is undone alone and only its caller hears the
 * error: the batch is then run again with each write inside a savepoint (see commitBatch). When the commit itself fails, every write of the
 * batch is rejected with that error: none of them was acknowledged, and none is on disk.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from './db';
import {
  columnsOf,
  insertRow,
  insertRowsTogether,
  insertSearchRowsTogether,
  travelsAsJson,
  type RowInsert,
} from './row-inserts';
import type { Database } from './schema';

export type GroupWrite<T> = (trx: Kysely<Database>) => Promise<T>;

/**
 * A write that is only inserts, planned when its batch runs (so its ids and timestamps are
 * those of its transaction, as a GroupWrite's are): the rows, in the order they must go in
 * (a row before the rows whose foreign keys point at it), and the value to answer with.
 */
export type PlannedInserts<T> = () => { inserts: RowInsert[]; value: T };

interface Pending {
  work: GroupWrite<unknown>;
  /** Set for a write that is only inserts: on PostgreSQL the batch's rows go in together. */
  plan?: PlannedInserts<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How many writes one transaction takes at most (a bound on how long one commit holds the lock). */
export const MAX_GROUP = 256;

export class GroupCommitter {
  private queue: Pending[] = [];
  private scheduled = false;
  private running = false;
  /** Transactions committed so far (the metrics and tests read it: writes / commits = group size). */
  commits = 0;
  writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
    private readonly maxGroup = MAX_GROUP,
  ) {}

  /**
   * Runs `work` in the next group transaction; resolves after that transaction commits. `work`
   * must only write through the transaction it is given: it runs a second time (its first run
   * rolled back, never acknowledged) when another write of its batch fails.
   */
  submit<T>(work: GroupWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Like `submit`, for a write that only inserts rows. On PostgreSQL the rows of every such
   * write of a batch are inserted together, one statement per table (./row-inserts.ts): a
   * statement is a round trip to the server, and three per analysis, one after the other, held
   * the batch's connection for most of its time (ADR 0028). On SQLite, whose statements cost no
   * round trip, each row is inserted on its own, as a GroupWrite would, except the search rows:
   * those of the whole batch go in last, together, in ascending rowid order, so that FTS5 writes
   * them out once per transaction instead of once per row (ADR 0007 amendment 5).
   */
  submitInserts<T>(plan: PlannedInserts<T>): Promise<T> {
    const work: GroupWrite<T> = async (trx) => {
      const { inserts, value } = plan();
      for (const insert of inserts) await insertRow(trx, this.dialect, insert);
      return value;
    };
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        work,
        plan,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    // setImmediate, not a microtask: requests whose bytes arrived in the same turn of the event
    // loop get to enqueue their writes before the batch is cut.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.queue.splice(0, this.maxGroup);
    try {
      const outcomes = await this.commitBatch(batch);
      this.commits++;
      this.writes += batch.length;
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) pending.resolve(outcome.value);
        else pending.reject(outcome?.error ?? new Error('The write did not run.'));
      });
    } catch (error) {
      // The transaction did not commit: nothing of this batch is on disk, and every caller hears so.
      for (const pending of batch) pending.reject(error);
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  /**
   * Runs the batch in one transaction and commits it; throws when the commit fails. Writes
   * nearly always succeed, so the batch first runs without savepoints (two statements a write,
   * about 3 % of the server's time under the write load, issue 15). When one write fails, that
   * transaction is rolled back, nothing of it having been acknowledged, and the batch runs
   * again with each write in a savepoint, so only the failing one is answered with its error.
   * A batch of one needs no savepoint: its failure is the transaction's.
   */
  private async commitBatch(batch: Pending[]): Promise<Outcome[]> {
    const together = this.dialect === 'postgres' && batch.length > 1;
    const searchLast = this.dialect === 'sqlite' && batch.length > 1;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const results: Outcome[] = [];
        const inserts: RowInsert[] = [];
        // SQLite: the batch's search rows go in last, together, in ascending rowid order
        // (./search-order.ts), each after its entry (which is among the rows inserted before).
        const entries = new Set<unknown>();
        const searchRows: Array<Record<string, unknown>> = [];
        for (const pending of batch) {
          try {
            if (together && pending.plan) {
              const planned = pending.plan();
              inserts.push(...planned.inserts);
              results.push({ ok: true, value: planned.value });
            } else if (searchLast && pending.plan) {
              const planned = pending.plan();
              for (const insert of planned.inserts) {
                if (insert.table === 'journalSearch' && entries.has(insert.row.entryId)) {
                  searchRows.push(insert.row);
                  continue;
                }
                await insertRow(trx, 'sqlite', insert);
                if (insert.table === 'journalEntries') entries.add(insert.row.id);
              }
              results.push({ ok: true, value: planned.value });
            } else {
              results.push({ ok: true, value: await pending.work(trx) });
            }
          } catch (error) {
            throw new WriteFailed(error);
          }
        }
        try {
          await insertTogether(trx, inserts);
          await insertSearchRowsTogether(trx, searchRows);
        } catch (error) {
          // Which write's row was refused is not known: the batch runs again, each write alone.
          throw new WriteFailed(error);
        }
        return results;
      });
    } catch (error) {
      if (!(error instanceof WriteFailed)) throw error;
      if (batch.length === 1) return [{ ok: false, error: error.cause }];
    }
    return this.db.transaction().execute(async (trx) => {
      const results: Outcome[] = [];
      for (const pending of batch) results.push(await runIsolated(trx, pending.work));
      return results;
    });
  }
}

/**
 * PostgreSQL: the planned rows of a batch, one statement per table and set of columns. Tables
 * go in the order they first appear in, so a row goes in before rows whose foreign keys point
 * at it (every write plans its rows in that order).
 */
async function insertTogether(trx: Kysely<Database>, inserts: RowInsert[]): Promise<void> {
  const byTable = new Map<string, RowInsert[]>();
  for (const insert of inserts) {
    const rows = byTable.get(insert.table);
    if (rows) rows.push(insert);
    else byTable.set(insert.table, [insert]);
  }
  for (const [table, rows] of byTable) {
    const byColumns = new Map<string, Array<Record<string, unknown>>>();
    for (const insert of rows) {
      // A row JSON would change (NaN, a Date) goes in on its own, as it would outside a group.
      if (!travelsAsJson(insert.row)) {
        await insertRow(trx, 'postgres', insert);
        continue;
      }
      const key = columnsOf(insert.row).join(',');
      const same = byColumns.get(key);
      if (same) same.push(insert.row);
      else byColumns.set(key, [insert.row]);
    }
    for (const same of byColumns.values()) {
      await insertRowsTogether(trx, table as RowInsert['table'], same);
    }
  }
}

/** A write of the batch failed (not the commit): the batch runs again, each write isolated. */
class WriteFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('A write of the group failed.');
  }
}

// Compiled once: three of them run for every write, and building and compiling them each time
// showed in the profile of the write load.
const SAVEPOINT = CompiledQuery.raw('savepoint group_write');
const RELEASE = CompiledQuery.raw('release savepoint group_write');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint group_write');

/** One write inside its own savepoint, so its failure undoes only its own rows. */
async function runIsolated(trx: Kysely<Database>, work: GroupWrite<unknown>): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    await trx.executeQuery(ROLLBACK);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  }
}
