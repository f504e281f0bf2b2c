/**
 * Each user's stored bytes kept as they change (issue 15), SQLite only. The storage quota
 * (ADR 0012) summed octet_length over every row the user had, before every stored analysis:
 * 0.75 ms at 1,000 analyses, growing with the journal, the largest database cost of a write.
 * Triggers on the four tables that hold what a user saved keep `storage_usage.bytes` equal to
 * that sum on every insert, update and delete, whoever makes it (the app, an import, a cascade),
 * in the same transaction; this migration fills it from the sums once.
 *
 * No foreign key: an account's deletion cascades to its rows, whose delete triggers then find
 * the usage row gone or about to go, in whichever order SQLite runs them; deletes only ever
 * update an existing row, and the account's own delete trigger removes it.
 *
 * PostgreSQL keeps the sum (src/server/store/usage.ts): there a per-user counter row would be
 * locked by every write of that user until its transaction commits, and two processes' group
 * commits taking two users' rows in opposite order would deadlock.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

/**
 * The text columns of each table that holds what a user saved, as src/server/store/usage.ts
 * lists them (a test keeps the two equal), in the database's own names.
 */
export const USAGE_TEXT_COLUMNS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['analyses', ['input_text', 'conversational_response', 'alternative_text']],
  ['echo_reflections', ['original_text', 'resonant_reply', 'user_reflection', 'spectral_resonance']],
  ['framed_conversations', ['original_text', 'ai_generated_text', 'emotional_values', 'conversation']],
  ['signature_entries', ['original_text']],
];

const bytesOf = (row: 'new' | 'old', columns: readonly string[]) =>
  columns.map((column) => `coalesce(octet_length(${row}.${column}), 0)`).join(' + ');

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema
    .createTable('storage_usage')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('bytes', 'integer', (column) => column.notNull())
    .execute();
  const add = (row: 'new' | 'old', columns: readonly string[], sign: '+' | '-') =>
    `insert into storage_usage (user_id, bytes) values (${row}.user_id, ${sign}(${bytesOf(row, columns)}))
       on conflict (user_id) do update set bytes = bytes + excluded.bytes;`;
  const subtract = (row: 'new' | 'old', columns: readonly string[]) =>
    `update storage_usage set bytes = bytes - (${bytesOf(row, columns)}) where user_id = ${row}.user_id;`;
  for (const [table, columns] of USAGE_TEXT_COLUMNS) {
    const sums = columns.map((column) => `coalesce(octet_length(${column}), 0)`).join(' + ');
    await sql
      .raw(
        `insert into storage_usage (user_id, bytes) select user_id, sum(${sums}) from ${table} where true group by user_id
           on conflict (user_id) do update set bytes = bytes + excluded.bytes`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_usage_insert after insert on ${table} begin ${add('new', columns, '+')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_usage_delete after delete on ${table} begin ${subtract('old', columns)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_usage_update after update of user_id, ${columns.join(', ')} on ${table}
           begin ${subtract('old', columns)} ${add('new', columns, '+')} end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      'create trigger users_usage_delete after delete on users begin delete from storage_usage where user_id = old.id; end',
    )
    .execute(db);
}
