/**
 * Saved Framed Text Interaction conversations: POST /api/framed-conversations (the spec's
 * saved-conversation payload → 201; it appears in the journal), GET /api/framed-conversations
 * (mine, newest first) and GET /api/framed-conversations/:id.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@contract/common';
import { FramedConversation, SaveConversationRequest } from '@contract/framed';
import { requireUser, userOf } from '../auth/require-user';
import { RecordNotFoundError } from '../store/errors';

export async function framedRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.post(
    '/api/framed-conversations',
    { schema: { body: SaveConversationRequest, response: { 201: FramedConversation } } },
    async (request, reply) => {
      const saved = await store.forUser(userOf(request).id).framedConversations.create(request.body);
      return reply.code(201).send(saved);
    },
  );

  r.get(
    '/api/framed-conversations',
    { schema: { response: { 200: z.array(FramedConversation) } } },
    async (request) => store.forUser(userOf(request).id).framedConversations.list(),
  );

  r.get(
    '/api/framed-conversations/:id',
    { schema: { params: IdParams, response: { 200: FramedConversation } } },
    async (request) => {
      const conversation = await store.forUser(userOf(request).id).framedConversations.get(request.params.id);
      if (!conversation) throw new RecordNotFoundError('Conversation');
      return conversation;
    },
  );
}
