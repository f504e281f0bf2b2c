/**
 * The Resonance Journal: GET /api/journal[?q=words] (mine, newest first; with q, full-text
 * search; with limit, one page at a time, see ./paging.ts), GET /api/journal/count, DELETE /api/journal/:id (204; deletes the analysis, conversation or reflection
 * behind the entry too) and GET /api/journal/export?format=json|md (a download).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
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

const JSON_TYPE = 'application/json; charset=utf-8';

/** Requests whose answer may be kept: unsearched pages (searches read an index triggers cannot watch). */
const storable = new WeakSet<object>();

/** Whether the query string (parsed by the router, not yet checked) asks for a search. */
const isSearch = (query: unknown): boolean => {
  const q = (query as { q?: unknown } | null)?.q;
  return typeof q === 'string' ? q.trim() !== '' : q !== undefined;
};

export async function journalRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  const pages = store.journalPages;
  r.get(
    '/api/journal',
    {
      schema: { querystring: JournalQuery, response: { 200: JournalList } },
      // PostgreSQL: the session hook reads the journal version with the session (ADR 0042).
      config: { journalVersion: true },
      // A page answered before at the user's journal version, read here before anything of the
      // page (after the app's session hook, which runs first), is sent again as it was, before
      // the query string is checked (it was, when it was stored: the same URL passes the same
      // way) and without reading the page (ADRs 0037, 0038; PostgreSQL: ADR 0042). A search is
      // never kept, so its version is not read (on PostgreSQL a query of its own).
      onRequest: async (request, reply) => {
        const { user } = request;
        if (user === null || request.method !== 'GET' || isSearch(request.query)) return;
        const journalVersion = request.journalVersion ?? (await store.sessions.journalVersion(user.id));
        if (journalVersion === null) return;
        request.journalVersion = journalVersion;
        const page = pages.get(user.id, journalVersion, request.url);
        if (page === undefined) return;
        if (page.link !== undefined) void reply.header('link', page.link);
        // The bytes the serializer made, sent as they are.
        return (reply as FastifyReply).type(JSON_TYPE).send(page.body);
      },
      // The body of an unsearched 200 answer, as the serializer made it, kept for the next time.
      onSend: async (request, reply, payload) => {
        const { user, journalVersion } = request;
        if (
          user !== null &&
          journalVersion !== null &&
          request.method === 'GET' &&
          reply.statusCode === 200 &&
          storable.has(request) &&
          typeof payload === 'string' &&
          !reply.hasHeader('content-encoding')
        ) {
          const link = reply.getHeader('link');
          pages.set(
            user.id,
            journalVersion,
            request.url,
            payload,
            typeof link === 'string' ? link : undefined,
          );
        }
        return payload;
      },
    },
    async (request, reply) => {
      const { q, ...paging } = request.query;
      const page = await store.forUser(userOf(request).id).journal.page({ query: q, ...paging });
      if (!isSearch(request.query)) storable.add(request);
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
