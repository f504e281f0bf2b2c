/**
 * OpenID Connect sign-ins in progress (state, PKCE verifier, nonce, where to return), kept
 * server-side for 10 minutes and usable once.
 */
import type { Kysely } from 'kysely';
import type { Clock } from './scope';
import type { Database } from './schema';

export const AUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface AuthState {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export type TakenAuthState =
  { status: 'ok'; value: AuthState } | { status: 'missing' } | { status: 'expired' };

export class AuthStatesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async save(value: AuthState): Promise<void> {
    const now = this.clock();
    await this.db.deleteFrom('authStates').where('expiresAt', '<=', new Date(now).toISOString()).execute();
    await this.db
      .insertInto('authStates')
      .values({
        ...value,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + AUTH_STATE_TTL_MS).toISOString(),
      })
      .execute();
  }

  /** Removes and returns a state: each one answers a single callback. */
  async take(state: string): Promise<TakenAuthState> {
    const row = await this.db
      .deleteFrom('authStates')
      .where('state', '=', state)
      .returningAll()
      .executeTakeFirst();
    if (!row) return { status: 'missing' };
    if (Date.parse(row.expiresAt) <= this.clock()) return { status: 'expired' };
    return {
      status: 'ok',
      value: { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce, returnTo: row.returnTo },
    };
  }
}
