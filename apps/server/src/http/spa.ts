import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.js';
import { loadLivePages, type LivePage } from './live-pages.js';

/**
 * CSP sources ('sha256-…') for the inline scripts of the built index.html: the web build
 * puts one there that sets the theme before the first paint.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** The pages the build prerendered (dist/prerendered/*.html), by the path each answers. */
function prerenderedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!fs.existsSync(folder)) return pages;
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const page = file.split(path.sep).join('/');
    pages.set(page === 'index.html' ? '/' : `/${page.slice(0, -'.html'.length)}`, file);
  }
  return pages;
}

/**
 * Serves the built web app. The public marketing pages go out prerendered, so they paint
 * before any script runs, and `livePages` rendered on request with their data (falling back to
 * their prerendered loading state); every other path gets index.html and the app renders it. Hashed
 * files under /assets never change, so browsers keep them for a year; the pages are always
 * revalidated so a deploy shows at once. A browser that
 * accepts brotli or gzip gets the copy compressed at build time.
 * Returns whether a build was found.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { livePages?: LivePage[] } = {},
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: only the API is served (run npm run build)');
    return false;
  }
  const prerendered = prerenderedPages(distDir);
  const live = loadLivePages({ distDir, pages: options.livePages ?? [], log: app.log });
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
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send(errorBody(404, `No such endpoint: GET ${request.url.split('?')[0]}`));
    }
    // A missing file (an asset of another build) is a 404, not the app: a script tag that got
    // HTML back would fail with a confusing error instead.
    const pathname = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorBody(404, 'No such file.'));
    }
    // A shared book's page (`/b/<token>`) is for its link's readers, not for search engines.
    if (pathname.startsWith('/b/')) void reply.header('x-robots-tag', 'noindex, nofollow');
    const html = await live.get(pathname)?.();
    if (html) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const page = prerendered.get(pathname);
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(page ? path.join('prerendered', page) : 'index.html');
  });
  return true;
}
