/**
 * The store facade (one per app): sign-in's unscoped lookups (users, sessions, OIDC states)
 * and `forUser(id)`, the door to everything a user owns. Route code holds a UserStore, whose
 * repositories can only see that user's rows.
 */
import { ImportRepository } from '../import/import-store';
import { checkpointAfterDelete, ping, type DatabaseHandle, type Dialect } from './db';
import { AccountRepository } from './account';
import { AnalysesRepository } from './analyses';
import { AuthStatesRepository } from './auth-states';
import { EchoReflectionsRepository } from './echo-reflections';
import { GroupCommitter } from './group-commit';
import { FramedConversationsRepository } from './framed-conversations';
import { JournalRepository } from './journal';
import { UserScope, type Clock } from './scope';
import { SessionsRepository } from './sessions';
import { JournalPageCache } from './journal-page-cache';
import { SigninFailuresRepository } from './signin-failures';
import { SignatureRepository } from './signature';
import { StorageUsageRepository } from './usage';
import { UsersRepository } from './users';

export class UserStore {
  readonly analyses: AnalysesRepository;
  readonly journal: JournalRepository;
  readonly echoReflections: EchoReflectionsRepository;
  readonly framedConversations: FramedConversationsRepository;
  readonly signature: SignatureRepository;
  readonly account: AccountRepository;
  readonly usage: StorageUsageRepository;
  readonly imports: ImportRepository;

  constructor(scope: UserScope) {
    this.analyses = new AnalysesRepository(scope);
    this.journal = new JournalRepository(scope);
    this.echoReflections = new EchoReflectionsRepository(scope);
    this.framedConversations = new FramedConversationsRepository(scope);
    this.signature = new SignatureRepository(scope);
    this.account = new AccountRepository(scope);
    this.usage = new StorageUsageRepository(scope);
    this.imports = new ImportRepository(scope);
  }
}

export class Store {
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  readonly authStates: AuthStatesRepository;
  readonly signinFailures: SigninFailuresRepository;
  readonly dialect: Dialect;
  /** Stored analyses share commits through it (issue 15); one per database. */
  readonly committer: GroupCommitter;
  /** Journal pages answered before, valid while the user's journal version holds (ADR 0037). */
  readonly journalPages = new JournalPageCache();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly clock: Clock = Date.now,
  ) {
    this.users = new UsersRepository(handle.db, clock);
    this.sessions = new SessionsRepository(handle.db, clock, handle.dialect, handle.sqlite);
    this.authStates = new AuthStatesRepository(handle.db, clock);
    this.signinFailures = new SigninFailuresRepository(handle.db, clock);
    this.dialect = handle.dialect;
    this.committer = new GroupCommitter(handle.db, handle.dialect);
  }

  /** The repositories of one user; every query they run is limited to that user's rows. */
  forUser(userId: string): UserStore {
    return new UserStore(
      new UserScope(this.handle.db, userId, this.handle.dialect, this.clock, this.committer),
    );
  }

  /** After deleting a user's data: no copy of it stays in SQLite's write-ahead log. */
  checkpoint(): Promise<boolean> {
    return checkpointAfterDelete(this.handle.db, this.handle.dialect);
  }

  /** True when the database answers within `withinMs`. */
  ping(withinMs?: number): Promise<boolean> {
    return ping(this.handle, withinMs);
  }
}
