import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in user of a request (session cookie or `Authorization: Bearer`), or a 401.
 * Every protected route starts with this.
 */
export async function requireUser(request: FastifyRequest, auth: Auth): Promise<SessionUser> {
  const headers = new Headers();
  for (const name of ['cookie', 'authorization']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) throw new AppError('unauthorized', 'Authentication required. Please log in.');
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}
