/**
 * Per-user limits on analysing (issue 16): a budget of ANALYSES_PER_MINUTE analyses a minute,
 * shared by POST /api/analyse and the unstored plain and enhanced routes (429 + Retry-After),
 * and a storage quota of STORAGE_QUOTA_MB checked before each analysis is saved (413). Both
 * run after requireUser, so the key is always a user's id and anonymous calls are never counted.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError, TooManyError, waitInWords } from '../http/errors';
import type { UserStore } from '../store/store';

export const ANALYSES_PER_MINUTE = 60;
export const STORAGE_QUOTA_MB = 100;
const MB = 1024 * 1024;

export interface AnalysisLimitSettings {
  perMinute: number;
  storageQuotaMb: number;
}

/** '99.9 MB', '12 KB': a size as the quota message says it. */
export function sizeInWords(bytes: number): string {
  if (bytes < MB) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(Math.floor((bytes / MB) * 10) / 10).toLocaleString('en-US')} MB`;
}

export class StorageQuotaError extends HttpError {
  constructor(quotaMb: number, usedBytes: number) {
    super(
      413,
      `This would take your journal past its storage limit of ${quotaMb.toLocaleString('en-US')} MB ` +
        `(it holds ${sizeInWords(usedBytes)} now). Export your journal (Resonance Journal, Markdown or JSON) ` +
        'and delete old entries to make room.',
    );
  }
}

export class AnalysisLimits {
  /** The per-user budget, as a preHandler; one counter for every route it guards. */
  readonly perMinute: preHandlerAsyncHookHandler;

  constructor(
    app: FastifyInstance,
    readonly settings: AnalysisLimitSettings,
  ) {
    const max = settings.perMinute;
    // createRateLimit, not rateLimit: the plugin runs one rateLimit hook per request, and the AI
    // routes' own budget is one; a check of our own runs beside it.
    const check = app.createRateLimit({
      max,
      timeWindow: 60 * 1000,
      keyGenerator: (request: FastifyRequest) => `analyses:${request.user?.id ?? request.ip}`,
    });
    this.perMinute = async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new TooManyError(
          `You have reached the limit of ${max.toLocaleString('en-US')} analyses a minute. Please try again in ${waitInWords(result.ttl)}.`,
          result.ttlInSeconds,
        );
      }
    };
  }

  /**
   * Bytes of saves that passed the quota check and have not finished, by user id (this process).
   * Without them, requests of one user arriving together each read the same stored size and all
   * passed: eight 250 KB analyses at once stored 2 MB against a 1 MB quota.
   */
  private readonly reserved = new Map<string, number>();

  /**
   * 413 when saving `texts` would take the user's stored text past the quota, counting the saves
   * of theirs that passed this check and are still running; otherwise holds their bytes until
   * the returned release is called, once the save has committed or failed. The check and the hold
   * are one synchronous step after the stored size is read, so no other request falls between.
   * A save that has committed but not yet released counts twice for that moment: near the limit
   * a request may be refused that would just have fitted, never the other way round. Other
   * processes' saves (several servers on one PostgreSQL) are not seen until they commit.
   */
  async reserveQuota(
    userId: string,
    user: UserStore,
    texts: Array<string | null | undefined>,
  ): Promise<() => void> {
    const incoming = texts.reduce((sum, text) => sum + (text ? Buffer.byteLength(text, 'utf8') : 0), 0);
    const used = await user.usage.bytes();
    const held = this.reserved.get(userId) ?? 0;
    if (used + held + incoming > this.settings.storageQuotaMb * MB) {
      throw new StorageQuotaError(this.settings.storageQuotaMb, used);
    }
    this.reserved.set(userId, held + incoming);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.reserved.get(userId) ?? 0) - incoming;
      if (left > 0) this.reserved.set(userId, left);
      else this.reserved.delete(userId);
    };
  }
}
