/**
 * Issue 16: failed password sign-ins counted per account (signin_failures), and SQLite's
 * full-text index set to remove a deleted entry's words at once ('secure-delete'), so deleting
 * a journal does not leave its words in the index until the next merge.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('signin_failures')
    // SHA-256 of the normalised e-mail: unknown addresses are counted too (so a lock does not
    // tell which e-mails have accounts) without keeping them in the clear.
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signin_failures_last_failed')
    .on('signin_failures')
    .column('last_failed_at')
    .execute();

  if (dialect === 'sqlite') {
    await sql`insert into journal_search(journal_search, rank) values ('secure-delete', 1)`.execute(db);
  }
}
