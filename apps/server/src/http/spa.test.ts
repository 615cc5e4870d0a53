import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith } from '../test/test-app.js';
import { chooseEncoding } from './spa.js';
import { ORIGIN_SLOT } from './live-pages.js';

let distDir: string;
const themeScript = "document.documentElement.classList.add('dark')";

beforeAll(async () => {
  // A minimal build output, shaped like Vite's, with the server-side copy of the app beside it.
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-web-'));
  distDir = path.join(webDir, 'dist');
  await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
  await fs.mkdir(path.join(webDir, 'dist-ssr'));
  await fs.writeFile(
    path.join(webDir, 'dist-ssr', 'prerender.js'),
    'export async function renderPage(path) { return { markup: `<h1>Shelf of ${path}</h1>` }; }',
  );
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><script>${themeScript}</script><div id="root"></div>`,
  );
  // Pages the build prerendered, in English and Hindi, linking each other by hreflang.
  const links = (english: string, hindi: string) =>
    `<link rel="alternate" hreflang="en" href="${ORIGIN_SLOT}${english}">` +
    `<link rel="alternate" hreflang="hi" href="${ORIGIN_SLOT}${hindi}">`;
  await fs.mkdir(path.join(distDir, 'prerendered', 'hi', 'demo'), { recursive: true });
  await fs.mkdir(path.join(distDir, 'prerendered', 'demo'));
  for (const [file, body] of [
    ['index.html', `<html lang="en">${links('/', '/hi')}<div id="root"><h1>Home</h1></div>`],
    ['hi.html', `<html lang="hi">${links('/', '/hi')}<div id="root"><h1>होम</h1></div>`],
    ['user-guide.html', '<div id="root"><h1>Guide</h1></div>'],
    ['hi/user-guide.html', '<html lang="hi"><div id="root"><h1>गाइड</h1></div>'],
    ['hi/demo/children.html', '<html lang="hi"><div id="root">लोड हो रहा है</div>'],
    [
      'hi/demo/children.html.template',
      `<html lang="hi">${links('/demo/children', '/hi/demo/children')}<!--littlestar-page-data-->` +
        '<div id="root"><!--littlestar-page--></div>',
    ],
  ] as const) {
    await fs.writeFile(path.join(distDir, 'prerendered', file), body);
  }
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copies of the script.
  const script = path.join(distDir, 'assets', 'index-abc123.js');
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync('console.log(1)'));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync('console.log(1)'));
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
});
afterAll(async () => {
  await fs.rm(path.dirname(distDir), { recursive: true, force: true });
});

const testApp = appWith(() => ({ webDistDir: distDir }));

describe('web app serving', () => {
  it('answers client routes with index.html, always revalidated', async () => {
    for (const url of ['/children', '/story/123/preview?x=1', '/no/such/page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a prerendered page for its own path, compressed when the browser accepts it', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/?utm_source=mail' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');

    const guide = await testApp.app.inject({
      method: 'GET',
      url: '/user-guide',
      headers: { 'accept-encoding': 'br' },
    });
    expect(guide.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(guide.rawPayload).toString()).toContain('<h1>Guide</h1>');
  });

  it('sends the Hindi copies under /hi, their hreflang links made absolute with PUBLIC_URL', async () => {
    // The test app's PUBLIC_URL is http://127.0.0.1:3000.
    const hindi = await testApp.app.inject({ method: 'GET', url: '/hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hindi.headers['cache-control']).toBe('no-cache');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<h1>होम</h1>');
    expect(hindi.body).toContain('hreflang="en" href="http://127.0.0.1:3000/"');
    expect(hindi.body).toContain('hreflang="hi" href="http://127.0.0.1:3000/hi"');
    expect(hindi.body).not.toContain(ORIGIN_SLOT);

    const guide = await testApp.app.inject({ method: 'GET', url: '/hi/user-guide?x=1' });
    expect(guide.body).toContain('<h1>गाइड</h1>');
    // The files themselves, slot and all, are not served at their own paths.
    const file = await testApp.app.inject({ method: 'GET', url: '/prerendered/hi.html' });
    expect(file.body).not.toContain(ORIGIN_SLOT);
  });

  it('sends a filled-in page compressed, and answers an unchanged one with 304', async () => {
    for (const [accept, encoding, decompress] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': accept },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('accept-encoding');
      const html = decompress(page.rawPayload).toString();
      expect(html).toContain('<h1>Home</h1>');
      expect(html).toContain('hreflang="hi" href="http://127.0.0.1:3000/hi"');
    }
    const first = await testApp.app.inject({ method: 'GET', url: '/hi' });
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/hi',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders the Hindi demo shelf on request, into its template with PUBLIC_URL', async () => {
    const shelf = await testApp.app.inject({ method: 'GET', url: '/hi/demo/children' });
    expect(shelf.statusCode).toBe(200);
    expect(shelf.body).toContain('<h1>Shelf of /hi/demo/children</h1>');
    expect(shelf.body).toContain('hreflang="hi" href="http://127.0.0.1:3000/hi/demo/children"');
    expect(shelf.body).not.toContain(ORIGIN_SLOT);
  });

  it('chooses brotli, then gzip, by what the browser accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("allows the build's inline theme script, and only it, by its hash", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/children' });
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
  });

  it('caches hashed assets as immutable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');

    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'No such endpoint: GET /api/nothing-here',
      code: 'not_found',
    });
  });

  it('sends a page opened at another loopback spelling of PUBLIC_URL to PUBLIC_URL itself', async () => {
    // The test app's PUBLIC_URL is http://127.0.0.1:3000.
    const page = (host: string, url = '/stories/1?tab=pages') =>
      testApp.app.inject({ method: 'GET', url, headers: { host } });
    for (const host of ['localhost:3000', '[::1]:3000']) {
      const moved = await page(host);
      expect(moved.statusCode, host).toBe(308);
      expect(moved.headers.location).toBe('http://127.0.0.1:3000/stories/1?tab=pages');
    }
    // Its own spelling, another port, another host, and the API are left alone.
    expect((await page('127.0.0.1:3000')).statusCode).toBe(200);
    expect((await page('localhost:3001')).statusCode).toBe(200);
    expect((await page('littlestar.example:3000')).statusCode).toBe(200);
    expect((await page('localhost:3000', '/api/health')).statusCode).toBe(200);
  });
});
