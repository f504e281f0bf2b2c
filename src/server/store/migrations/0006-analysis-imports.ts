/**
 * Journal import (issue 17): one row per imported analysis with the import key, a SHA-256 of the
 * entry's text and its date as the source gave it. A user has each key once (unique index), so a
 * re-import of the same file stores nothing twice. The row goes with its analysis (ON DELETE
 * CASCADE): an imported entry deleted from the journal comes back if the file is imported again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_imports')
    .addColumn('analysis_id', 'text', (c) => c.primaryKey().references('analyses.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('import_key', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analysis_imports_user_key')
    .on('analysis_imports')
    .columns(['user_id', 'import_key'])
    .unique()
    .execute();
}
