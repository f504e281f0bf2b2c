/**
 * The session cookie: set at sign-in (a new id each time, the old session ended), read on
 * every /api request to set `request.user`, slid forward while in use, cleared at sign-out.
 * httpOnly, SameSite=Lax, signed with SESSION_SECRET; Secure with the __Host- prefix when the
 * app is served over https.
 *
 * Every /api route is private unless listed in PUBLIC_API_ROUTES: an anonymous request to a
 * private route is answered 401 here, before its body is read or validated, so it learns
 * nothing about the route's fields. Both checks go by the route the request was matched to,
 * not by the raw URL (`/%61pi/...` reaches /api/... too).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { OPENAPI_PUBLIC_ROUTES } from '../http/openapi';
import { isApiRoute, routedPath } from '../http/security';
import { UNAUTHENTICATED_MESSAGE } from '../http/errors';
import type { Store } from '../store/store';

/** The API routes a signed-out visitor may use (method and route path). */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/config',
  // Who is signed in: the user, or null for a signed-out visitor (ADR 0015).
  'GET /api/auth/session',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/auth/local/signup',
  'POST /api/auth/local/signin',
  ...OPENAPI_PUBLIC_ROUTES,
]);

function isPublic(request: FastifyRequest): boolean {
  // HEAD is answered by the GET route.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return PUBLIC_API_ROUTES.has(`${method} ${routedPath(request) ?? ''}`);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw session token from the cookie, when it was valid. */
    sessionToken: string | null;
    /**
     * The signed-in user's journal version, read by the journal page's route before its page
     * (migrations 0013 and 0014, ADRs 0037, 0038, 0042); null otherwise.
     */
    journalVersion: number | null;
  }
}

export function sessionCookieName(config: Config): string {
  return config.secure ? '__Host-tonelens_session' : 'tonelens_session';
}

function cookieOptions(config: Config, expires: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secure,
    signed: true,
    expires,
  };
}

/** Reads the signed cookie; null when absent or tampered with. */
export function readSignedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * Cookie values whose signature this process has already checked, and the token each
 * carries (issue 15: the HMAC was about 1.6 % of the server's time under the write load, for
 * the same few cookies over and over). Only values that passed the check are kept, so a
 * forged one is checked every time; the secret does not change while the process runs, so a
 * value that passed once always would. This says nothing about the session itself: that is
 * the store's to answer on every request, and an ended session stops working at once.
 */
export class VerifiedCookies {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly capacity = 10_000) {}

  read(request: FastifyRequest, name: string): string | null {
    const raw = request.cookies[name];
    if (!raw) return null;
    const known = this.tokens.get(raw);
    if (known !== undefined) return known;
    const token = readSignedCookie(request, name);
    if (token === null) return null;
    // Emptied rather than ordered: a full cache is only ever a cost, never a wrong answer.
    if (this.tokens.size >= this.capacity) this.tokens.clear();
    this.tokens.set(raw, token);
    return token;
  }
}

export function registerSessions(app: FastifyInstance, store: Store, config: Config): void {
  const name = sessionCookieName(config);
  const verified = new VerifiedCookies();
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('journalVersion', null);

  app.addHook('onRequest', async (request, reply) => {
    // Static files need no session; only the API looks it up.
    if (!isApiRoute(request)) return;
    await resolveSession(request, reply, store, config, verified.read(request, name), name);
    if (!request.user && !isPublic(request)) {
      return reply.code(401).send({ message: UNAUTHENTICATED_MESSAGE });
    }
  });
}

async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  config: Config,
  token: string | null,
  name: string,
): Promise<void> {
  if (!token) return;
  // A route that keeps pages by the journal version asks for it with the session (ADR 0042).
  const journalVersion =
    (request.routeOptions.config as { journalVersion?: boolean } | undefined)?.journalVersion === true;
  const session = await store.sessions.resolve(token, { journalVersion });
  if (!session) {
    reply.clearCookie(name, { path: '/' });
    return;
  }
  request.user = session.user;
  if (session.journalVersion !== undefined) request.journalVersion = session.journalVersion;
  request.sessionToken = token;
  const extended = await store.sessions.touch(session);
  if (extended) reply.setCookie(name, token, cookieOptions(config, extended));
}

/** Signs a user in: ends the request's old session (id rotation) and starts a new one. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  config: Config,
  userId: string,
): Promise<void> {
  const previous = request.sessionToken ?? readSignedCookie(request, sessionCookieName(config));
  if (previous) await store.sessions.delete(previous);
  const { token, expiresAt } = await store.sessions.create(userId);
  reply.setCookie(sessionCookieName(config), token, cookieOptions(config, expiresAt));
}

/** After a password change: every session of the user ends, and this browser gets a new one. */
export async function restartSessions(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  config: Config,
  userId: string,
): Promise<void> {
  await store.sessions.deleteAllOf(userId);
  request.sessionToken = null;
  const { token, expiresAt } = await store.sessions.create(userId);
  reply.setCookie(sessionCookieName(config), token, cookieOptions(config, expiresAt));
}

/** Signs out: ends the session in the database and clears the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  config: Config,
): Promise<void> {
  const token = request.sessionToken ?? readSignedCookie(request, sessionCookieName(config));
  if (token) await store.sessions.delete(token);
  reply.clearCookie(sessionCookieName(config), { path: '/', secure: config.secure });
  request.user = null;
  request.sessionToken = null;
}
