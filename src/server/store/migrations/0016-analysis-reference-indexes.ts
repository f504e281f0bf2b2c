/**
 * Deleting an analysis no longer reads every user's journal (issue 15, "reads that don't grow";
 * ADR 0043). journal_entries.analysis_id and echo_reflections.analysis_id refer to analyses
 * (ON DELETE SET NULL, migration 0001), and a foreign key's database must find the rows that
 * refer to a deleted one: without an index on the referring column, SQLite and PostgreSQL read
 * the whole table, everybody's rows (with migration 0015's deletes, a journal delete still
 * took 48 ms beside another user's 100,000 entries, 1.3 ms alone). signature_entries holds no reference, and analysis_imports' is its
 * primary key.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('journal_entries_analysis')
    .on('journal_entries')
    .column('analysis_id')
    .execute();
  await db.schema
    .createIndex('echo_reflections_analysis')
    .on('echo_reflections')
    .column('analysis_id')
    .execute();
}
