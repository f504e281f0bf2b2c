/**
 * Users as sign-in sees them: looked up by e-mail (local accounts) or by issuer and subject
 * (OpenID Connect) before anyone is signed in, so these are the store's only queries not
 * scoped to a user id. Everything after sign-in goes through a UserScope.
 */
import type { Kysely, Selectable } from 'kysely';
import { Language, type User } from '@contract/auth';
import { newId } from '../ids';
import { DuplicateEmailError, isUniqueViolation } from './errors';
import type { Clock } from './scope';
import type { Database, UsersTable } from './schema';

export function toUser(row: Selectable<UsersTable>): User {
  return userOf({ ...row, localAccount: row.passwordHash !== null });
}

/**
 * The columns a user is made of, without the password hash: whether there is one is all a user
 * shows (the session lookup asks the database for `password_hash is not null`, which SQLite
 * answers 1 or 0).
 */
export type UserColumns = Pick<
  Selectable<UsersTable>,
  'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'language' | 'createdAt'
> & { localAccount: boolean | number };

export function userOf(row: UserColumns): User {
  const language = Language.safeParse(row.language);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    language: language.success ? language.data : 'en',
    createdAt: row.createdAt,
    localAccount: Boolean(row.localAccount),
  };
}

/** Lower-cased, Unicode-normalised, trimmed: 'Ann@Example.COM ' and 'ann@example.com' are one account. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

export interface NewLocalUser {
  email: string;
  passwordHash: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  language: Language | null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export class UsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  /** The local account with this e-mail (any spelling), with its password hash. */
  async findLocal(email: string): Promise<{ user: User; passwordHash: string } | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('localEmail', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!row || row.passwordHash === null) return null;
    return { user: toUser(row), passwordHash: row.passwordHash };
  }

  /** A local account's e-mail and password hash, by user id (to change the password); null otherwise. */
  async localCredentials(userId: string): Promise<{ email: string; passwordHash: string } | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['localEmail', 'passwordHash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.localEmail || !row.passwordHash) return null;
    return { email: row.localEmail, passwordHash: row.passwordHash };
  }

  /** Replaces a local account's password hash; false when there is no such local account. */
  async setPasswordHash(userId: string, passwordHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ passwordHash, updatedAt: this.now() })
      .where('id', '=', userId)
      .where('passwordHash', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Creates a local account; DuplicateEmailError when the e-mail is taken. */
  async createLocal(input: NewLocalUser): Promise<User> {
    const now = this.now();
    const email = normaliseEmail(input.email);
    const row: Selectable<UsersTable> = {
      id: newId(),
      email,
      localEmail: email,
      passwordHash: input.passwordHash,
      firstName: blankToNull(input.firstName),
      lastName: blankToNull(input.lastName),
      profileImageUrl: null,
      language: 'en',
      oidcIssuer: null,
      oidcSubject: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.db.insertInto('users').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError();
      throw error;
    }
    return toUser(row);
  }

  /**
   * Creates or refreshes the user behind an OpenID Connect identity. The provider's profile
   * wins for name, e-mail and picture at every sign-in; the language stays the user's choice.
   * An identity is never merged into a local account with the same e-mail: that would let
   * any provider that does not verify e-mails take over the account.
   */
  async upsertOidc(profile: OidcProfile): Promise<User> {
    for (let attempt = 0; ; attempt++) {
      const existing = await this.db
        .selectFrom('users')
        .selectAll()
        .where('oidcIssuer', '=', profile.issuer)
        .where('oidcSubject', '=', profile.subject)
        .executeTakeFirst();
      const now = this.now();
      const fields = {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.profileImageUrl,
        updatedAt: now,
      };
      if (existing) {
        await this.db.updateTable('users').set(fields).where('id', '=', existing.id).execute();
        return toUser({ ...existing, ...fields });
      }
      const row: Selectable<UsersTable> = {
        id: newId(),
        ...fields,
        localEmail: null,
        passwordHash: null,
        language: profile.language ?? 'en',
        oidcIssuer: profile.issuer,
        oidcSubject: profile.subject,
        createdAt: now,
      };
      try {
        await this.db.insertInto('users').values(row).execute();
        return toUser(row);
      } catch (error) {
        // Two first sign-ins at once: the other one created the row; update it instead.
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }
}
