/**
 * Builds the ToneLens server as a ready Fastify instance without listening: main.ts listens,
 * tests use it in-process (`inject`) or `listen({ port: 0 })`. Opens the database and runs the
 * migrations, then registers security headers, compression, cookies, rate limits, sessions,
 * every route and the web app.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { OidcSignIn } from './auth/oidc';
import { registerSessions } from './auth/session';
import type { Config } from './config';
import './http/context';
import { BODY_LIMIT_BYTES, errorHandler, HttpError } from './http/errors';
import { sharedRateLimitStore } from './http/rate-limit-store';
import { helmetOptions, isForeignOrigin } from './http/security';
import { registerWeb, sendAppShell } from './http/web';
import { accountRoutes } from './routes/account';
import { analysesRoutes } from './routes/analyses';
import { authRoutes } from './routes/auth';
import { echoRoomRoutes } from './routes/echo-room';
import { framedRoutes } from './routes/framed';
import { journalRoutes } from './routes/journal';
import { signatureRoutes } from './routes/signature';
import { systemRoutes } from './routes/system';
import { openDatabase } from './store/db';
import { migrateToLatest } from './store/migrations';
import type { Clock } from './store/scope';
import { Store } from './store/store';
import { createAiProvider } from './ai/create-provider';
import { aiRoutes } from './routes/ai';

export interface BuildOptions {
  /** Fastify's logger option; defaults to pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The store's clock (sessions, sign-in states, timestamps); tests move it. */
  clock?: Clock;
  /** Per-user limit of the AI routes, per minute. */
  aiPerUserPerMinute?: number;
}

export const AI_PER_USER_PER_MINUTE = 30;

/** Request lines are logged without their query strings: search words and OIDC codes stay out of logs. */
const requestSerializer = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * Connects to Redis for shared rate limits. Start-up does not wait for an unreachable Redis:
 * limits are then counted per process until it answers (see http/rate-limit-store.ts).
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
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
  return redis;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: config.logLevel, serializers: { req: requestSerializer } };
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => app.log.warn({ err: error }, 'idle PostgreSQL connection failed'),
  });
  app.addHook('onClose', () => database.close());
  try {
    await migrateToLatest(database);
    await configure(app, config, new Store(database, options.clock), options);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function configure(app: FastifyInstance, config: Config, store: Store, options: BuildOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('store', store);
  app.decorate('appConfig', config);

  await app.register(helmet, helmetOptions(config));
  await app.register(compress);
  await app.register(cookie, { secret: config.sessionSecret });

  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl ? { store: sharedRateLimitStore(await connectRedis(app, config.redisUrl)) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  });

  app.addHook('onRequest', async (request) => {
    if (isForeignOrigin(request, config)) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
  });
  registerSessions(app, store, config);

  const oidc = config.oidc ? new OidcSignIn(config.oidc, `${config.publicUrl}/api/callback`) : null;
  await app.register(systemRoutes, { oidcProvider: oidc?.displayName ?? null });
  await app.register(authRoutes, { oidc });
  await app.register(analysesRoutes);
  await app.register(journalRoutes);
  await app.register(echoRoomRoutes);
  await app.register(framedRoutes);
  await app.register(signatureRoutes);
  await app.register(accountRoutes);
  const aiPerUserPerMinute = options.aiPerUserPerMinute ?? AI_PER_USER_PER_MINUTE;
  const provider = createAiProvider({
    provider: config.ai.provider,
    baseUrl: config.ai.baseUrl ?? undefined,
    apiKey: config.ai.apiKey ?? undefined,
    model: config.ai.model ?? undefined,
    timeoutMs: config.ai.timeoutMs,
    logger: app.log,
  });
  await app.register(aiRoutes, { provider, perUserPerMinute: aiPerUserPerMinute });

  const webBuilt = await registerWeb(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (sendAppShell(request, reply, webBuilt)) return;
    reply.code(404).send({ message: 'Not found.' });
  });
}
