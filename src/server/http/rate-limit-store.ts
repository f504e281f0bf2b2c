/**
 * The rate-limit counter store used when REDIS_URL is set: counts live in Redis, so every
 * process sees the same numbers; while Redis is unreachable each process counts on its own in
 * memory instead, so limits stay enforced (per process) rather than switched off or turned
 * into errors. Same fixed-window semantics as @fastify/rate-limit's own stores.
 *
 * A Redis that accepts connections but stops answering costs one request at most
 * REDIS_TIMEOUTS.commandMs; after that the store counts in memory for REDIS_TIMEOUTS.coolOffMs
 * before asking Redis again, so requests do not each wait out the timeout.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { z } from 'zod';

export const REDIS_TIMEOUTS = { connectMs: 2000, commandMs: 1000, coolOffMs: 10_000 };

/** Redis as the app uses it: the connection, and whether it answered lately. */
export class RedisLink {
  private suspendedUntil = 0;

  constructor(
    readonly redis: Redis,
    readonly timeouts: typeof REDIS_TIMEOUTS,
  ) {}

  /** False while Redis is down or in its cool-off after a timeout. */
  get usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.suspendedUntil;
  }

  /** A command failed or timed out: count in memory for a while. */
  suspend(): void {
    this.suspendedUntil = Date.now() + this.timeouts.coolOffMs;
  }

  /** True when Redis answers PING within the command timeout (for /healthz). */
  async ping(): Promise<boolean> {
    if (this.redis.status !== 'ready') return false;
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      this.suspend();
      return false;
    }
  }
}

/**
 * Connects to Redis for shared rate limits. Start-up does not wait for an unreachable Redis:
 * limits are then counted per process until it answers.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string,
  timeouts: typeof REDIS_TIMEOUTS = REDIS_TIMEOUTS,
): Promise<RedisLink> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeouts.connectMs,
    commandTimeout: timeouts.commandMs,
  });
  let down = false;
  redis.on('error', (error) => {
    if (!down) app.log.warn({ err: error }, 'Redis is not reachable; rate limits are counted per process');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is reachable again; rate limits are shared');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await redis.connect().catch(() => undefined);
  return new RedisLink(redis, timeouts);
}

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
    private readonly link: RedisLink,
    private readonly prefix: string,
    private readonly fallback = new MemoryWindow(),
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const local = () => callback(null, this.fallback.incr(key, timeWindow));
    if (!this.link.usable) return local();
    this.link.redis.eval(INCREMENT, 1, this.prefix + key, timeWindow).then(
      (reply) => {
        const parsed = Reply.safeParse(reply);
        if (!parsed.success) return local();
        callback(null, { current: parsed.data[0], ttl: parsed.data[1] });
      },
      () => {
        this.link.suspend();
        local();
      },
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    // Each route counts separately, as the plugin's own stores do.
    const info = RouteInfo.safeParse(routeOptions);
    const route = info.success ? info.data.routeInfo : undefined;
    return new SharedStore(
      this.link,
      `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
    );
  }
}

/** A store class for @fastify/rate-limit's `store` option, bound to one Redis connection. */
export function sharedRateLimitStore(
  link: RedisLink,
  prefix = 'tonelens-rate-limit:',
): FastifyRateLimitStoreCtor {
  return class extends SharedStore {
    constructor() {
      super(link, prefix);
    }
  };
}
