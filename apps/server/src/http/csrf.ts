import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API call that rides on the session cookie must come from our own pages.
 * Calls with a bearer token carry no ambient authority and pass. This covers better-auth's
 * endpoints too (sign-out, for one, is not origin-checked by better-auth itself).
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/files/')) return;
    if (!request.headers.cookie?.includes('session_token')) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const site = request.headers['sec-fetch-site'];
    if (origin === ownOrigin || (!origin && site === 'same-origin')) return;
    throw new AppError('forbidden', 'Cross-site request refused.');
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
