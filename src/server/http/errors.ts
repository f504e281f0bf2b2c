/**
 * Every error answer is JSON `{"message"}` (DESIGN.md "Errors"); a 400 adds `issues`, one per
 * invalid field (malformed JSON counts as an issue with the body itself). Unexpected failures
 * are logged and answered with a generic 500: no stack trace, SQL or driver text leaves.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@contract/common';
import { DuplicateEmailError, RecordNotFoundError } from '../store/errors';

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Please sign in to continue.';

type Issue = NonNullable<ErrorResponse['issues']>[number];

function issuesOf(error: FastifyError): Issue[] {
  return (error.validation ?? []).map((item) => ({
    path: item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: item.message ?? 'Invalid value.',
  }));
}

/** Fastify's own request errors, in words for people. */
const KNOWN: Record<string, { status: number; message: string; asIssue?: boolean }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'The request body is not valid JSON.',
    asIssue: true,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty; send a JSON object.',
    asIssue: true,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large (at most 2 MB).' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length.',
  },
};

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const send = (status: number, body: ErrorResponse) =>
    reply.code(status).type('application/json').send(body);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = issuesOf(error);
    return send(400, { message: issues[0]?.message ?? 'The request is invalid.', issues });
  }
  const known = error.code ? KNOWN[error.code] : undefined;
  if (known) {
    return send(known.status, {
      message: known.message,
      ...(known.asIssue ? { issues: [{ path: '', message: known.message }] } : {}),
    });
  }
  if (error instanceof RecordNotFoundError) return send(404, { message: error.message });
  if (error instanceof DuplicateEmailError) {
    return send(409, { message: 'An account with this e-mail already exists. Please sign in instead.' });
  }
  if (error instanceof HttpError) return send(error.statusCode, { message: error.message });

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    // Fastify's remaining client errors carry safe, specific messages.
    return send(status, { message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return send(500, { message: 'Something went wrong on our side. Please try again.' });
}
