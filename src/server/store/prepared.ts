/**
 * PostgreSQL: statements kept prepared on each connection (issue 15, ADR 0028). Kysely sends
 * every query unnamed, so PostgreSQL parses and plans it afresh each time: a journal page's
 * query took 2.1-3.3 ms that way against 0.3-0.6 ms as a named statement, planned once per
 * connection (one run, load 7-8), on the two cores the server and Node share. This names a
 * query by a hash of its SQL text, so pg prepares it once per connection and then only binds
 * and runs it.
 *
 * Not named: a query without parameters (BEGIN, COMMIT, a migration's DDL: nothing to save), and
 * a full-text search, whose best plan depends on the words searched for (a prepared statement
 * may settle on one generic plan). At most MAX_PREPARED statements per connection, since each
 * holds its plan in the server's memory and SQL whose text varies with its input (an `in (…)`
 * list) would otherwise add one after another; past that, queries go unnamed as before.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_PREPARED = 200;

const NAMES = new Map<string, string>();
const MAX_NAMES = 1000;

function nameOf(text: string): string {
  let name = NAMES.get(text);
  if (name === undefined) {
    name = `tonelens_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (NAMES.size >= MAX_NAMES) NAMES.clear();
    NAMES.set(text, name);
  }
  return name;
}

function worthPreparing(text: string, values: unknown[]): boolean {
  return values.length > 0 && !text.includes('to_tsquery');
}

/**
 * A prepared `select *` refuses to run once another process has changed the table's columns
 * (a migration of a newer version): "cached plan must not change result type".
 */
function planOutdated(error: unknown): boolean {
  return error instanceof Error && error.message.includes('cached plan must not change result type');
}

/** Makes `client` prepare the queries worth preparing (call once, when the pool connects it). */
export function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  const preparing = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(...args);
    if (!worthPreparing(text, values)) return query(...args);
    const name = nameOf(text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PREPARED) return query(...args);
      prepared.add(name);
    }
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      // This connection's statements were planned for the old columns: it is ended, so the pool
      // drops it when it comes back and the next connection prepares them afresh. This one query fails.
      if (planOutdated(error)) client.end().catch(() => undefined);
      throw error;
    });
  };
  client.query = preparing as typeof client.query;
}
