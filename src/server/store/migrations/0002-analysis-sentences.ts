/**
 * Per-sentence tones (issue 12): an analysis keeps the engine's reading of each sentence as JSON
 * text (SentenceTone[] of src/contract/analysis.ts). Analyses stored before this migration, and
 * the plain and spectral modes, have none (NULL).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analyses').addColumn('sentences', 'text').execute();
}
