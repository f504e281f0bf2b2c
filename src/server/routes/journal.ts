/**
 * The Resonance Journal: GET /api/journal[?q=words] (mine, newest first; with q, full-text
 * search; with limit, one page at a time, see ./paging.ts), GET /api/journal/count, DELETE /api/journal/:id (204; deletes the analysis, conversation or reflection
 * behind the entry too) and GET /api/journal/export?format=json|md (a download).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@contract/common';
import {
  JournalCount,
  JournalExportQuery,
  JournalList,
  JournalQuery,
  type JournalExport,
} from '@contract/journal';
import { requireUser, userOf } from '../auth/require-user';
import { sendDownload } from '../http/download';
import { RecordNotFoundError } from '../store/errors';
import { journalMarkdown } from './journal-markdown';
import { sendPage } from './paging';

export async function journalRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.get(
    '/api/journal',
    { schema: { querystring: JournalQuery, response: { 200: JournalList } } },
    async (request, reply) => {
      const { q, ...paging } = request.query;
      const page = await store.forUser(userOf(request).id).journal.page({ query: q, ...paging });
      return sendPage(request, reply, paging.order, page);
    },
  );

  r.get('/api/journal/count', { schema: { response: { 200: JournalCount } } }, async (request) => {
    const entries = await store.forUser(userOf(request).id).journal.count();
    return { entries } satisfies JournalCount;
  });

  r.delete('/api/journal/:id', { schema: { params: IdParams } }, async (request, reply) => {
    if (!(await store.forUser(userOf(request).id).journal.delete(request.params.id))) {
      throw new RecordNotFoundError('Journal entry');
    }
    return reply.code(204).send();
  });

  r.get('/api/journal/export', { schema: { querystring: JournalExportQuery } }, async (request, reply) => {
    const entries = await store.forUser(userOf(request).id).account.exportJournal();
    const exportedAt = new Date().toISOString();
    const file = { name: 'tonelens-journal', isoDate: exportedAt };
    if (request.query.format === 'md') {
      const body = journalMarkdown(entries, exportedAt);
      return sendDownload(reply, { ...file, extension: 'md', type: 'text/markdown; charset=utf-8', body });
    }
    const document: JournalExport = { format: 'tonelens-journal', version: 1, exportedAt, entries };
    const body = JSON.stringify(document, null, 2);
    return sendDownload(reply, { ...file, extension: 'json', type: 'application/json; charset=utf-8', body });
  });
}
