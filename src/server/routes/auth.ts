/**
 * Sign-in routes (DESIGN.md "HTTP"): local accounts (sign-up, sign-in), OpenID Connect
 * (/api/login → provider → /api/callback), sign-out and the current user.
 *
 * A refused OIDC callback redirects to `/login?error=<code>` so the browser lands on a page
 * rather than raw JSON: `signin_expired` (state older than 10 minutes), `signin_failed`
 * (state mismatch, unknown state, provider or token error), `signin_cancelled` (the user said
 * no at the provider), `provider_unavailable` (discovery failed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SigninRequest, SignupRequest, User } from '@contract/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireUser, userOf } from '../auth/require-user';
import { safeReturnTo } from '../auth/return-to';
import { endSession, readSignedCookie, startSession } from '../auth/session';
import type { OidcSignIn } from '../auth/oidc';
import { HttpError } from '../http/errors';
import { DuplicateEmailError } from '../store/errors';
import { normaliseEmail } from '../store/users';

export const SIGNIN_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };
export const SIGNUP_LIMIT = { max: 30, timeWindow: 60 * 1000 };
const STATE_COOKIE = 'tonelens_oidc_state';

const LoginQuery = z.looseObject({
  returnTo: z.string().optional().catch(undefined),
  method: z.enum(['local']).optional().catch(undefined),
});
const CallbackQuery = z.looseObject({
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});
const EmailOnly = z.looseObject({ email: z.string() });

function signinKey(request: FastifyRequest): string {
  const parsed = EmailOnly.safeParse(request.body);
  return `signin:${parsed.success ? normaliseEmail(parsed.data.email) : ''}|${request.ip}`;
}

export async function authRoutes(app: FastifyInstance, options: { oidc: OidcSignIn | null }): Promise<void> {
  const { store, appConfig: config } = app;
  const { oidc } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/local/signup',
    {
      schema: { body: SignupRequest, response: { 201: User } },
      config: {
        rateLimit: {
          ...SIGNUP_LIMIT,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, `Too many sign-ups from this address. Please try again in ${context.after}.`),
        },
      },
    },
    async (request, reply) => {
      if (!config.localAccounts) {
        throw new HttpError(403, 'Sign-up with e-mail and password is turned off here. Please use Log In.');
      }
      const { email, password, firstName, lastName } = request.body;
      // Cheap check first; the unique index still decides a race between two sign-ups.
      if (await store.users.findLocal(email)) throw new DuplicateEmailError();
      const user = await store.users.createLocal({
        email,
        passwordHash: await hashPassword(password),
        firstName,
        lastName,
      });
      await startSession(request, reply, store, config, user.id);
      return reply.code(201).send(user);
    },
  );

  r.post(
    '/api/auth/local/signin',
    {
      schema: { body: SigninRequest, response: { 200: User } },
      config: {
        rateLimit: {
          ...SIGNIN_LIMIT,
          // After validation, so the key can use the e-mail in the body.
          hook: 'preHandler',
          keyGenerator: signinKey,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, `Too many sign-in attempts. Please try again in ${context.after}.`),
        },
      },
    },
    async (request, reply) => {
      if (!config.localAccounts) {
        throw new HttpError(403, 'Sign-in with e-mail and password is turned off here. Please use Log In.');
      }
      const account = await store.users.findLocal(request.body.email);
      const valid = await verifyPassword(account?.passwordHash ?? null, request.body.password);
      if (!account || !valid) throw new HttpError(401, 'The e-mail or password is incorrect.');
      await startSession(request, reply, store, config, account.user.id);
      return reply.send(account.user);
    },
  );

  r.get('/api/auth/user', { preHandler: requireUser, schema: { response: { 200: User } } }, async (request) =>
    userOf(request),
  );

  r.get('/api/login', { schema: { querystring: LoginQuery } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (request.user) return reply.redirect(returnTo);
    const local = !oidc || (request.query.method === 'local' && config.localAccounts);
    if (local) {
      return reply.redirect(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`);
    }
    let begun: Awaited<ReturnType<OidcSignIn['begin']>>;
    try {
      begun = await oidc.begin(returnTo);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect discovery failed');
      return reply.redirect('/login?error=provider_unavailable');
    }
    await store.authStates.save(begun.state);
    // Binds the flow to this browser: a callback carrying another browser's state is refused.
    reply.setCookie(STATE_COOKIE, begun.state.state, {
      path: '/api/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secure,
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(begun.url.href);
  });

  r.get('/api/callback', { schema: { querystring: CallbackQuery } }, async (request, reply) => {
    if (!oidc) throw new HttpError(404, 'Not found.');
    const fail = (code: string, reason: string) => {
      request.log.warn({ reason }, 'OpenID Connect sign-in refused');
      return reply.redirect(`/login?error=${code}`);
    };
    const cookieState = readSignedCookie(request, STATE_COOKIE);
    reply.clearCookie(STATE_COOKIE, { path: '/api/callback' });
    const { state, error } = request.query;
    if (!state) return fail('signin_failed', 'the callback carries no state');
    // Taken (and so spent) before anything else: a state answers at most one callback.
    const saved = await store.authStates.take(state);
    if (saved.status === 'expired') return fail('signin_expired', 'the state is older than 10 minutes');
    if (saved.status === 'missing') return fail('signin_failed', 'unknown or already used state');
    if (cookieState !== state) return fail('signin_failed', "the state does not match this browser's");
    if (error)
      return fail(error === 'access_denied' ? 'signin_cancelled' : 'signin_failed', `provider: ${error}`);
    let profile;
    try {
      profile = await oidc.complete(new URL(request.url, config.publicUrl), saved.value);
    } catch (failure) {
      return fail('signin_failed', failure instanceof Error ? failure.message : 'token exchange failed');
    }
    const user = await store.users.upsertOidc(profile);
    await startSession(request, reply, store, config, user.id);
    return reply.redirect(saved.value.returnTo);
  });

  r.get('/api/logout', async (request, reply) => {
    await endSession(request, reply, store, config);
    return reply.redirect('/');
  });
}
