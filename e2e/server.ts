import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDemoShelf } from './demo-shelf.js';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** How long a server may take to become healthy with its demo books made. */
const startSeconds = 180;

/** A production server started for the browser tests. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build the way `npm start` runs it, on a free port with its own
 * temporary DATA_DIR, with `env` over the suite's settings, and waits until it is healthy and
 * its demo shelves are made. The suite shares one (`globalSetup` below); a spec that needs a
 * server configured otherwise starts its own in `test.beforeAll`.
 *
 * The demo books are made once per build, by the first server to need them, and every server
 * starts from a copy of that data folder (demo-shelf.ts), which spares each the migrations and
 * the books.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-e2e-'));
  try {
    await copyDemoShelf({ into: dataDir, make: makeDemoShelf });
    const server = await runServer(dataDir, env);
    return {
      baseUrl: server.baseUrl,
      dataDir,
      stop: async () => {
        await server.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Makes the demo books in `dataDir` with a server of the suite's settings, then stops it. */
async function makeDemoShelf(dataDir: string): Promise<void> {
  const server = await runServer(dataDir, {});
  const exit = await server.stop();
  // Only a clean stop leaves a database whose copies open without recovery.
  if (exit.code !== 0)
    throw new Error(`The server that made the demo books exited with ${JSON.stringify(exit)}.`);
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs the server on `dataDir` until it is ready; `stop` ends it and tells how it exited. */
async function runServer(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry, 'start'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For, so rate limits count per test, as per client.
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      // Browser tests retry nothing slowly: a failed job is retried after seconds, not minutes.
      JOB_RETRY_LIMIT: '2',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) =>
    server.once('exit', (code, signal) => resolve((exit = { code, signal }))),
  );
  // A beforeAll that times out never gets the server to stop it: without this it would outlive
  // its worker and keep making books (and calling fakes that are gone) through later tests.
  const killWithUs = () => server.kill('SIGTERM');
  process.once('exit', killWithUs);
  void exited.then(() => process.off('exit', killWithUs));
  const stop = async (): Promise<Exit> => {
    if (exit) return exit;
    server.kill('SIGTERM');
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, 15_000, null));
    if (!(await Promise.race([exited, timeout]))) server.kill('SIGKILL');
    return exited;
  };

  try {
    // Generous: on a shared 2-core machine under load, starting (migrations, the demo books)
    // has taken over 90 s while nothing was wrong.
    const deadline = Date.now() + startSeconds * 1000;
    for (;;) {
      if (exit) throw new Error('The server exited before it was ready.');
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`The server did not become healthy within ${startSeconds} s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The server seeds the demo shelves at start and its worker makes their books: wait for
    // them, so no test meets a half-filled shelf or shares the CPU with that work. A server
    // started from a copied shelf finds them made.
    for (;;) {
      if (await demoShelvesReady(baseUrl)) break;
      if (Date.now() > deadline)
        throw new Error(`The demo books were not made within ${startSeconds} s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The suite's server, whose address the tests get through E2E_BASE_URL. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}

async function demoShelvesReady(baseUrl: string): Promise<boolean> {
  const children = (await (await fetch(`${baseUrl}/api/demo/children`)).json()) as { id: string }[];
  if (children.length === 0) return false;
  for (const child of children) {
    const response = await fetch(`${baseUrl}/api/demo/children/${child.id}/stories`);
    const stories = (await response.json()) as { status: string }[];
    if (stories.length === 0 || stories.some((story) => story.status !== 'complete')) return false;
  }
  return true;
}
