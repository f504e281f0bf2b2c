/**
 * My account: GET /api/account, PATCH /api/account (first and last name, language),
 * GET /api/account/export (everything I own as one JSON download) and DELETE /api/account
 * (deletes every row I own, ends all my sessions, clears the cookie; 204). On SQLite the
 * deletion is followed by a WAL checkpoint, so with secure_delete nothing of it stays in any
 * file under DATA_DIR. (POST /api/account/password lives with the other password routes in
 * routes/auth.ts, which hold the password limits.)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpdateAccountRequest } from '@contract/account';
import { User } from '@contract/auth';
import { requireUser, userOf } from '../auth/require-user';
import { endSession } from '../auth/session';
import { sendDownload } from '../http/download';
import { HttpError, UNAUTHENTICATED_MESSAGE } from '../http/errors';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { store, appConfig: config } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.get('/api/account', { schema: { response: { 200: User } } }, async (request) => userOf(request));

  r.patch(
    '/api/account',
    { schema: { body: UpdateAccountRequest, response: { 200: User } } },
    async (request) => {
      const user = await store.forUser(userOf(request).id).account.update(request.body);
      if (!user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      return user;
    },
  );

  r.get('/api/account/export', async (request, reply) => {
    const document = await store.forUser(userOf(request).id).account.exportEverything();
    if (!document) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return sendDownload(reply, {
      name: 'tonelens-account',
      isoDate: document.exportedAt,
      extension: 'json',
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(document, null, 2),
    });
  });

  r.delete('/api/account', async (request, reply) => {
    const user = userOf(request);
    await store.forUser(user.id).account.deleteEverything();
    // Its pages could no longer be sent (no session), but need not stay in memory either.
    store.journalPages.forget(user.id);
    if (user.email) await store.signinFailures.clear(user.email);
    await endSession(request, reply, store, config);
    if (!(await store.checkpoint())) {
      request.log.warn(
        'the write-ahead log could not be emptied after an account deletion (a reader was busy)',
      );
    }
    return reply.code(204).send();
  });
}
