import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
let distDir: string;

beforeAll(async () => {
  // A minimal build output, shaped like Vite's.
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copies of the script.
  const script = path.join(distDir, 'assets', 'index-abc123.js');
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync('console.log(1)'));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync('console.log(1)'));
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  testApp = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers client routes with index.html, always revalidated', async () => {
    for (const url of ['/', '/children', '/story/123/preview?x=1', '/no/such/page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
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
    expect(response.json()).toEqual({ detail: 'No such endpoint: GET /api/nothing-here' });
  });
});
