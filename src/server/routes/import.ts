/**
 * Journal import (issue 17): POST /api/import?name=FILE with the file as the raw body
 * (application/octet-stream, at most IMPORT_MAX_BYTES; read here rather than by Fastify's body
 * parser, whose 2 MB limit and JSON-shaped guards suit API bodies, not uploads). The file is
 * read in full first: one that cannot be read is answered 400 naming the file and line, with
 * nothing stored. Then the entries are analysed and stored in one transaction.
 *
 * With `Accept: application/x-ndjson` the answer streams ImportEvent lines (progress, then done
 * or error; uncompressed, so each line reaches the client as it is written); without, it is the
 * ImportResult as JSON once everything is stored.
 */
import type { AnalysisLimits } from '../analysis/limits';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_STREAM_TYPE,
  ImportQuery,
  ImportResult,
  type ImportEvent,
} from '@contract/import';
import { requireUser, userOf } from '../auth/require-user';
import { HttpError } from '../http/errors';
import { ImportFileError } from '../import/errors';
import { readUpload } from '../import/read';
import { ImportCancelledError, runImport } from '../import/service';
import { isDatabaseUnavailable } from '../store/db';

declare module 'fastify' {
  interface FastifyRequest {
    /** The uploaded file of POST /api/import. */
    importUpload: Buffer | null;
  }
}

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
const TOO_LARGE = `The file is too large to import (at most ${MAX_MB} MB).`;
export const IMPORT_FAILED =
  'The import could not be saved, and nothing from it was stored. Please try again.';

/** Reads the body up to the import limit; a bigger one is answered 413 at once. */
function readUploadBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: undefined) => void,
): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > IMPORT_MAX_BYTES) return done(new HttpError(413, TOO_LARGE));
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null) => {
    if (finished) return;
    finished = true;
    if (!error) request.importUpload = Buffer.concat(chunks);
    done(error);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) {
      payload.removeAllListeners('data');
      finish(new HttpError(413, TOO_LARGE));
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null));
  payload.on('error', (error: Error) => finish(error));
}

function failureMessage(error: unknown): string {
  if (isDatabaseUnavailable(error)) {
    return 'The database is not answering right now, and nothing from the import was stored. Please try again in a moment.';
  }
  return IMPORT_FAILED;
}

export interface ImportRouteOptions {
  /** The per-user storage quota (issue 16) covers imported entries too. */
  limits: AnalysisLimits;
}

export async function importRoutes(app: FastifyInstance, { limits }: ImportRouteOptions): Promise<void> {
  const { store } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.decorateRequest('importUpload', null);
  // Only inside this plugin: every other route keeps JSON-only bodies.
  r.addContentTypeParser('application/octet-stream', readUploadBody);

  r.post(
    '/api/import',
    {
      // Before the body is read: a signed-out client's upload is refused unread.
      onRequest: requireUser,
      compress: false,
      schema: {
        summary: 'Import a journal',
        description:
          'Send one file as the raw body (Content-Type: application/octet-stream, at most 20 MB): ' +
          'a .md/.txt file (front matter `date:`, a date in the name or the file date), a .zip of ' +
          'them, a Day One JSON export, a journiv JSON export, or a CSV with a text column and an ' +
          'optional date column. Each entry is analysed in Full Spectrum mode and stored with its ' +
          'own date; entries imported before are not stored again. A file that cannot be read is ' +
          'answered 400 naming the file and line, with nothing stored. With `Accept: ' +
          'application/x-ndjson` the answer is a stream of lines: {"type":"progress","phase",' +
          '"done","total"}, then {"type":"done","result"} or {"type":"error","message"}.',
        querystring: ImportQuery,
        response: { 200: ImportResult },
      },
    },
    async (request, reply) => {
      const upload = request.importUpload;
      if (!upload || upload.length === 0) {
        throw new HttpError(
          400,
          'Send the file to import as the request body (Content-Type: application/octet-stream).',
        );
      }
      const { name, textColumn, dateColumn, modifiedAt } = request.query;
      let read;
      try {
        read = await readUpload(name, upload, {
          textColumn,
          dateColumn,
          modifiedAt: modifiedAt ? new Date(modifiedAt) : null,
        });
      } catch (error) {
        if (error instanceof ImportFileError) throw new HttpError(400, error.message);
        throw error;
      }
      if (read.entries.length === 0)
        throw new HttpError(400, `${name}: no journal entries with text were found.`);
      const userId = userOf(request).id;
      const user = store.forUser(userId);
      // Counted whole, before anything is analysed: an import that would pass the quota stores
      // nothing. Held until the import ends, so the user's saves meanwhile count it.
      const release = await limits.reserveQuota(
        userId,
        user,
        read.entries.map((entry) => entry.text),
      );
      const repository = user.imports;
      // Released when the import ends (the stream's import runs on after this handler returns),
      // or here if nothing was started.
      let releasedByImport = false;
      try {
        if (!(request.headers.accept ?? '').includes(IMPORT_STREAM_TYPE)) {
          return await runImport(repository, read);
        }

        const stream = new PassThrough();
        const write = (event: ImportEvent) => stream.write(JSON.stringify(event) + '\n');
        let gone = false;
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone = true;
        });
        // The stream's lines are ImportEvents, not the JSON ImportResult the schema describes.
        const raw: FastifyReply = reply as unknown as FastifyReply;
        raw.type(`${IMPORT_STREAM_TYPE}; charset=utf-8`).send(stream);
        runImport(repository, read, { onProgress: write, isCancelled: () => gone })
          .then(
            (result) => {
              write({ type: 'done', result });
              stream.end();
            },
            (error: unknown) => {
              if (!(error instanceof ImportCancelledError)) {
                request.log.error({ err: error }, 'import failed');
              }
              write({ type: 'error', message: failureMessage(error) });
              stream.end();
            },
          )
          .finally(release);
        releasedByImport = true;
        return reply;
      } finally {
        if (!releasedByImport) release();
      }
    },
  );
}
