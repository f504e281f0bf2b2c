/**
 * The database's tables as Kysely sees them. Columns are snake_case in the database and
 * camelCase here (Kysely's CamelCasePlugin maps them). Timestamps are UTC ISO-8601 strings
 * in both dialects, so they compare and sort as text; booleans are 0/1 integers.
 */

export interface UsersTable {
  id: string;
  email: string | null;
  /** Normalised e-mail of a local (password) account; unique; null for OIDC-only users. */
  localEmail: string | null;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  language: string;
  oidcIssuer: string | null;
  oidcSubject: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a copy of the database holds no usable session. */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/** OpenID Connect sign-ins in progress: state, PKCE verifier and nonce, 10 minutes each. */
export interface AuthStatesTable {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt: string;
  expiresAt: string;
}

/** Failed password sign-ins per account (issue 16): the lock and its growing delay derive from these. */
export interface SigninFailuresTable {
  /** SHA-256 (hex) of the normalised e-mail. */
  accountKey: string;
  failures: number;
  lastFailedAt: string;
}

export interface AnalysesTable {
  id: string;
  userId: string;
  mode: string;
  inputText: string;
  wordCount: number;
  characterCount: number;
  sentimentClassification: string | null;
  sentimentScore: number | null;
  toneLensSummary: string | null;
  conversationalResponse: string | null;
  alternativeText: string | null;
  warmthDetachment: number | null;
  certaintyAmbiguity: number | null;
  intensityRestraint: number | null;
  conflictCoherence: number | null;
  tensionDetected: number | null;
  echoRoomSuggestion: string | null;
  deepTonePercentage: number | null;
  suspendedTonePercentage: number | null;
  brightTonePercentage: number | null;
  openingTone: number | null;
  peakIntensity: number | null;
  resolution: number | null;
  frequencyData: string | null;
  averageValue: number | null;
  /** JSON text of SentenceTone[] (migration 0002); null for plain/spectral and older analyses. */
  sentences: string | null;
  /** JSON text of LanguageReading (migration 0007); null for spectral and older analyses. */
  language: string | null;
  createdAt: string;
}

export interface JournalEntriesTable {
  id: string;
  userId: string;
  kind: string;
  analysisId: string | null;
  sourceId: string;
  preview: string;
  dominantTones: string;
  createdAt: string;
}

/**
 * Full-text index of journal entries: an FTS5 virtual table on SQLite, a table with a
 * generated tsvector column on PostgreSQL. Both take (entry_id, user_id, body).
 */
export interface JournalSearchTable {
  entryId: string;
  userId: string;
  body: string;
}

/** SQLite: a user's distinct search words, folded as FTS5 folds them (ADR 0045). */
export interface JournalSearchWordsTable {
  userId: string;
  word: string;
}

export interface EchoReflectionsTable {
  id: string;
  userId: string;
  analysisId: string | null;
  echoMode: string;
  originalText: string;
  resonantReply: string;
  /** The language resonantReply is written in; NULL for reflections saved before migration 0008. */
  replyLanguage: string | null;
  userReflection: string;
  spectralResonance: string;
  createdAt: string;
}

export interface FramedConversationsTable {
  id: string;
  userId: string;
  originalText: string;
  aiGeneratedText: string | null;
  /** JSON text of the four values. */
  emotionalValues: string;
  /** JSON text of the chat messages. */
  conversation: string;
  /** The client's ISO timestamp from the saved payload. */
  clientTimestamp: string;
  createdAt: string;
}

export interface SignatureEntriesTable {
  id: string;
  userId: string;
  spectralValue: number;
  frequencyHz: number;
  originalText: string;
  emotionalRange: string;
  colorHue: number;
  /** The analysis the tone was saved from (one tone per analysis), or null. */
  analysisId: string | null;
  createdAt: string;
}

/** Imported analyses (issue 17): the import key that keeps a re-import from storing an entry twice. */
export interface AnalysisImportsTable {
  analysisId: string;
  userId: string;
  /** SHA-256 (hex) of the entry's text and the date its source gave. */
  importKey: string;
  /** markdown, dayone, journiv or csv. */
  format: string;
  createdAt: string;
}

/**
 * SQLite only (migration 0009): each user's stored bytes, kept by triggers equal to the sum
 * the storage quota counts (./usage.ts). No row: nothing stored.
 */
export interface StorageUsageTable {
  userId: string;
  bytes: number;
}

/**
 * Each user's number of journal entries, kept by triggers (migration 0010). SQLite: one row per
 * user (no row: no entries). PostgreSQL: insert-only deltas (+1, −1, or a folded sum) whose sum
 * is the count (./journal.ts).
 */
export interface JournalCountsTable {
  userId: string;
  entries: number;
}

/** SQLite: each user's journal version, bumped by triggers on every change (migration 0013). */
export interface JournalVersionsTable {
  userId: string;
  version: number;
}

/** PostgreSQL: rows whose sum is a user's journal version (migration 0014). */
export interface JournalChangesTable {
  userId: string;
  /** A bigint: pg hands it over as a string. */
  changes: number | string;
}

export interface JournalCountDeltasTable {
  userId: string;
  /** A bigint: pg hands it over as a string. */
  entries: number | string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  authStates: AuthStatesTable;
  signinFailures: SigninFailuresTable;
  analyses: AnalysesTable;
  journalEntries: JournalEntriesTable;
  journalSearch: JournalSearchTable;
  journalSearchWords: JournalSearchWordsTable;
  echoReflections: EchoReflectionsTable;
  framedConversations: FramedConversationsTable;
  signatureEntries: SignatureEntriesTable;
  analysisImports: AnalysisImportsTable;
  storageUsage: StorageUsageTable;
  journalCounts: JournalCountsTable;
  journalCountDeltas: JournalCountDeltasTable;
  journalVersions: JournalVersionsTable;
  journalChanges: JournalChangesTable;
}

/** Tables whose rows belong to one user through a user_id column. */
export type OwnedTable =
  | 'sessions'
  | 'analyses'
  | 'journalEntries'
  | 'journalSearch'
  | 'journalSearchWords'
  | 'echoReflections'
  | 'framedConversations'
  | 'signatureEntries'
  | 'analysisImports';
