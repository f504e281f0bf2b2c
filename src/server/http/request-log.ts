/**
 * One log line per request (ADR 0034), where Fastify writes two ('incoming request' with the
 * method, path and address; 'request completed' with the status and time). Each line is a
 * synchronous write to stdout and its JSON; the two were about a tenth of the server's CPU on
 * a signed-in read. The one line, written when the answer has gone out, carries all of it:
 * `req` (method, path without its query string, address, as the `req` serializer gives it),
 * `res` (status), `responseTime` (ms) and the request id; an answer that fails to go out is
 * logged as 'request errored' with the error, as Fastify does.
 *
 * A request whose client goes away before its answer never completes, so it gets a line of
 * its own ('request aborted', with `req`), in place of the 'incoming request' line that used
 * to be its only trace. Every other line Fastify writes (errors, 404s, closing) is unchanged.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged with the answer (requestCompleted), or when the client goes away (logAbortedRequests).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** The line of a request whose client went away before it was answered. */
export function logAbortedRequests(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
}
