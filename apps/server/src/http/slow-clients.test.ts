import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/accounts.js';
import { appWith } from '../test/test-app.js';

/**
 * A client that sends its headers or its body a trickle at a time is cut off once its time
 * is up (short limits here; 30 s and 10 minutes by default), with a 408 `{detail}`, so slow
 * senders cannot hold the server's connections.
 */
const t = appWith({
  env: { HTTP_HEADERS_TIMEOUT_SECONDS: '0.5', HTTP_REQUEST_TIMEOUT_SECONDS: '1' },
});
let port: number;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends `first`, then nothing more; what came back and how long until the server hung up. */
function sendAndStall(first: string): Promise<{ text: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        text: Buffer.concat(chunks).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      }),
    );
    // A server that never hangs up fails the test rather than hanging it.
    setTimeout(() => socket.destroy(new Error('the server kept the connection open')), 8000);
  });
}

describe('slow clients', () => {
  it('cuts off a body that never finishes arriving', async () => {
    const body = JSON.stringify({ path: '/', title: 'Home' });
    const { text, seconds } = await sendAndStall(
      'POST /api/analytics/page-views HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Origin: ${ORIGIN}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length + 100}\r\n\r\n${body}`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"detail":"The request took too long to arrive.","code":"invalid"}');
    expect(seconds).toBeLessThan(5);
    const { rows } = await t.runtime.context.database.sql.executeSql(
      'SELECT count(*)::int AS n FROM page_views',
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('cuts off headers that never end', async () => {
    const { text, seconds } = await sendAndStall(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeLessThan(5);
  });

  it('still answers a client that sends in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
