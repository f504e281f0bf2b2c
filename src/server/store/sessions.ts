/**
 * Server-side sessions (DESIGN.md "sessions"): the cookie carries a random 256-bit token; the
 * database keeps only its SHA-256, the owner and the expiry. Sessions last 7 days and slide:
 * use within the last 6 days and 23 hours pushes the expiry out again (at most once an hour,
 * so a busy client does not write on every request). However much a session is used, it ends
 * 30 days after sign-in (SESSION_MAX_AGE_MS): a stolen cookie does not live forever.
 */
import { createHash, randomBytes } from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { User } from '@contract/auth';
import { userOf, type UserColumns } from './users';
import { foldDeltas, type Clock } from './scope';
import { FOLD_AT } from './journal';
import { readRows, readRowsNow } from './direct-reads';
import { KeptSessions } from './kept-sessions';
import { Precompiled, slot } from './precompiled';
import type { Database } from './schema';
import type { Dialect } from './db';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_REFRESH_MS = 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResolvedSession {
  sessionId: string;
  user: User;
  expiresAt: string;
  createdAt: string;
  /** PostgreSQL, when asked for: the user's journal version, read with the session (ADR 0042). */
  journalVersion?: number;
}

/** The later of the sliding expiry and the absolute end, whichever comes first. */
const expiryFrom = (now: number, createdAt: number) =>
  new Date(Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_AGE_MS));

/**
 * The session behind a token's hash and the columns its user is made of, one row or none. Only
 * the columns a user shows are read, not `users.*`: every request runs this, and pg's work on a
 * result (its row description, a parser and a key per column) grows with the columns; nor is the
 * password hash carried into every request's memory (whether there is one is all it needs).
 */
function sessionLookup(db: Kysely<Database>, withJournalChanges = false) {
  const query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.profileImageUrl',
      'users.language',
      'users.createdAt',
      sql<boolean | number>`users.password_hash is not null`.as('localAccount'),
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.createdAt as sessionCreatedAt',
    ])
    // PostgreSQL, for the journal's pages: the user's journal version in the same statement
    // (migration 0014, ADR 0042), one round trip instead of two; its sum and its number of rows
    // from one reading of the user's rows (a lateral subquery), not one subquery each.
    .$if(withJournalChanges, (select) =>
      select
        .crossJoinLateral(
          sql<{ version: string | number; rows: string | number }>`(select
            coalesce(sum(journal_changes.changes), 0) as version, count(*) as rows
            from journal_changes where journal_changes.user_id = sessions.user_id)`.as('changes'),
        )
        .select(['changes.version as journalVersion', 'changes.rows as journalChangeRows']),
    )
    .where('sessions.id', '=', slot('id'))
    .where('sessions.expiresAt', '>', slot('now'))
    // Sessions written before the absolute lifetime existed may carry a later expiry.
    .where('sessions.createdAt', '>', slot('createdAfter'))
    .limit(1);
  return new Precompiled(query, ['id', 'now', 'createdAfter'] as const);
}

/** SQLite: a user's journal version (migration 0013); no row reads as 0. */
function journalVersionLookup(db: Kysely<Database>) {
  const query = db
    .selectFrom('journalVersions')
    .select(sql<number>`coalesce(max(journal_versions.version), 0)`.as('version'))
    .where('journalVersions.userId', '=', slot('userId'));
  return new Precompiled(query, ['userId'] as const);
}

/**
 * PostgreSQL: a user's journal version, the sum of their journal_changes rows (migration 0014),
 * and how many rows make it (folded into one past FOLD_AT). No row reads as 0.
 */
function journalChangesLookup(db: Kysely<Database>) {
  const query = db
    .selectFrom('journalChanges')
    .select([
      // pg hands a sum of bigints over as a string.
      sql<string | number>`coalesce(sum(journal_changes.changes), 0)`.as('version'),
      sql<string | number>`count(*)`.as('rows'),
    ])
    .where('journalChanges.userId', '=', slot('userId'));
  return new Precompiled(query, ['userId'] as const);
}

/** A row of the lookup (found under the token's hash `sessionId`) as the session it describes. */
function sessionOf(sessionId: string, row: Record<string, unknown>): ResolvedSession {
  const { sessionExpiresAt, sessionCreatedAt } = row as {
    sessionExpiresAt: string;
    sessionCreatedAt: string;
  };
  return {
    sessionId,
    user: userOf(row as unknown as UserColumns),
    expiresAt: sessionExpiresAt,
    createdAt: sessionCreatedAt,
  };
}

