import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl } from '../loopback-url.js';

/**
 * On this machine `http://127.0.0.1:3000` and `http://localhost:3000` are the same server but
 * two origins to a browser: cookies, sign-up's origin check, uploads and the pictures' signed
 * URLs all belong to `PUBLIC_URL`'s. A page opened under the other loopback spelling is sent
 * to the configured one (same path), so a parent never meets "Invalid origin". Only when
 * `PUBLIC_URL` itself is loopback, only for page loads, only on the same port.
 */
export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string): void {
  if (!isLoopbackUrl(publicUrl)) return;
  const target = new URL(publicUrl);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api/')) return;
    const host = request.headers.host;
    if (!host) return;
    let asked: URL;
    try {
      asked = new URL(`${target.protocol}//${host}`);
    } catch {
      return;
    }
    const askedPort = asked.port || (asked.protocol === 'https:' ? '443' : '80');
    if (asked.hostname === target.hostname || askedPort !== port) return;
    if (!isLoopbackUrl(asked.origin)) return;
    return reply.redirect(`${target.origin}${request.url}`, 308);
  });
}
