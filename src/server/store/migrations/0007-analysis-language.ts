/**
 * Whether the engine read the text as English (issue 18): an analysis keeps the engine's
 * LanguageReading (src/contract/analysis.ts) as JSON text. Analyses stored before this migration,
 * and Spectral Binary ones, have none (NULL).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analyses').addColumn('language', 'text').execute();
}
