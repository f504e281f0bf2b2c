/**
 * Sign-in routes (DESIGN.md "HTTP"): local accounts (sign-up, sign-in, password change),
 * OpenID Connect (/api/login → provider → /api/callback), sign-out and the current user.
 *
 * A refused OIDC callback redirects to `/login?error=<code>` so the browser lands on a page
 * rather than raw JSON: `signin_expired` (state older than 10 minutes), `signin_failed`
 * (state mismatch, unknown state, provider or token error), `signin_cancelled` (the user said
 * no at the provider), `provider_unavailable` (discovery failed).
 *
 * Password work goes through the PasswordGate (account lock, per-address budget, bounded
 * hashing queue). Signing out is a POST; GET /api/logout asks first (auth/logout-page.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordRequest, Session, SigninRequest, SignupRequest, User } from '@contract/auth';
import { safeReturnTo } from '@contract/return-to';
import { logoutPage } from '../auth/logout-page';
import type { OidcSignIn } from '../auth/oidc';
import type { PasswordGate } from '../auth/password-gate';
import { passwordProblem } from '../auth/password-policy';
import { requireUser, userOf } from '../auth/require-user';
import { endSession, readSignedCookie, restartSessions, startSession } from '../auth/session';
import { HttpError, InvalidFieldError, waitInWords } from '../http/errors';
import { DuplicateEmailError } from '../store/errors';

/** Starting OpenID Connect sign-ins per address (each one writes a state row). */
export const LOGIN_LIMIT = { max: 30, timeWindow: 60 * 1000 };
const STATE_COOKIE = 'tonelens_oidc_state';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';

const LoginQuery = z.looseObject({
  returnTo: z.string().optional().catch(undefined),
  method: z.enum(['local']).optional().catch(undefined),
});
const CallbackQuery = z.looseObject({
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export interface AuthRoutesOptions {
  oidc: OidcSignIn | null;
  passwords: PasswordGate;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { store, appConfig: config } = app;
  const { oidc, passwords } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const refuseWhenOff = (what: string) => {
    if (!config.localAccounts) {
      throw new HttpError(403, `${what} with e-mail and password is turned off here. Please use Log In.`);
    }
  };

  r.post(
    '/api/auth/local/signup',
    { schema: { body: SignupRequest, response: { 201: User } } },
    async (request, reply) => {
      refuseWhenOff('Sign-up');
      const { email, password, firstName, lastName } = request.body;
      passwords.refuseWhenBusy();
      await passwords.spend(request, 'sign-ups');
      const problem = passwordProblem(password, email);
      if (problem) throw new InvalidFieldError('password', problem);
      // Cheap check first; the unique index still decides a race between two sign-ups.
      if (await store.users.findLocal(email)) throw new DuplicateEmailError();
      const user = await store.users.createLocal({
        email,
        passwordHash: await passwords.hash(password),
        firstName,
        lastName,
      });
      await startSession(request, reply, store, config, user.id);
      return reply.code(201).send(user);
    },
  );

  r.post(
    '/api/auth/local/signin',
    { schema: { body: SigninRequest, response: { 200: User } } },
    async (request, reply) => {
      refuseWhenOff('Sign-in');
      const { email, password } = request.body;
      // Cheapest refusals first: a full hashing queue costs nothing, a locked account one read.
      passwords.refuseWhenBusy();
      await passwords.checkAccount(email);
      await passwords.spend(request, 'sign-in attempts');
      const account = await store.users.findLocal(email);
      const valid = await passwords.verify(account?.passwordHash ?? null, password);
      if (!account || !valid) {
        await passwords.recordFailure(email);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await passwords.clearFailures(email);
      await startSession(request, reply, store, config, account.user.id);
      return reply.send(account.user);
    },
  );

  r.post(
    '/api/account/password',
    { preHandler: requireUser, schema: { body: ChangePasswordRequest } },
    async (request, reply) => {
      const user = userOf(request);
      const credentials = await store.users.localCredentials(user.id);
      if (!credentials) {
        throw new HttpError(
          400,
          'This account signs in through your identity provider, so it has no password to change here.',
        );
      }
      const { currentPassword, newPassword } = request.body;
      // A stolen session must not become a way around the sign-in limits.
      await passwords.checkAccount(credentials.email);
      await passwords.spend(request, 'password changes');
      if (!(await passwords.verify(credentials.passwordHash, currentPassword))) {
        await passwords.recordFailure(credentials.email);
        throw new InvalidFieldError('currentPassword', 'The current password is incorrect.');
      }
      if (newPassword === currentPassword) {
        throw new InvalidFieldError(
          'newPassword',
          'Please choose a password different from your current one.',
        );
      }
      const problem = passwordProblem(newPassword, credentials.email);
      if (problem) throw new InvalidFieldError('newPassword', problem);
      await store.users.setPasswordHash(user.id, await passwords.hash(newPassword));
      await passwords.clearFailures(credentials.email);
      // Every other device signs in again with the new password; this one stays signed in.
      await restartSessions(request, reply, store, config, user.id);
      return reply.code(204).send();
    },
  );

  r.get('/api/auth/user', { preHandler: requireUser, schema: { response: { 200: User } } }, async (request) =>
    userOf(request),
  );

  r.get('/api/auth/session', { schema: { response: { 200: Session } } }, async (request) => ({
    user: request.user,
  }));

  r.get(
    '/api/login',
    {
      schema: { querystring: LoginQuery },
      // Only the OpenID Connect flow writes a row per call; the local one is a redirect.
      config: oidc
        ? {
            rateLimit: {
              ...LOGIN_LIMIT,
              errorResponseBuilder: (_request, context) =>
                new HttpError(
                  429,
                  `Too many sign-in attempts from this address. Please try again in ${waitInWords(context.ttl)}.`,
                ),
            },
          }
        : {},
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (request.user) return reply.redirect(returnTo);
      const local = !oidc || (request.query.method === 'local' && config.localAccounts);
      if (local) {
        return reply.redirect(
          returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`,
        );
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
    },
  );

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

  // GET asks first: a sign-out by navigation could be started by any site (issue 16).
  r.get('/api/logout', async (request, reply) => {
    if (!request.user) return reply.redirect('/');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(logoutPage(request.user.email));
  });

  // The confirm page's form posts application/x-www-form-urlencoded; its (empty) body is not
  // read. Scoped to this route, so every other route keeps refusing form bodies with 415.
  await app.register(async (logout) => {
    logout.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    logout.post('/api/logout', async (request, reply) => {
      await endSession(request, reply, store, config);
      // 303: the browser follows with a GET of '/', the landing page (spec §2).
      return reply.redirect('/', 303);
    });
  });
}
