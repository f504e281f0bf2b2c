/**
 * The language an EchoRoom reply was written in (issue 18): the built-in AI writes it in the
 * user's language, so the journal and Past Reflections mark it with its own `lang`. Reflections
 * saved before this migration have none (NULL); the web reads those as English.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('echo_reflections').addColumn('reply_language', 'text').execute();
}
