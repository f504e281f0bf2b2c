/**
 * PostgreSQL's journal version (issue 15, ADR 0042): what migration 0013 gives SQLite, so a
 * journal page answered before can be sent again, without reading it, while the user's version
 * holds (ADR 0037). The version is the sum of `journal_changes.changes` for the user: triggers on
 * journal_entries add a row per user and statement (the number of entries the statement inserted,
 * updated or deleted, always positive), whoever makes it, in the change's own transaction.
 *
 * Why a sum of inserted rows, not a row per user (SQLite's) nor the highest row of a log:
 * - A row per user would be locked by each of the user's writes until commit, and two processes'
 *   group commits taking two users' rows in opposite order would deadlock (migration 0010).
 *   An inserted row locks nothing another writer waits for.
 * - A log's highest sequence number misses a change whose lower number commits after a higher
 *   one was read. A sum does not: every change adds, nothing else subtracts, and a snapshot sees
 *   every change a snapshot taken before it saw. So two reads that give the same sum saw the same
 *   changes, and a page read between them shows exactly those.
 * - Folding the rows into one (src/server/store/scope.ts, when a read finds more than FOLD_AT)
 *   deletes them and inserts their sum in one transaction: every snapshot sees the same sum.
 *
 * A delete made by the account's cascade adds nothing (the user row is already gone); the user's
 * own delete trigger removes the rest, as migration 0010 does for the count. SQLite: nothing here.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('journal_changes')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('changes', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('journal_changes_user').on('journal_changes').column('user_id').execute();
  // Statement-level triggers, as migration 0010's: one row per user and statement, not per entry.
  await sql`create function journal_entries_changes_added() returns trigger language plpgsql as $$
    begin
      insert into journal_changes (user_id, changes)
        select user_id, count(*) from added group by user_id;
      return null;
    end $$`.execute(db);
  await sql`create function journal_entries_changes_removed() returns trigger language plpgsql as $$
    begin
      insert into journal_changes (user_id, changes)
        select removed.user_id, count(*) from removed
          where exists (select 1 from users where users.id = removed.user_id)
          group by removed.user_id;
      return null;
    end $$`.execute(db);
  // An update changes what its owner's pages show (any column); a change of owner, both owners'.
  await sql`create function journal_entries_changes_updated() returns trigger language plpgsql as $$
    begin
      insert into journal_changes (user_id, changes)
        select touched.user_id, count(*) from (
          select user_id from added
          union all
          select user_id from removed
        ) as touched
        where exists (select 1 from users where users.id = touched.user_id)
        group by touched.user_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_entries_changes_insert after insert on journal_entries
    referencing new table as added for each statement
    execute function journal_entries_changes_added()`.execute(db);
  await sql`create trigger journal_entries_changes_delete after delete on journal_entries
    referencing old table as removed for each statement
    execute function journal_entries_changes_removed()`.execute(db);
  await sql`create trigger journal_entries_changes_update after update on journal_entries
    referencing old table as removed new table as added for each statement
    execute function journal_entries_changes_updated()`.execute(db);
  await sql`create function users_journal_changes_delete() returns trigger language plpgsql as $$
    begin
      delete from journal_changes where user_id = old.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_journal_changes_delete after delete on users
    for each row execute function users_journal_changes_delete()`.execute(db);
}
