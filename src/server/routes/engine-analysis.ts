/**
 * POST /api/analyse/engine (issue 15 "A light first visit", ADR 0019): the engine's result for a
 * text and mode, unstored. A first visit's analyser asks it instead of waiting for the browser's
 * engine (a 1.3 MB gzip download); the browser engine takes over once loaded. It is the same
 * `analyse` the browser runs, so the result is identical, and it spends the same per-user
 * analysis budget as POST /api/analyse (it costs the same engine time).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EngineAnalysisRequest, EngineAnalysisResponse } from '@contract/analysis';
import type { Analyser } from '../analysis/analyser';
import type { AnalysisLimits } from '../analysis/limits';
import { requireUser } from '../auth/require-user';

export interface EngineAnalysisRoutesOptions {
  /** Analyses long texts off the event loop (server/analysis). */
  analyser: Analyser;
  limits: AnalysisLimits;
}

export async function engineAnalysisRoutes(
  app: FastifyInstance,
  options: EngineAnalysisRoutesOptions,
): Promise<void> {
  const { analyser, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/analyse/engine',
    {
      preHandler: [requireUser, limits.perMinute],
      schema: { body: EngineAnalysisRequest, response: { 200: EngineAnalysisResponse } },
    },
    async (request): Promise<EngineAnalysisResponse> => {
      const result = await analyser.analyse(request.body.inputText, request.body.mode);
      // The engine's result is a plain object of its mode's fields: the loose schema's shape.
      return { ...result };
    },
  );
}
