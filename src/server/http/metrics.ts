/**
 * GET /metrics in Prometheus's text format (prom-client), for operators. Off unless METRICS=1 or
 * METRICS_TOKEN is set; with a token, only `Authorization: Bearer <token>` gets an answer.
 *
 * Nothing about users: requests are counted by the route they matched (`/api/journal/:id`,
 * never the URL with its id or search words), method and status; AI calls by task and by which
 * engine answered; analyses by count. Database and Redis health are measured at scrape time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AiProvider } from '../ai/provider';
import type { Config } from '../config';
import type { Store } from '../store/store';
import type { RedisLink } from './rate-limit-store';

export const METRICS_PATH = '/metrics';

/** How long a scrape waits for the database before reporting it down. */
const PING_WAIT_MS = 1000;

export interface Metrics {
  /** The same provider, timing and counting each call by task and answering source. */
  instrumentAi(provider: AiProvider): AiProvider;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token in constant time (hashes have equal length whatever was sent). */
function authorised(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(sha256(sent), sha256(token));
}

export function registerMetrics(
  app: FastifyInstance,
  options: { config: Config['metrics']; store: Store; redis: RedisLink | null },
): Metrics | null {
  const { config, store, redis } = options;
  if (!config.enabled) return null;

  // One registry per app: tests build many apps in one process.
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'tonelens_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'tonelens_http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern and status.',
    labelNames,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'tonelens_http_request_duration_seconds',
    help: 'Time from request to response, by method, matched route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const analysesStored = new Counter({
    name: 'tonelens_analyses_stored_total',
    help: 'Analyses stored (POST /api/analyse answered 201).',
    registers: [register],
  });
  const aiCalls = new Counter({
    name: 'tonelens_ai_calls_total',
    help: 'AI calls by task and by the engine that answered (local, model, local-fallback).',
    labelNames: ['task', 'source'] as const,
    registers: [register],
  });
  const aiDurations = new Histogram({
    name: 'tonelens_ai_call_duration_seconds',
    help: 'AI call latency by task and answering engine.',
    labelNames: ['task', 'source'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
    registers: [register],
  });
  new Gauge({
    name: 'tonelens_database_up',
    help: '1 when the database answered a ping at scrape time, else 0.',
    registers: [register],
    async collect() {
      this.set((await store.ping(PING_WAIT_MS)) ? 1 : 0);
    },
  });
  if (redis) {
    new Gauge({
      name: 'tonelens_redis_up',
      help: '1 when Redis answered a ping at scrape time, else 0.',
      registers: [register],
      async collect() {
        this.set((await redis.ping()) ? 1 : 0);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // A request that matched no route is counted under one label, not under the path it asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (route === '/api/analyse' && request.method === 'POST' && reply.statusCode === 201) {
      analysesStored.inc();
    }
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (config.token && !authorised(request.headers.authorization, config.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required.' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });

  return {
    instrumentAi(provider) {
      return new Proxy(provider, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function' || property === 'constructor') return value;
          const task = String(property);
          return async (...args: unknown[]) => {
            const started = process.hrtime.bigint();
            const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(
              target,
              args,
            );
            const source =
              typeof result === 'object' && result !== null && 'source' in result
                ? String(result.source)
                : 'unknown';
            aiCalls.inc({ task, source });
            aiDurations.observe({ task, source }, Number(process.hrtime.bigint() - started) / 1e9);
            return result;
          };
        },
      });
    },
  };
}
