import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Signed-URL routes: the signature in the address is the permission, not the cookie. */
const SIGNED_URL_ROUTES = '/api/files/';

/**
 * A state-changing call that rides on the session cookie must come from our own pages.
 * Calls with a bearer token carry no ambient authority and pass. This covers better-auth's
 * endpoints too (sign-out, for one, is not origin-checked by better-auth itself).
 *
 * The decision is made on the route the router matched, never on the raw URL: the router
 * decodes `/%61pi/children` to `/api/children`, so a prefix test on the raw URL let encoded
 * spellings through. No path is exempt by spelling; every state-changing method is checked.
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (routePath(request).startsWith(SIGNED_URL_ROUTES)) return;
    if (!request.headers.cookie?.includes('session_token')) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const site = request.headers['sec-fetch-site'];
    if (origin === ownOrigin || (!origin && site === 'same-origin')) return;
    throw new AppError('forbidden', 'Cross-site request refused.');
  });
}

/** The matched route's pattern; for an unmatched address, its decoded path. */
function routePath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const rawPath = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
