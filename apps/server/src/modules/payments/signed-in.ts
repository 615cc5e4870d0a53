import type { FastifyRequest } from 'fastify';
import type { Auth } from '../accounts/auth.js';
import { requireUser, type SessionUser } from '../accounts/session.js';

/**
 * Checks the session before the body and query are validated, so a caller without a session
 * always hears 401 (not a 400 about a body it never got to send), then hands the handler the
 * user without a second session look-up.
 */
export function signedInUsers(auth: Auth) {
  const users = new WeakMap<FastifyRequest, SessionUser>();
  return {
    preValidation: async (request: FastifyRequest) => {
      users.set(request, await requireUser(request, auth));
    },
    userOf: (request: FastifyRequest): SessionUser => {
      const user = users.get(request);
      if (!user) throw new Error('route is missing the signed-in preValidation hook');
      return user;
    },
  };
}
