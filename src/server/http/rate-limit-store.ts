/**
 * The rate-limit counter store used when REDIS_URL is set: counts live in Redis, so every
 * process sees the same numbers; while Redis is unreachable each process counts on its own in
 * memory instead, so limits stay enforced (per process) rather than switched off or turned
 * into errors. Same fixed-window semantics as @fastify/rate-limit's own stores.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { z } from 'zod';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// INCR and the window's expiry in one atomic step; returns {count, remaining ms}.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const Reply = z.tuple([z.number(), z.number()]);
const RouteInfo = z.looseObject({
  routeInfo: z.looseObject({ method: z.unknown(), url: z.unknown() }).optional(),
});

class MemoryWindow {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size > 10_000) this.prune(now);
      entry = { current: 0, resetAt: now + timeWindow };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
  }
}

class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly fallback = new MemoryWindow(),
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const local = () => callback(null, this.fallback.incr(key, timeWindow));
    if (this.redis.status !== 'ready') return local();
    this.redis.eval(INCREMENT, 1, this.prefix + key, timeWindow).then(
      (reply) => {
        const parsed = Reply.safeParse(reply);
        if (!parsed.success) return local();
        callback(null, { current: parsed.data[0], ttl: parsed.data[1] });
      },
      () => local(),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    // Each route counts separately, as the plugin's own stores do.
    const info = RouteInfo.safeParse(routeOptions);
    const route = info.success ? info.data.routeInfo : undefined;
    return new SharedStore(
      this.redis,
      `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
    );
  }
}

/** A store class for @fastify/rate-limit's `store` option, bound to one Redis connection. */
export function sharedRateLimitStore(
  redis: Redis,
  prefix = 'tonelens-rate-limit:',
): FastifyRateLimitStoreCtor {
  return class extends SharedStore {
    constructor() {
      super(redis, prefix);
    }
  };
}
