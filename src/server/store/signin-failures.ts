/**
 * Failed password sign-ins per account, in the database so every process sees the same count
 * whatever address a guess comes from (issue 16: rotating X-Forwarded-For escaped a limit keyed
 * by IP). The first FREE_FAILURES wrong passwords cost nothing; after that the account is locked
 * for a delay that doubles with each further failure, up to MAX_LOCK_MS. A lock refuses even the
 * right password. A successful sign-in clears the count and is never counted; a count 24 hours
 * without a new failure starts again from zero. Unknown e-mails are counted exactly like known
 * ones, so a lock says nothing about which addresses have accounts.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Clock } from './scope';
import type { Database } from './schema';
import { normaliseEmail } from './users';

export const FREE_FAILURES = 5;
export const FIRST_LOCK_MS = 60 * 1000;
export const MAX_LOCK_MS = 60 * 60 * 1000;
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long the account stays locked after its `failures`-th failure in a row. */
export function lockDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(failures - FREE_FAILURES, 20), MAX_LOCK_MS);
}

const accountKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

/** Old counts are swept at most this often (a flood of failures should not each pay for it). */
const SWEEP_EVERY_MS = 60 * 1000;

export class SigninFailuresRepository {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds the account is still locked for, or 0 when a password may be tried. */
  async lockedForMs(email: string): Promise<number> {
    const row = await this.db
      .selectFrom('signinFailures')
      .select(['failures', 'lastFailedAt'])
      .where('accountKey', '=', accountKey(email))
      .executeTakeFirst();
    if (!row) return 0;
    const since = this.clock() - Date.parse(row.lastFailedAt);
    if (since >= FAILURE_MEMORY_MS) return 0;
    return Math.max(0, lockDelayMs(row.failures) - since);
  }

  /** Counts a wrong password; returns how long the account is now locked for (0 while free). */
  async recordFailure(email: string): Promise<number> {
    const now = this.clock();
    const nowIso = new Date(now).toISOString();
    const forgotten = new Date(now - FAILURE_MEMORY_MS).toISOString();
    // One statement, so two processes counting the same account at once both count.
    const row = await this.db
      .insertInto('signinFailures')
      .values({ accountKey: accountKey(email), failures: 1, lastFailedAt: nowIso })
      .onConflict((conflict) =>
        conflict.column('accountKey').doUpdateSet({
          failures: sql<number>`case when signin_failures.last_failed_at <= ${forgotten} then 1 else signin_failures.failures + 1 end`,
          lastFailedAt: nowIso,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    // Old counts are swept here, on a failure, rather than by a timer.
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.db.deleteFrom('signinFailures').where('lastFailedAt', '<=', forgotten).execute();
    }
    return lockDelayMs(row.failures);
  }

  /** A successful sign-in: the account starts again with a clean slate. */
  async clear(email: string): Promise<void> {
    await this.db.deleteFrom('signinFailures').where('accountKey', '=', accountKey(email)).execute();
  }
}
