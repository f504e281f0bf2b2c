/**
 * SQLite: the sessions this process has looked up, and its users' journal versions, kept while
 * nothing can have changed them (issue 15, ADR 0038). The session lookup was the largest part of
 * a signed-in read's cost beside /healthz (a join on every request, about a fifth of
 * GET /api/auth/user's CPU under load).
 *
 * Nothing is kept on trust or for a time. A kept answer is used only when, since it was read:
 * - no other connection has committed anything to the database (`PRAGMA data_version`, read on
 *   every use: it changes with every commit of another process, `tonelens import`, another
 *   server, and with none of this connection's own);
 * - this connection has not changed a session or a user (TEMP triggers, which live only on this
 *   connection and fire on whatever statement of it touches those tables, call back into this
 *   process: sign-out, a password change, an account deleted by its cascade, an expiry slid);
 * - for a journal version, this connection has not written that user's journal (a TEMP trigger
 *   on journal_versions, which migration 0013's triggers keep up to date).
 * The expiry and the 30-day end are checked against the clock on every use, as the SQL did.
 * While the connection is inside a transaction nothing is kept or used: the lookup then goes
 * through Kysely, which waits for the transaction to end, as before.
 *
 * Every check and every read here is synchronous, so no other request's write can fall between
 * a check and the read it guards.
 */
import type SqliteDatabase from 'better-sqlite3';

/** A session as the lookup found it, with its times in milliseconds for the checks on use. */
export interface KeptSession<Session> {
  session: Session;
  expiresAtMs: number;
  createdAtMs: number;
}

/** Ends past this many kept sessions: cleared rather than ordered, a miss costs one lookup. */
const CAPACITY = 10_000;

/** Who to tell when this connection changes sessions, users or a user's journal. */
interface Listeners {
  sessions: Set<() => void>;
  journal: Set<(userId: string) => void>;
}
const LISTENERS = new WeakMap<SqliteDatabase.Database, Listeners>();

/** TEMP: on this connection only, gone when it closes; the database file is not changed. */
const TRIGGERS = `
create temp trigger if not exists tonelens_kept_sessions_update after update on main.sessions
  begin select tonelens_sessions_changed(); end;
create temp trigger if not exists tonelens_kept_sessions_delete after delete on main.sessions
  begin select tonelens_sessions_changed(); end;
create temp trigger if not exists tonelens_kept_users_update after update on main.users
  begin select tonelens_sessions_changed(); end;
create temp trigger if not exists tonelens_kept_users_delete after delete on main.users
  begin select tonelens_sessions_changed(); end;
create temp trigger if not exists tonelens_kept_journal_insert after insert on main.journal_versions
  begin select tonelens_journal_changed(new.user_id); end;
create temp trigger if not exists tonelens_kept_journal_update after update on main.journal_versions
  begin select tonelens_journal_changed(new.user_id); end;
create temp trigger if not exists tonelens_kept_journal_delete after delete on main.journal_versions
  begin select tonelens_journal_changed(old.user_id); end;
`;

/** The connection's listeners, its functions and triggers installed on first use (once each). */
function listenersOf(database: SqliteDatabase.Database): Listeners {
  const known = LISTENERS.get(database);
  if (known) return known;
  const created: Listeners = { sessions: new Set(), journal: new Set() };
  database.function('tonelens_sessions_changed', { deterministic: false }, () => {
    for (const listener of created.sessions) listener();
    return null;
  });
  database.function('tonelens_journal_changed', { deterministic: false }, (userId: unknown) => {
    for (const listener of created.journal) listener(String(userId));
    return null;
  });
  database.exec(TRIGGERS);
  LISTENERS.set(database, created);
  return created;
}

export class KeptSessions<Session> {
  private readonly sessions = new Map<string, KeptSession<Session>>();
  private readonly journalVersions = new Map<string, number>();
  private dataVersion: SqliteDatabase.Statement | null = null;
  private lastDataVersion: unknown;

  constructor(private readonly database: SqliteDatabase.Database) {}

  /**
   * True when kept answers may be used and kept now: the connection is outside a transaction.
   * Forgets everything when another connection has committed since the last call.
   */
  usable(): boolean {
    if (this.database.inTransaction) return false;
    if (!this.dataVersion && !this.listen()) return false;
    const version = this.dataVersion!.get();
    if (version !== this.lastDataVersion) {
      this.lastDataVersion = version;
      this.sessions.clear();
      this.journalVersions.clear();
    }
    return true;
  }

  /**
   * Starts listening on first use, not in the constructor: the store is made before the
   * migrations have created the tables the triggers are on. False while they are missing.
   */
  private listen(): boolean {
    try {
      const listeners = listenersOf(this.database);
      listeners.sessions.add(() => this.sessions.clear());
      listeners.journal.add((userId) => this.journalVersions.delete(userId));
    } catch {
      return false;
    }
    this.dataVersion = this.database.prepare('pragma data_version').pluck();
    this.lastDataVersion = this.dataVersion.get();
    return true;
  }

  /** The session kept under a token's hash, if it is still live at `now`. */
  session(tokenHash: string, now: number, createdAfter: number): KeptSession<Session> | undefined {
    const kept = this.sessions.get(tokenHash);
    if (!kept) return undefined;
    if (kept.expiresAtMs > now && kept.createdAtMs > createdAfter) return kept;
    this.sessions.delete(tokenHash);
    return undefined;
  }

  journalVersion(userId: string): number | undefined {
    return this.journalVersions.get(userId);
  }

  /** Keeps what a lookup just read; call only right after `usable()` and the read, synchronously. */
  keep(tokenHash: string, kept: KeptSession<Session>): void {
    if (this.sessions.size >= CAPACITY) this.sessions.clear();
    this.sessions.set(tokenHash, kept);
  }

  /** As `keep`, for a journal version just read. */
  keepJournalVersion(userId: string, version: number): void {
    if (this.journalVersions.size >= CAPACITY) this.journalVersions.clear();
    this.journalVersions.set(userId, version);
  }
}
