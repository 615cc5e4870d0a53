import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them
 * for a year; index.html is always revalidated so a deploy shows at once. A browser that
 * accepts brotli or gzip gets the copy compressed at build time.
 * Returns whether a build was found.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (see the web app's vite config).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Any other path is a client route: the SPA decides, and shows its own 404 page.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ detail: `No such endpoint: GET ${request.url.split('?')[0]}` });
    }
    // A missing file (an asset of another build) is a 404, not the app: a script tag that got
    // HTML back would fail with a confusing error instead.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ detail: 'No such file.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
