/**
 * Health and public configuration: GET /healthz and GET /api/config (what the web app needs
 * before sign-in; served as JSON because the CSP allows no inline script to carry it).
 *
 * /healthz answers within about two seconds whatever its dependencies do: 200 `ok` when the
 * database (and Redis, when configured) answer; 200 `degraded` when only Redis does not (rate
 * limits are then counted in each process, the app works); 503 `unavailable` when the database
 * does not, so a load balancer takes the process out.
 *
 * /readyz is the readiness probe: 200 `ready` when the database answers, 503 `not ready` when it
 * does not. Redis, when configured, is checked and reported but does not make the process
 * unready: without it rate limits are counted per process and every page still works, and an
 * outage of the one shared Redis would otherwise take every process out at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfig } from '@contract/auth';
import type { RedisLink } from '../http/rate-limit-store';

export const BUILD_VERSION = '0.42.061425.1';
export const BUILD_DATE = '2025-06-13';

const Check = z.enum(['ok', 'unavailable']);
const Health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  message: z.string().optional(),
  database: Check,
  redis: Check.optional(),
});

const Readiness = z.object({
  status: z.enum(['ready', 'not ready']),
  message: z.string().optional(),
  database: Check,
  redis: Check.optional(),
});

/** How long /healthz waits for the database before calling it unavailable. */
export const HEALTH_DATABASE_WAIT_MS = 2000;

export async function systemRoutes(
  app: FastifyInstance,
  options: { oidcProvider: string | null; redis: RedisLink | null },
): Promise<void> {
  const { store, appConfig: config } = app;
  const { redis } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/healthz', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [databaseUp, redisUp] = await Promise.all([
      store.ping(HEALTH_DATABASE_WAIT_MS),
      redis ? redis.ping() : Promise.resolve(null),
    ]);
    const database = databaseUp ? 'ok' : 'unavailable';
    const redisCheck =
      redisUp === null ? {} : { redis: redisUp ? ('ok' as const) : ('unavailable' as const) };
    if (!databaseUp) {
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not answering.', database, ...redisCheck });
    }
    if (redisUp === false) {
      return reply.send({
        status: 'degraded',
        message: 'Redis is not answering; rate limits are counted in each process.',
        database,
        ...redisCheck,
      });
    }
    return reply.send({ status: 'ok', database, ...redisCheck });
  });

  r.get('/readyz', { schema: { response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [databaseUp, redisUp] = await Promise.all([
      store.ping(HEALTH_DATABASE_WAIT_MS),
      redis ? redis.ping() : Promise.resolve(null),
    ]);
    const database = databaseUp ? ('ok' as const) : ('unavailable' as const);
    const redisCheck =
      redisUp === null ? {} : { redis: redisUp ? ('ok' as const) : ('unavailable' as const) };
    if (!databaseUp) {
      return reply.code(503).send({
        status: 'not ready',
        message: 'The database is not answering.',
        database,
        ...redisCheck,
      });
    }
    return reply.send({ status: 'ready', database, ...redisCheck });
  });

  const publicConfig: PublicConfig = {
    localAccounts: config.localAccounts,
    oidcProvider: options.oidcProvider,
    tunemindUrl: config.tunemindUrl,
    contactEmail: config.contactEmail,
    buildVersion: BUILD_VERSION,
    buildDate: BUILD_DATE,
  };
  r.get('/api/config', { schema: { response: { 200: PublicConfig } } }, async () => publicConfig);
}
