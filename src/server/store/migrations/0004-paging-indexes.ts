/**
 * Cursor paging (issue 15): the journal and the analyses are read a page at a time in
 * (created_at, id) order, per user. These indexes hold exactly that key, so a page is a short
 * range read whatever the size of the journal; they replace the (user_id, created_at) ones,
 * whose order left ties on created_at to a sort of every row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('journal_entries_user_page')
    .on('journal_entries')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('journal_entries_user_created').execute();
  await db.schema
    .createIndex('analyses_user_page')
    .on('analyses')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('analyses_user_created').execute();
}
