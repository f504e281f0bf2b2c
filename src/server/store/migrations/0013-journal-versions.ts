/**
 * Each user's journal version (issue 15, ADR 0037): a number that changes whenever anything a
 * journal page shows changes, so a page answered before can be sent again, without reading it,
 * while the version read with the request's session is the one it was answered at. Triggers on
 * journal_entries bump it on every insert, update (any column) and delete, whoever makes it (the
 * app, `tonelens import` writing beside the server, a cascade), in the same transaction as the
 * change; a page shows nothing but journal_entries' columns.
 *
 * SQLite only: one row per user, `journal_versions.version`, as migration 0010 keeps
 * `journal_counts` (SQLite has one writer at a time, so a row every write updates cannot
 * deadlock). No row reads as 0; the first change writes 1 and every later one adds 1, so a
 * version never comes back. The user's own delete trigger removes the row.
 *
 * PostgreSQL has none (the page cache is SQLite's): a row per user would be locked by each of the
 * user's writes until commit (ADR 0007's amendment, migration 0010), and an insert-only log read
 * by its highest sequence number would miss a change whose lower number commits after a higher
 * one was read (ADR 0037).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema
    .createTable('journal_versions')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  const bump = (row: 'new' | 'old') =>
    `insert into journal_versions (user_id, version) values (${row}.user_id, 1)
       on conflict (user_id) do update set version = version + 1;`;
  await sql
    .raw(
      `create trigger journal_entries_version_insert after insert on journal_entries begin ${bump('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger journal_entries_version_delete after delete on journal_entries begin ${bump('old')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger journal_entries_version_update after update on journal_entries
         begin ${bump('old')} ${bump('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger users_journal_version_delete after delete on users begin delete from journal_versions where user_id = old.id; end',
    )
    .execute(db);
}
