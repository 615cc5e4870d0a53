import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appWith } from '../test/test-app.js';

const testApp = appWith();

/** The API description: a large JSON answer anyone may ask for. */
const largeJson = (acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answers are compressed on the fly', () => {
  it('sends large JSON as brotli to a browser that accepts it, and it reads back the same', async () => {
    const plain = await largeJson();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await largeJson('gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('falls back to gzip for a client that only speaks gzip', async () => {
    const plain = await largeJson();
    const compressed = await largeJson('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('leaves small answers as they are, where compressing would only cost time', async () => {
    const health = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' });
  });

  it('still reads a request body sent compressed as the bytes it is, not inflated', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: 'http://127.0.0.1:3000',
      },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('detail');
  });
});
