// Runs on PostgreSQL too: separate processes share one database, which PGlite cannot.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyCredits, call, createChild, signUpParent, uploadUrlOf } from '../test/http-parent.js';
import { makePhotoZip } from '../test/photos.js';
import { createTopology, type Topology } from '../test/processes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a new TCP connection to the port is refused (nobody listens any more). */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * A deploy replaces API processes with SIGTERM while parents are using them. The process stops
 * accepting connections at once (the load balancer sends new ones elsewhere) but finishes what
 * it was answering: here a parent's photo upload from a slow phone, the slowest request there
 * is, whose last bytes arrive after the signal.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an API process given SIGTERM', () => {
  let topology: Topology | undefined;
  beforeAll(async () => {
    topology = await createTopology();
  }, 180_000);
  afterAll(() => topology?.close(), 60_000);

  it('finishes the upload in flight, refuses new connections, and exits with code 0', async () => {
    if (!topology) throw new Error('no topology');
    const leaving = await topology.start('serve');
    await leaving.ready();
    const parent = await signUpParent(leaving.baseUrl);
    await buyCredits(leaving.baseUrl, parent);
    const child = await createChild(leaving.baseUrl, parent);
    const zip = await makePhotoZip(5);
    const half = Math.floor(zip.length / 2);

    // A browser's connection (or a proxy's pooled one): kept alive for the next request after
    // this one. Once its answer is sent it is idle, and a stopping server must not wait for it.
    const agent = new http.Agent({ keepAlive: true });
    const upload = http.request(await uploadUrlOf(leaving.baseUrl, parent, child.id), {
      method: 'PUT',
      agent,
      headers: {
        'content-type': 'application/zip',
        'content-length': String(zip.length),
        // The server answers 100 Continue once it has read the headers: from then on this
        // request is in flight there, not a connection that merely opened.
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.once('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.once('error', reject);
      });
      upload.once('error', reject);
    });
    answered.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
    await once(upload, 'continue');
    upload.write(zip.subarray(0, half));

    leaving.child.kill('SIGTERM');
    const signalledAt = Date.now();
    let refused = false;
    for (const deadline = Date.now() + 20_000; !refused && Date.now() < deadline;) {
      refused = await isRefused(leaving.port);
      if (!refused) await sleep(100);
    }
    expect(
      refused,
      `new connections refused while the upload is in flight\n${leaving.tail()}`,
    ).toBe(true);
    expect(leaving.exit, 'still running while its request is in flight').toBeNull();

    // The rest of the photos, after the signal.
    upload.end(zip.subarray(half));
    const response = await answered;
    expect(response, leaving.tail()).toEqual({ status: 204, body: '' });

    const exit = await leaving.waitForExit(60);
    const exitSeconds = (Date.now() - signalledAt) / 1000;
    console.info(`exited ${exitSeconds.toFixed(1)} s after SIGTERM: ${JSON.stringify(exit)}`);
    expect(exit, leaving.tail()).toEqual({ code: 0, signal: null });
    expect(exitSeconds, 'seconds from SIGTERM to exit').toBeLessThan(25);
    agent.destroy();

    // The whole archive arrived: another API process starts the child's training from it
    // (a truncated zip is refused as unreadable). Its photo check runs in a work process's
    // face model, as in production (an API process never loads one).
    const other = await topology.start('serve');
    const worker = await topology.start('work');
    await Promise.all([other.ready(), worker.ready()]);
    const start = await call(other.baseUrl, parent, 'POST', `/api/training/${child.id}/start`);
    expect(await start.json()).toEqual({ child_id: child.id, training_status: 'queued' });
  }, 300_000);
});
