/**
 * Everything that stands between a request and an argon2 computation (issue 16):
 *
 * 1. the account's lock (store/signin-failures.ts): after 5 wrong passwords the account waits a
 *    delay that doubles with each further failure, whatever address the guesses come from;
 * 2. a per-address budget of PASSWORD_ATTEMPTS_PER_IP password computations a minute, shared by
 *    sign-in, sign-up and password change (and across processes through Redis when configured);
 * 3. the global ceiling: the hasher's bounded queue (auth/passwords.ts); when it is full the
 *    request is answered 503 at once instead of waiting.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyError, UnavailableError, waitInWords } from '../http/errors';
import type { Store } from '../store/store';
import type { PasswordHasher } from './passwords';
import { PasswordQueueFullError } from './passwords';

export const PASSWORD_ATTEMPTS_PER_IP = { max: 60, timeWindowMs: 60 * 1000 };

export const BUSY_MESSAGE = 'Sign-in is busy right now. Please try again in a few seconds.';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export class PasswordGate {
  private readonly perAddress: Limiter;

  constructor(
    app: FastifyInstance,
    private readonly store: Store,
    readonly hasher: PasswordHasher,
    perIp = PASSWORD_ATTEMPTS_PER_IP,
  ) {
    this.perAddress = app.createRateLimit({
      max: perIp.max,
      timeWindow: perIp.timeWindowMs,
      keyGenerator: (request: FastifyRequest) => `password-work:${request.ip}`,
    });
  }

  /** 503 at once while the hashing queue is full, before any other work is spent on the request. */
  refuseWhenBusy(): void {
    if (this.hasher.full) throw new UnavailableError(BUSY_MESSAGE);
  }

  /** 429 while the account behind `email` is locked; costs nothing but a read. */
  async checkAccount(email: string): Promise<void> {
    const lockedMs = await this.store.signinFailures.lockedForMs(email);
    if (lockedMs > 0) {
      throw new TooManyError(
        `Too many failed sign-ins for this account. Please try again in ${waitInWords(lockedMs)}.`,
        Math.ceil(lockedMs / 1000),
      );
    }
  }

  /** Spends one unit of this address's budget; 429 when it is used up. `what` names the attempt. */
  async spend(request: FastifyRequest, what: string): Promise<void> {
    const result = await this.perAddress(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyError(
        `Too many ${what} from this address. Please try again in ${waitInWords(result.ttl)}.`,
        result.ttlInSeconds,
      );
    }
  }

  /** A wrong password: counted against the account. */
  recordFailure(email: string): Promise<number> {
    return this.store.signinFailures.recordFailure(email);
  }

  clearFailures(email: string): Promise<void> {
    return this.store.signinFailures.clear(email);
  }

  hash(password: string): Promise<string> {
    return this.busyAs503(() => this.hasher.hash(password));
  }

  verify(passwordHash: string | null, password: string): Promise<boolean> {
    return this.busyAs503(() => this.hasher.verify(passwordHash, password));
  }

  private async busyAs503<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PasswordQueueFullError) throw new UnavailableError(BUSY_MESSAGE);
      throw error;
    }
  }
}
