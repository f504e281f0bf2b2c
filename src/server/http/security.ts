/**
 * Security headers, the cross-site request check, which proxies to believe, server time-outs,
 * NUL characters in input, and `Cache-Control: no-store` on API answers.
 *
 * The Content-Security-Policy allows exactly what the web app uses: its own scripts and one
 * inline script, by its hash (the pre-rendered landing page's start-up script, ADR 0022), its
 * own styles plus inline style attributes/elements (Radix positions popovers and locks scroll
 * through them), images and audio from data: and blob: URLs (the
 * signature download and the tone preview), avatars from the OpenID Connect provider (https),
 * and the TuneMind origin as the one frame and the one foreign fetch target
 * (`POST {TUNEMIND_URL}/api/generate`).
 */
import { createHash } from 'node:crypto';
import type { ServerOptions } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { LANDING_SCRIPT } from '@contract/landing';
import { HttpError } from './errors';

/** The CSP source that allows exactly LANDING_SCRIPT (and no other inline script). */
export const LANDING_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANDING_SCRIPT).digest('base64')}'`;

const originOf = (url: string | null): string | null => (url ? new URL(url).origin : null);

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const tunemind = originOf(config.tunemindUrl);
  const withTunemind = (...sources: string[]) => (tunemind ? [...sources, tunemind] : sources);
  const images = ["'self'", 'data:', 'blob:', ...(config.oidc ? ['https:'] : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", LANDING_SCRIPT_SOURCE],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': images,
        'media-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': withTunemind("'self'"),
        'frame-src': tunemind ? [tunemind] : ["'none'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only when the public URL is https; on plain http it would be ignored or harmful.
    strictTransportSecurity: config.secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Matches frame-ancestors 'none' for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    // The TuneMind window opened in a new tab needs no handle back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for `options`, found once by asking it on a throwaway instance.
 * @fastify/helmet rebuilds helmet's middleware, parsing every CSP directive again, on each
 * request (about 3 % of the server's time under the write load, issue 15); with no CSP nonces
 * its headers are the same for every request, so they are computed once and set as it sets
 * them (on the raw response, before any handler runs). X-Powered-By, which helmet removes,
 * is never set by Fastify.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const bare = await answer(false);
  const helmeted = await answer(true);
  return Object.entries(helmeted)
    .filter(([name, value]) => bare[name] === undefined && value !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

/** Every answer carries the security headers of helmetOptions(config) (see helmetHeaders). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * True when a state-changing request comes from another site. Browsers send Origin on every
 * cross-site POST/PUT/PATCH/DELETE; a request with neither Origin nor Referer is not a
 * browser's (curl, scripts) and cannot carry a victim's cookie on an attacker's behalf.
 * The app's origin is PUBLIC_URL's, or the origin the request itself was addressed to (so
 * http://127.0.0.1:5000 works when PUBLIC_URL says localhost). Every path counts, not only
 * what the raw URL spells as /api/: `/%61pi/...` is routed to /api/ too.
 */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return false;
  return origin !== config.publicUrl && origin !== `${request.protocol}://${request.host}`;
}

/** The route a request was matched to (`/api/journal/:id`), or null for a 404. */
export function routedPath(request: FastifyRequest): string | null {
  return request.routeOptions.url ?? null;
}

export const isApiRoute = (request: FastifyRequest): boolean =>
  routedPath(request)?.startsWith('/api/') ?? false;

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count becomes "believe that many proxies" (Fastify
 * itself treats a bare number as trust-nothing), a list is compiled by proxy-addr.
 */
export function trustProxyOption(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (value === false) return false;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** Slow clients cannot hold connections: the whole request within 30 s, its headers within 10 s. */
export const SERVER_TIMEOUTS = { requestMs: 30_000, headersMs: 10_000, checkEveryMs: 2_000 };

export function serverOptions(
  config: Config,
  timeouts: typeof SERVER_TIMEOUTS = SERVER_TIMEOUTS,
): Pick<FastifyServerOptions, 'trustProxy' | 'requestTimeout'> & { http: ServerOptions } {
  return {
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // How often Node looks for requests past their time (its default is 30 s).
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}

/**
 * U+0000 in any string the API receives (body, query, path) is removed before validation, on
 * both databases: PostgreSQL cannot store it in text, SQLite can, and the two must answer the
 * same. It carries no meaning in prose, so nothing a person wrote is lost.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withoutNul(value[i]);
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const clean = withoutNul(record[key]);
      if (key.includes('\u0000')) {
        delete record[key];
        record[key.replaceAll('\u0000', '')] = clean;
      } else {
        record[key] = clean;
      }
    }
  }
  return value;
}

/** The request-wide guards: foreign origins, NUL characters and caching of API answers. */
export function registerRequestGuards(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (isForeignOrigin(request, config)) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
  });
  app.addHook('preValidation', async (request) => {
    request.body = withoutNul(request.body);
    withoutNul(request.query);
    withoutNul(request.params);
  });
  // Private answers must not be kept by browsers or shared caches; routes that set their own
  // Cache-Control (downloads, /healthz) keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    const api = isApiRoute(request) || request.url.startsWith('/api/');
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
