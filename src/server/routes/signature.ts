/**
 * Resonance Signature entries: GET /api/signature (mine, newest first), POST /api/signature
 * (value + text → 201 entry; frequency, band and hue derived by the engine; with an analysisId,
 * once per analysis: a second save answers 200 with the first entry),
 * DELETE /api/signature/:id and DELETE /api/signature (clear all mine), both 204.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@contract/common';
import { CreateSignatureRequest, SignatureEntry, SignatureList } from '@contract/signature';
import { requireUser, userOf } from '../auth/require-user';
import { RecordNotFoundError } from '../store/errors';

export async function signatureRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.get('/api/signature', { schema: { response: { 200: SignatureList } } }, async (request) =>
    store.forUser(userOf(request).id).signature.list(),
  );

  r.post(
    '/api/signature',
    { schema: { body: CreateSignatureRequest, response: { 200: SignatureEntry, 201: SignatureEntry } } },
    async (request, reply) => {
      const mine = store.forUser(userOf(request).id);
      const { analysisId } = request.body;
      if (analysisId) {
        if (!(await mine.analyses.exists(analysisId))) throw new RecordNotFoundError('Analysis');
        const { entry, created } = await mine.signature.createOncePerAnalysis({
          ...request.body,
          analysisId,
        });
        return reply.code(created ? 201 : 200).send(entry);
      }
      const entry = await mine.signature.create(request.body);
      return reply.code(201).send(entry);
    },
  );

  r.delete('/api/signature/:id', { schema: { params: IdParams } }, async (request, reply) => {
    if (!(await store.forUser(userOf(request).id).signature.delete(request.params.id))) {
      throw new RecordNotFoundError('Signature entry');
    }
    return reply.code(204).send();
  });

  r.delete('/api/signature', async (request, reply) => {
    await store.forUser(userOf(request).id).signature.clear();
    return reply.code(204).send();
  });
}
