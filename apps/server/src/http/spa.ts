import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.js';
import { loadLivePages, ORIGIN_SLOT, type LivePage } from './live-pages.js';

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

/** The pages the build prerendered (the .html files under dist/prerendered), by the path each answers. */
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

/** A prerendered page as it is sent: PUBLIC_URL filled in, and compressed once. */
interface PreparedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page in `file` with the origin filled in, compressed as the build compresses files
 * (brotli's best, gzip's best), off the event loop.
 */
async function preparePage(file: string, origin: string): Promise<PreparedPage> {
  const html = Buffer.from(
    (await fs.promises.readFile(file, 'utf8')).replaceAll(ORIGIN_SLOT, origin),
  );
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, br, gzip: gz, etag };
}

/** The encoding to send of those we have, by the browser's Accept-Encoding (brotli first). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Serves the built web app. The public marketing pages (in English and under /hi in Hindi) go
 * out prerendered, so they paint before any script runs, and `livePages` rendered on request
 * with their data (falling back to their prerendered loading state); every other path gets
 * index.html and the app renders it. Hashed files under /assets never change, so browsers keep
 * them for a year; the pages are always revalidated so a deploy shows at once. A browser that
 * accepts brotli or gzip gets the copy compressed at build time, or for the prerendered pages,
 * whose `hreflang` links get `publicUrl` as their origin, compressed as the server starts.
 * Returns whether a build was found.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { publicUrl: string; livePages?: LivePage[] },
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: only the API is served (run npm run build)');
    return false;
  }
  const origin = options.publicUrl.replace(/\/+$/, '');
  // Prepared at once, so that they are ready by the first visit; a visit before waits.
  const prerendered = new Map(
    [...prerenderedPages(distDir)].map(([pagePath, file]) => {
      const page = preparePage(path.join(distDir, 'prerendered', file), origin);
      page.catch((error: unknown) =>
        app.log.error({ err: error, path: pagePath }, 'prerendered page not prepared'),
      );
      return [pagePath, page] as const;
    }),
  );
  const live = loadLivePages({
    distDir,
    pages: options.livePages ?? [],
    origin,
    log: app.log,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (see the web app's vite config).
    preCompressed: true,
    // The prerendered pages go out at their own paths, with PUBLIC_URL filled in.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
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
    const prepared = prerendered.get(pathname);
    if (!prepared) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const page = await prepared;
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    // Sent with its Content-Encoding, which the on-the-fly compression leaves alone.
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
  return true;
}
