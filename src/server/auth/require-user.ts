/**
 * The guard every private route uses: `preHandler: requireUser` answers 401 `{"message"}`
 * without a valid session; otherwise `request.user` is the signed-in user (set for every /api
 * request by the session hook in ./session.ts). `userOf(request)` gives the non-null user
 * inside a guarded handler.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@contract/auth';
import { HttpError, UNAUTHENTICATED_MESSAGE } from '../http/errors';

/** The signed-in user as routes see it (the contract's User). */
export type SessionUser = User;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set by the session hook on every /api request. */
    user: SessionUser | null;
  }
}

export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | void> {
  // Returning the reply after send() is how an async hook ends the request early.
  if (!request.user) return reply.code(401).send({ message: UNAUTHENTICATED_MESSAGE });
}

/** The signed-in user; throws 401 when there is none (use behind requireUser). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.user;
}
