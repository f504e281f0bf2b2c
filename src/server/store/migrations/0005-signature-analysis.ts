/**
 * One saved tone per analysis (issue 14): a signature entry may name the analysis it was saved
 * from, and a user has at most one entry per analysis. Entries saved before this migration, and
 * tones saved without an analysis, have no analysis id (NULLs never collide in a unique index, on
 * SQLite and PostgreSQL alike). No foreign key: a tone outlives a deleted analysis, and an id
 * (UUID v7) is never reused.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signature_entries').addColumn('analysis_id', 'text').execute();
  await db.schema
    .createIndex('signature_entries_user_analysis')
    .on('signature_entries')
    .columns(['user_id', 'analysis_id'])
    .unique()
    .execute();
}
