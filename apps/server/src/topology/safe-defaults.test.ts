import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, freePort } from '../test/processes.js';

/**
 * `npm start` as someone deploys it without reading: simulated payments (free credits) are the
 * default, so the server listens where only this machine reaches it, and a HOST others reach
 * stops it at start, naming the problem.
 */

const entry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
beforeAll(async () => {
  await buildServer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-defaults-'));
}, 180_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** `node dist/main.js start` with the embedded database and only `env` chosen. */
function start(env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of ['HOST', 'PAYMENTS', 'ALLOW_SIMULATED_PAYMENTS', 'DATABASE_URL', 'MAIL']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, [entry, 'start'], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** This machine's addresses that others could reach it at. */
const outsideAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) =>
      entry && !entry.internal && entry.family === 'IPv4' ? [entry.address] : [],
    );

describe('npm start with simulated payments', () => {
  it('refuses to start on HOST=0.0.0.0 without ALLOW_SIMULATED_PAYMENTS, naming why', async () => {
    const port = await freePort();
    const server = start({
      HOST: '0.0.0.0',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('HOST 0.0.0.0 lets other machines reach the server');
  });

  it('listens on loopback only when HOST is not set', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (health?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`not ready:\n${server.output()}`);
        await sleep(250);
      }
      expect(server.output()).toMatch(/"host":"127\.0\.0\.1".*Littlestar is ready/);
      for (const address of outsideAddresses()) {
        await expect(
          fetch(`http://${address}:${port}/api/health`, { signal: AbortSignal.timeout(5000) }),
        ).rejects.toThrow();
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
