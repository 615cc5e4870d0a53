import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith } from '../test/test-app.js';

let distDir: string;
const themeScript = "document.documentElement.classList.add('dark')";

beforeAll(async () => {
  // A minimal build output, shaped like Vite's.
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><script>${themeScript}</script><div id="root"></div>`,
  );
  // Pages the build prerendered, with a compressed copy like every text file.
  await fs.mkdir(path.join(distDir, 'prerendered'));
  for (const [file, body] of [
    ['index.html', '<div id="root"><h1>Home</h1></div>'],
    ['user-guide.html', '<div id="root"><h1>Guide</h1></div>'],
  ] as const) {
    await fs.writeFile(path.join(distDir, 'prerendered', file), body);
    await fs.writeFile(
      path.join(distDir, 'prerendered', `${file}.br`),
      zlib.brotliCompressSync(body),
    );
  }
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copies of the script.
  const script = path.join(distDir, 'assets', 'index-abc123.js');
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync('console.log(1)'));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync('console.log(1)'));
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
});
afterAll(async () => {
  await fs.rm(distDir, { recursive: true, force: true });
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
