/**
 * The session cookie: set at sign-in (a new id each time, the old session ended), read on
 * every /api request to set `request.user`, slid forward while in use, cleared at sign-out.
 * httpOnly, SameSite=Lax, signed with SESSION_SECRET; Secure with the __Host- prefix when the
 * app is served over https.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw session token from the cookie, when it was valid. */
    sessionToken: string | null;
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

export function registerSessions(app: FastifyInstance, store: Store, config: Config): void {
  const name = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    // Static files need no session; only the API looks it up.
    if (!request.url.startsWith('/api/')) return;
    const token = readSignedCookie(request, name);
    if (!token) return;
    const session = await store.sessions.resolve(token);
    if (!session) {
      reply.clearCookie(name, { path: '/' });
      return;
    }
    request.user = session.user;
    request.sessionToken = token;
    const extended = await store.sessions.touch(session);
    if (extended) reply.setCookie(name, token, cookieOptions(config, extended));
  });
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
