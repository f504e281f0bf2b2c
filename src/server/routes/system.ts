/**
 * Health and public configuration: GET /healthz (200 when the database answers, else 503) and
 * GET /api/config (what the web app needs before sign-in; served as JSON because the CSP
 * allows no inline script to carry it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfig } from '@contract/auth';

export const BUILD_VERSION = '0.42.061425.1';
export const BUILD_DATE = '2025-06-13';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), message: z.string().optional() });

export async function systemRoutes(
  app: FastifyInstance,
  options: { oidcProvider: string | null },
): Promise<void> {
  const { store, appConfig: config } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/healthz', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await store.ping()) return reply.send({ status: 'ok' });
    return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });

  const publicConfig: PublicConfig = {
    localAccounts: config.localAccounts,
    oidcProvider: options.oidcProvider,
    tunemindUrl: config.tunemindUrl,
    contactEmail: config.contactEmail,
    buildVersion: BUILD_VERSION,
    buildDate: BUILD_DATE,
  };
  r.get('/api/config', { schema: { response: { 200: PublicConfig } } }, async () => publicConfig);
}
