/**
 * The first schema: users, sessions, sign-in states and every table a user owns (DESIGN.md
 * "Data"). Written with Kysely's schema builder so it runs on SQLite and PostgreSQL; only the
 * full-text index differs (FTS5 virtual table vs. a generated tsvector column).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

// double precision is REAL on SQLite (type affinity) and float8 on PostgreSQL.
const REAL = 'double precision';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('local_email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_subject', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_oidc_identity', ['oidc_issuer', 'oidc_subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('auth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_states_expiry').on('auth_states').column('expires_at').execute();

  await db.schema
    .createTable('analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('input_text', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('character_count', 'integer', (c) => c.notNull())
    .addColumn('sentiment_classification', 'text')
    .addColumn('sentiment_score', REAL)
    .addColumn('tone_lens_summary', 'text')
    .addColumn('conversational_response', 'text')
    .addColumn('alternative_text', 'text')
    .addColumn('warmth_detachment', REAL)
    .addColumn('certainty_ambiguity', REAL)
    .addColumn('intensity_restraint', REAL)
    .addColumn('conflict_coherence', REAL)
    .addColumn('tension_detected', 'integer')
    .addColumn('echo_room_suggestion', 'text')
    .addColumn('deep_tone_percentage', REAL)
    .addColumn('suspended_tone_percentage', REAL)
    .addColumn('bright_tone_percentage', REAL)
    .addColumn('opening_tone', REAL)
    .addColumn('peak_intensity', REAL)
    .addColumn('resolution', REAL)
    .addColumn('frequency_data', 'text')
    .addColumn('average_value', REAL)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analyses_user_created')
    .on('analyses')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('echo_reflections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('analysis_id', 'text', (c) => c.references('analyses.id').onDelete('set null'))
    .addColumn('echo_mode', 'text', (c) => c.notNull())
    .addColumn('original_text', 'text', (c) => c.notNull())
    .addColumn('resonant_reply', 'text', (c) => c.notNull())
    .addColumn('user_reflection', 'text', (c) => c.notNull())
    .addColumn('spectral_resonance', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('echo_reflections_user_created')
    .on('echo_reflections')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('framed_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_text', 'text', (c) => c.notNull())
    .addColumn('ai_generated_text', 'text')
    .addColumn('emotional_values', 'text', (c) => c.notNull())
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('client_timestamp', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('framed_conversations_user_created')
    .on('framed_conversations')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // A reflection's entry keeps living when the analysis it was about goes.
    .addColumn('analysis_id', 'text', (c) => c.references('analyses.id').onDelete('set null'))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('dominant_tones', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('journal_entries_source', ['kind', 'source_id'])
    .execute();
  await db.schema
    .createIndex('journal_entries_user_created')
    .on('journal_entries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('signature_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('spectral_value', REAL, (c) => c.notNull())
    .addColumn('frequency_hz', 'integer', (c) => c.notNull())
    .addColumn('original_text', 'text', (c) => c.notNull())
    .addColumn('emotional_range', 'text', (c) => c.notNull())
    .addColumn('color_hue', REAL, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signature_entries_user_created')
    .on('signature_entries')
    .columns(['user_id', 'created_at'])
    .execute();

  if (dialect === 'sqlite') {
    // FTS5 tables take no constraints; the journal repository keeps rows in step with
    // journal_entries inside the same transaction. Tokens are matched by prefix, without
    // stemming or accent folding, exactly as the PostgreSQL 'simple' configuration does.
    await sql`create virtual table journal_search using fts5(
      entry_id unindexed, user_id unindexed, body, tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
  } else {
    await db.schema
      .createTable('journal_search')
      .addColumn('entry_id', 'text', (c) =>
        c.primaryKey().references('journal_entries.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('document', sql`tsvector`, (c) =>
        c.generatedAlwaysAs(sql`to_tsvector('simple', body)`).stored(),
      )
      .execute();
    await sql`create index journal_search_document on journal_search using gin (document)`.execute(db);
    await db.schema.createIndex('journal_search_user').on('journal_search').column('user_id').execute();
  }
}