export class SessionsRepository {
  private readonly lookup: ReturnType<typeof sessionLookup>;
  /** PostgreSQL: the lookup that also reads the user's journal version. */
  private readonly lookupWithVersion: ReturnType<typeof sessionLookup> | null;
  private readonly versionLookup: ReturnType<typeof journalVersionLookup> | null;
  private readonly changesLookup: ReturnType<typeof journalChangesLookup> | null;
  /** SQLite: sessions kept while nothing can have changed them (./kept-sessions.ts). */
  private readonly kept: KeptSessions<ResolvedSession> | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    dialect: Dialect = 'sqlite',
    sqlite: SqliteDatabase.Database | null = null,
  ) {
    this.lookup = sessionLookup(db);
    this.lookupWithVersion = dialect === 'postgres' ? sessionLookup(db, true) : null;
    this.versionLookup = dialect === 'sqlite' ? journalVersionLookup(db) : null;
    this.changesLookup = dialect === 'postgres' ? journalChangesLookup(db) : null;
    this.kept = sqlite ? new KeptSessions<ResolvedSession>(sqlite) : null;
  }

  /** Starts a session; returns the token for the cookie and its expiry. */
  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + SESSION_TTL_MS);
    // Expired rows are swept here, on the rare write, rather than by a timer.
    await this.db.deleteFrom('sessions').where('expiresAt', '<=', new Date(now).toISOString()).execute();
    await this.db
      .insertInto('sessions')
      .values({
        id: hash(token),
        userId,
        createdAt: new Date(now).toISOString(),
        expiresAt: expiresAt.toISOString(),
      })
      .execute();
    return { token, expiresAt };
  }

  /**
   * The live session behind a token and its user, or null. Asked of the database on every
   * request, so a session ended (sign-out, password change, account deletion) stops working at
   * once, in every process; the query is compiled once (./precompiled.ts) and on SQLite runs
   * straight on the connection (./direct-reads.ts). On SQLite the database is asked first
   * whether anything changed since the last answer, which is then kept (./kept-sessions.ts).
   */
  async resolve(token: string, options: { journalVersion?: boolean } = {}): Promise<ResolvedSession | null> {
    const now = this.clock();
    const id = hash(token);
    if (this.kept?.usable()) {
      const kept = this.kept.session(id, now, now - SESSION_MAX_AGE_MS);
      if (kept) return { ...kept.session };
      // Read now, in the same synchronous step as the check above: nothing can change between.
      const rows = readRowsNow(this.db, this.bound(id, now));
      if (rows) return this.keep(id, rows[0]);
    }
    if (options.journalVersion && this.lookupWithVersion) return this.resolveWithVersion(id, now);
    const rows = await readRows(this.db, this.bound(id, now));
    return rows[0] ? sessionOf(id, rows[0]) : null;
  }

  /** PostgreSQL: the session and its user's journal version in one statement (ADR 0042). */
  private async resolveWithVersion(id: string, now: number): Promise<ResolvedSession | null> {
    const rows = await readRows(this.db, this.bound(id, now, this.lookupWithVersion!));
    const row = rows[0];
    if (!row) return null;
    const session = sessionOf(id, row);
    const journalVersion = await this.foldedVersion(
      session.user.id,
      row.journalVersion,
      row.journalChangeRows,
    );
    return { ...session, journalVersion };
  }

  /**
   * PostgreSQL: a version and the number of rows it was summed from, as read; the rows are folded
   * into one when they pile up. Folding keeps the sum (one transaction), so the version stays.
   */
  private async foldedVersion(userId: string, version: unknown, rows: unknown): Promise<number> {
    if (Number(rows ?? 0) > FOLD_AT) await foldDeltas(this.db, 'journal_changes', userId);
    return Number(version ?? 0);
  }

  private bound(id: string, now: number, lookup = this.lookup) {
    return lookup.bind({
      id,
      now: new Date(now).toISOString(),
      createdAfter: new Date(now - SESSION_MAX_AGE_MS).toISOString(),
    });
  }

  /** The session a lookup found (or null), kept for the next request with the same token. */
  private keep(id: string, row: Record<string, unknown> | undefined): ResolvedSession | null {
    if (!row) return null;
    const session = sessionOf(id, row);
    // Every request with this token gets this user object: frozen, so none can change it for the others.
    Object.freeze(session.user);
    this.kept!.keep(id, {
      session,
      expiresAtMs: Date.parse(session.expiresAt),
      createdAtMs: Date.parse(session.createdAt),
    });
    return { ...session };
  }

  /**
   * The user's journal version, so a journal page answered at it may be sent again (ADRs 0037,
   * 0042). SQLite (migration 0013): kept while this connection has not written the user's journal
   * and no other connection has committed (checked by `resolve`, which ran first on this request:
   * ADR 0038). PostgreSQL (migration 0014): read every time, its rows folded when they pile up.
   */
  async journalVersion(userId: string): Promise<number | null> {
    if (this.changesLookup) return this.journalChanges(userId, this.changesLookup);
    if (!this.versionLookup) return null;
    const kept = this.kept?.journalVersion(userId);
    if (kept !== undefined) return kept;
    const query = this.versionLookup.bind({ userId });
    const readNow = this.kept?.usable() ? readRowsNow(this.db, query) : null;
    if (readNow) {
      const version = readNow[0]?.version ?? 0;
      this.kept!.keepJournalVersion(userId, version);
      return version;
    }
    const rows = await readRows(this.db, query);
    return rows[0]?.version ?? 0;
  }

  private async journalChanges(
    userId: string,
    lookup: ReturnType<typeof journalChangesLookup>,
  ): Promise<number> {
    const [row] = await readRows(this.db, lookup.bind({ userId }));
    return this.foldedVersion(userId, row?.version, row?.rows);
  }

  /** Slides the expiry when it is more than an hour old; returns the new expiry, or null if unchanged. */
  async touch(session: ResolvedSession): Promise<Date | null> {
    const now = this.clock();
    if (Date.parse(session.expiresAt) - now > SESSION_TTL_MS - SESSION_REFRESH_MS) return null;
    const expiresAt = expiryFrom(now, Date.parse(session.createdAt));
    if (expiresAt.getTime() <= Date.parse(session.expiresAt)) return null;
    await this.db
      .updateTable('sessions')
      .set({ expiresAt: expiresAt.toISOString() })
      .where('id', '=', session.sessionId)
      .execute();
    return expiresAt;
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', hash(token)).execute();
  }

  /** Ends every session of a user (after a password change, before a new one is started). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('userId', '=', userId).execute();
  }
}
