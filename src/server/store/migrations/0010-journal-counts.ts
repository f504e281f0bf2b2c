/**
 * Each user's number of journal entries kept as it changes (issue 15), so the card's
 * 'N entries' (GET /api/journal/count) costs the same at 100,000 entries as at 10: counted per
 * request, it scanned the user's index and took 7.9 ms at 100,000 entries against 0.46 ms at 10.
 * Triggers on journal_entries keep the figure on every insert and delete, whoever makes it (the
 * app, an import, a cascade), in the same transaction; this migration fills it from a count once.
 *
 * SQLite: one row per user, `journal_counts.entries`, as migration 0009 keeps `storage_usage`
 * (SQLite has one writer at a time, so a row every write updates cannot deadlock).
 *
 * PostgreSQL: insert-only rows, `journal_count_deltas` (+1 per entry added, −1 per entry
 * deleted), summed on read and folded into one row when they pile up (src/server/store/
 * journal.ts). A single counter row per user would be locked by each of the user's writes until
 * commit, and two processes' group commits taking two users' rows in opposite order would
 * deadlock (ADR 0007's amendment); an inserted row locks nothing another writer waits for.
 *
 * No foreign key on either: an account's deletion cascades to its entries, whose delete triggers
 * then find the count gone or about to go, in whichever order the database runs them. Deletes
 * only ever change what is there (SQLite) or add a row while the user exists (PostgreSQL), and
 * the user's own delete trigger removes the rest.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await upSqlite(db);
  else await upPostgres(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_counts')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('entries', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into journal_counts (user_id, entries)
    select user_id, count(*) from journal_entries where true group by user_id`.execute(db);
  const add = (row: 'new' | 'old') =>
    `insert into journal_counts (user_id, entries) values (${row}.user_id, 1)
       on conflict (user_id) do update set entries = entries + 1;`;
  const subtract = (row: 'new' | 'old') =>
    `update journal_counts set entries = entries - 1 where user_id = ${row}.user_id;`;
  await sql
    .raw(
      `create trigger journal_entries_count_insert after insert on journal_entries begin ${add('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger journal_entries_count_delete after delete on journal_entries begin ${subtract('old')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger journal_entries_count_update after update of user_id on journal_entries
         begin ${subtract('old')} ${add('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger users_journal_count_delete after delete on users begin delete from journal_counts where user_id = old.id; end',
    )
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_count_deltas')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('entries', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('journal_count_deltas_user')
    .on('journal_count_deltas')
    .column('user_id')
    .execute();
  await sql`insert into journal_count_deltas (user_id, entries)
    select user_id, count(*) from journal_entries group by user_id`.execute(db);
  // A delete made by the account's cascade adds nothing: the user row is already gone then, and
  // its own trigger has removed (or will remove) the rows.
  await sql`create function journal_entries_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into journal_count_deltas (user_id, entries)
          select old.user_id, -1 where exists (select 1 from users where id = old.user_id);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into journal_count_deltas (user_id, entries) values (new.user_id, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_entries_count after insert or delete or update of user_id
    on journal_entries for each row execute function journal_entries_count()`.execute(db);
  await sql`create function users_journal_count_delete() returns trigger language plpgsql as $$
    begin
      delete from journal_count_deltas where user_id = old.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_journal_count_delete after delete on users
    for each row execute function users_journal_count_delete()`.execute(db);
}
