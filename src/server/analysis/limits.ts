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

  /** 413 when saving `texts` would take the user's stored text past the quota. */
  async checkQuota(user: UserStore, texts: Array<string | null | undefined>): Promise<void> {
    const incoming = texts.reduce((sum, text) => sum + (text ? Buffer.byteLength(text, 'utf8') : 0), 0);
    const used = await user.usage.bytes();
    if (used + incoming > this.settings.storageQuotaMb * MB) {
      throw new StorageQuotaError(this.settings.storageQuotaMb, used);
    }
  }
}
