/**
 * EchoRoom reflections: POST /api/echo-room/save (spec §3 payload → 201 with the saved
 * reflection, which also appears in the journal), GET /api/echo-room (mine, newest first) and
 * GET /api/echo-room/:id. A reflection about an analysis must name one of mine (else 404).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@contract/common';
import { EchoReflection, EchoReflectionList, EchoSaveRequest } from '@contract/echo-room';
import { requireUser, userOf } from '../auth/require-user';
import { RecordNotFoundError } from '../store/errors';

export async function echoRoomRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.post(
    '/api/echo-room/save',
    { schema: { body: EchoSaveRequest, response: { 201: EchoReflection } } },
    async (request, reply) => {
      const saved = await store.forUser(userOf(request).id).echoReflections.create(request.body);
      return reply.code(201).send(saved);
    },
  );

  r.get('/api/echo-room', { schema: { response: { 200: EchoReflectionList } } }, async (request) =>
    store.forUser(userOf(request).id).echoReflections.list(),
  );

  r.get(
    '/api/echo-room/:id',
    { schema: { params: IdParams, response: { 200: EchoReflection } } },
    async (request) => {
      const reflection = await store.forUser(userOf(request).id).echoReflections.get(request.params.id);
      if (!reflection) throw new RecordNotFoundError('Reflection');
      return reflection;
    },
  );
}
