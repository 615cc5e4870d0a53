import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** Deep enough for any real request; deeper JSON is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store a NUL character in text, and no form of ours ever sends one: a
 * request carrying one anywhere (path, query or body) is refused up front with the field's
 * name, instead of failing deep inside a query.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      findNul(request.params, 'params') ??
      findNul(request.query, 'querystring') ??
      findNul(request.body, 'body');
    if (where) throw new AppError('invalid', `${where}: must not contain NUL characters`);
  });
}

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // A streamed upload or a Buffer is the route's own business; parsed values are walked.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return undefined;
  }
  if (depth > MAX_DEPTH) throw new AppError('invalid', `${path}: nested too deeply`);
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNul(
      item,
      Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
      depth + 1,
    );
    if (found) return found;
  }
  return undefined;
}
