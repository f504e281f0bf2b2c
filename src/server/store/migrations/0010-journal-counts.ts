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
 * PostgreSQL: insert-only rows, `journal_count_deltas` (one per user and statement: +n for n
 * entries added, −n for n deleted), summed on read and folded into one row when they pile up (src/server/store/
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
  // Statement-level triggers: one row per user and statement, not per entry, so an import or a
  // bulk insert of thousands adds a handful of rows and the table stays small for every read.
  // A delete made by the account's cascade adds nothing: the user row is already gone then, and
  // its own trigger has removed (or will remove) the rows.
  await sql`create function journal_entries_count_added() returns trigger language plpgsql as $$
    begin
      insert into journal_count_deltas (user_id, entries)
        select user_id, count(*) from added group by user_id;
      return null;
    end $$`.execute(db);
  await sql`create function journal_entries_count_removed() returns trigger language plpgsql as $$
    begin
      insert into journal_count_deltas (user_id, entries)
        select removed.user_id, -count(*) from removed
          where exists (select 1 from users where users.id = removed.user_id)
          group by removed.user_id;
      return null;
    end $$`.execute(db);
  // An update nets out per user (a change of owner moves an entry; any other change is zero).
  await sql`create function journal_entries_count_moved() returns trigger language plpgsql as $$
    begin
      insert into journal_count_deltas (user_id, entries)
        select user_id, sum(change) from (
          select user_id, 1 as change from added
          union all
          select user_id, -1 from removed
        ) as changes
        group by user_id having sum(change) <> 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_entries_count_insert after insert on journal_entries
    referencing new table as added for each statement
    execute function journal_entries_count_added()`.execute(db);
  await sql`create trigger journal_entries_count_delete after delete on journal_entries
    referencing old table as removed for each statement
    execute function journal_entries_count_removed()`.execute(db);
  await sql`create trigger journal_entries_count_update after update on journal_entries
    referencing old table as removed new table as added for each statement
    execute function journal_entries_count_moved()`.execute(db);
  await sql`create function users_journal_count_delete() returns trigger language plpgsql as $$
    begin
      delete from journal_count_deltas where user_id = old.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_journal_count_delete after delete on users
    for each row execute function users_journal_count_delete()`.execute(db);
}
