/**
 * The one HTTP client of the web app (spec §7, §8). Every call sends cookies; a JSON body and its
 * content type are set only when a body is supplied; any failed response becomes an ApiError whose
 * message is "<status>: <body text>" (or the status text when the body is empty); every success is
 * parsed with the route's contract schema, so the rest of the app works with typed data only.
 */
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{message}` when the body is a JSON error, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
        const { message } = parsed;
        if (typeof message === 'string') return message;
      }
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/**
 * A request whose JSON answer is parsed with `schema`. The schema may still be arriving (a chunk
 * imported beside the request, as the start-up's signed-in check does): both are awaited together.
 */
export async function apiJson<S extends z.ZodType>(
  schema: S | PromiseLike<S>,
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const [parser, response] = await Promise.all([schema, apiRequest(method, path, body)]);
  const json: unknown = await response.json();
  return parser.parse(json);
}
