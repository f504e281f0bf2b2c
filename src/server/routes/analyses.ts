/**
 * Analyses: POST /api/analyse (the spec's analysis record → {id}; the engine's numbers are
 * recomputed from inputText and mode and stored, with the journal entry, in one transaction),
 * GET /api/analyses (mine, newest first; with limit, one page at a time, see ./paging.ts) and GET /api/analyses/:id.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyseRequest,
  AnalyseResponse,
  AnalysesList,
  AnalysesQuery,
  StoredAnalysis,
} from '@contract/analysis';
import { IdParams } from '@contract/common';
import type { Analyser } from '../analysis/analyser';
import type { AnalysisLimits } from '../analysis/limits';
import { requireUser, userOf } from '../auth/require-user';
import { RecordNotFoundError } from '../store/errors';
import { sendPage } from './paging';

export interface AnalysesRoutesOptions {
  /** Analyses long texts off the event loop (server/analysis). */
  analyser: Analyser;
  /** The per-user analysis budget and storage quota. */
  limits: AnalysisLimits;
}

export async function analysesRoutes(app: FastifyInstance, options: AnalysesRoutesOptions): Promise<void> {
  const { analyser, limits } = options;
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.post(
    '/api/analyse',
    {
      preHandler: limits.perMinute,
      schema: { body: AnalyseRequest, response: { 201: AnalyseResponse } },
      // The answer is `{"id":"…"}`, far below the size compression starts at: its hooks only
      // cost time (about 2 % of the server's under the write load, issue 15).
      compress: false,
    },
    async (request, reply) => {
      const { inputText, mode, conversationalResponse } = request.body;
      const userId = userOf(request).id;
      const user = store.forUser(userId);
      // Checked before the analysis: a full journal should not cost engine time. Held until the
      // save is done, so the user's other saves arriving meanwhile count it.
      const release = await limits.reserveQuota(userId, user, [inputText, conversationalResponse]);
      let id: string;
      try {
        const stored = await analyser.computeStored(inputText, mode);
        id = await user.analyses.save({ inputText, mode, conversationalResponse }, stored);
      } finally {
        release();
      }
      return reply.code(201).send({ id });
    },
  );

  r.get(
    '/api/analyses',
    { schema: { querystring: AnalysesQuery, response: { 200: AnalysesList } } },
    async (request, reply) => {
      const page = await store.forUser(userOf(request).id).analyses.page(request.query);
      return sendPage(request, reply, request.query.order, page);
    },
  );

  r.get(
    '/api/analyses/:id',
    { schema: { params: IdParams, response: { 200: StoredAnalysis } } },
    async (request) => {
      const analysis = await store.forUser(userOf(request).id).analyses.get(request.params.id);
      if (!analysis) throw new RecordNotFoundError('Analysis');
      return analysis;
    },
  );
}
