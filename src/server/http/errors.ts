/**
 * Every error answer is JSON `{"message"}` (DESIGN.md "Errors"); a 400 adds `issues`, one per
 * invalid field (malformed JSON counts as an issue with the body itself). A database that is
 * down or stalled is a 503 with Retry-After; a client that hung up mid-body is an info line.
 * Unexpected failures are logged and answered with a generic 500: no stack trace, SQL or driver
 * text leaves.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@contract/common';
import { isDatabaseUnavailable } from '../store/db';
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

/** A 400 about one field, answered like a schema failure: `{message, issues: [{path, message}]}`. */
export class InvalidFieldError extends HttpError {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(400, message);
  }
}

/** '45 seconds', '1 minute', '12 minutes': how long to wait, as the 429 messages say it. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  // Past 45 s a person reads "1 minute"; it also keeps the words steady while a wait counts down.
  if (seconds <= 45) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const UNAUTHENTICATED_MESSAGE = 'Please sign in to continue.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** A 429 whose Retry-After says when to come back. */
export class TooManyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** An error whose answer asks the client to come back later (503 + Retry-After). */
export class UnavailableError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
  ) {
    super(503, message);
  }
}

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

  if (error.code === 'ECONNRESET' && request.raw.aborted) {
    // The client went away before its body arrived: nothing failed on our side.
    request.log.info(
      { reason: error.message },
      'client closed the connection before sending the whole request',
    );
    return send(400, { message: 'The request was not received in full.' });
  }

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
  if (error instanceof InvalidFieldError) {
    return send(400, { message: error.message, issues: [{ path: error.path, message: error.message }] });
  }
  if (error instanceof TooManyError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof UnavailableError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return send(error.statusCode, { message: error.message });
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ reason: error.message, code: error.code }, 'the database did not answer');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(503, { message: DATABASE_UNAVAILABLE_MESSAGE });
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    // Fastify's remaining client errors carry safe, specific messages.
    return send(status, { message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return send(500, { message: 'Something went wrong on our side. Please try again.' });
}
