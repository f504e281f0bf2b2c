/**
 * Builds the ToneLens server as a ready Fastify instance without listening: main.ts listens,
 * tests use it in-process (`inject`) or `listen({ port: 0 })`. Opens the database and runs the
 * migrations, then registers security headers, compression, cookies, rate limits, the request
 * guards (Origin, NUL, no-store), sessions, the password hasher, every route and the web app.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Analyser } from './analysis/analyser';
import { AnalysisLimits } from './analysis/limits';
import { AnalysisPool } from './analysis/pool';
import { OidcSignIn } from './auth/oidc';
import { PasswordGate, PASSWORD_ATTEMPTS_PER_IP } from './auth/password-gate';
import { PasswordHasher, type PasswordHasherOptions } from './auth/passwords';
import { PUBLIC_API_ROUTES, readSignedCookie, registerSessions, sessionCookieName } from './auth/session';
import type { Config } from './config';
import './http/context';
import { BODY_LIMIT_BYTES, errorHandler, HttpError, waitInWords } from './http/errors';
import type { REDIS_TIMEOUTS } from './http/rate-limit-store';
import { connectRedis, sharedRateLimitStore, type RedisLink } from './http/rate-limit-store';
import type { SERVER_TIMEOUTS } from './http/security';
import { registerRequestGuards, registerSecurityHeaders, serverOptions } from './http/security';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { serializerCompiler } from './http/serializer';
import { registerWeb, sendAppShell } from './http/web';
import { accountRoutes } from './routes/account';
import { analysesRoutes } from './routes/analyses';
import { authRoutes } from './routes/auth';
import { echoRoomRoutes } from './routes/echo-room';
import { engineAnalysisRoutes } from './routes/engine-analysis';
import { framedRoutes } from './routes/framed';
import { importRoutes } from './routes/import';
import { journalRoutes } from './routes/journal';
import { signatureRoutes } from './routes/signature';
import { systemRoutes } from './routes/system';
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase, type DatabaseTimeouts } from './store/db';
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
  /** Password hashing threads and queue, or a hasher (tests make the queue small to fill it). */
  passwordHasher?: PasswordHasherOptions | PasswordHasher;
  /** The threads long texts are analysed on (tests make the queue small to fill it). */
  analysisPool?: AnalysisPool;
  /** Texts shorter than this are analysed inline (tests lower it). */
  analysisInlineBelow?: number;
  /** Password computations per client address (sign-in, sign-up, password change). */
  passwordAttemptsPerIp?: { max: number; timeWindowMs: number };
  /** Time limits for slow clients, PostgreSQL and Redis (tests shorten them). */
  timeouts?: {
    server?: typeof SERVER_TIMEOUTS;
    database?: DatabaseTimeouts;
    redis?: typeof REDIS_TIMEOUTS;
  };
}

export const AI_PER_USER_PER_MINUTE = 30;

/** Request lines are logged without their query strings: search words and OIDC codes stay out of logs. */
const requestSerializer = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: config.logLevel, serializers: { req: requestSerializer } };
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverOptions(config, options.timeouts?.server),
  });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => app.log.warn({ err: error }, 'idle PostgreSQL connection failed'),
    onNotice: (message) => app.log.warn(message),
    timeouts: options.timeouts?.database ?? DEFAULT_DATABASE_TIMEOUTS,
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

  await registerSecurityHeaders(app, config);
  await app.register(compress);
  await app.register(cookie, { secret: config.sessionSecret });

  const redis: RedisLink | null = config.redisUrl
    ? await connectRedis(app, config.redisUrl, options.timeouts?.redis)
    : null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests. Please try again in ${waitInWords(context.ttl)}.`,
      ),
  });

  registerRequestGuards(app, config);
  registerSessions(app, store, config);

  const hasher =
    options.passwordHasher instanceof PasswordHasher
      ? options.passwordHasher
      : new PasswordHasher(options.passwordHasher);
  app.addHook('onClose', () => hasher.close());
  const passwords = new PasswordGate(
    app,
    store,
    hasher,
    options.passwordAttemptsPerIp ?? PASSWORD_ATTEMPTS_PER_IP,
  );

  await registerOpenApi(app, {
    cookieName: sessionCookieName(config),
    publicRoutes: PUBLIC_API_ROUTES,
  });
  const metrics = registerMetrics(app, { config: config.metrics, store, redis });
  const oidc = config.oidc ? new OidcSignIn(config.oidc, `${config.publicUrl}/api/callback`) : null;
  await app.register(systemRoutes, { oidcProvider: oidc?.displayName ?? null, redis });
  await app.register(authRoutes, { oidc, passwords });
  const pool =
    options.analysisPool ??
    new AnalysisPool({ workers: config.analysisThreads.workers, maxQueued: config.analysisThreads.queue });
  app.addHook('onClose', () => pool.close());
  const analyser = new Analyser(pool, options.analysisInlineBelow);
  const analysisLimits = new AnalysisLimits(app, config.analysisLimits);
  await app.register(analysesRoutes, { analyser, limits: analysisLimits });
  await app.register(engineAnalysisRoutes, { analyser, limits: analysisLimits });
  await app.register(journalRoutes);
  await app.register(echoRoomRoutes);
  await app.register(framedRoutes);
  await app.register(signatureRoutes);
  await app.register(accountRoutes);
  await app.register(importRoutes, { limits: analysisLimits });
  const aiPerUserPerMinute = options.aiPerUserPerMinute ?? AI_PER_USER_PER_MINUTE;
  const aiProvider = createAiProvider({
    provider: config.ai.provider,
    baseUrl: config.ai.baseUrl ?? undefined,
    apiKey: config.ai.apiKey ?? undefined,
    model: config.ai.model ?? undefined,
    timeoutMs: config.ai.timeoutMs,
    logger: app.log,
  });
  const provider = metrics ? metrics.instrumentAi(aiProvider) : aiProvider;
  await app.register(aiRoutes, {
    provider,
    perUserPerMinute: aiPerUserPerMinute,
    analyser,
    analysisLimit: analysisLimits.perMinute,
  });

  const webBuilt = await registerWeb(app, config.webDistDir, {
    // One lookup for '/' only (ADR 0025): the API's session hook does not run for pages.
    sessionLanguage: async (request) => {
      const token = readSignedCookie(request, sessionCookieName(config));
      return token === null ? null : ((await store.sessions.resolve(token))?.user.language ?? null);
    },
    contactEmail: config.contactEmail,
  });
  app.setNotFoundHandler((request, reply) => {
    if (sendAppShell(request, reply, webBuilt)) return;
    reply.code(404).send({ message: 'Not found.' });
  });
}
