/**
 * What a signed-in request costs next to a public one, measured in the same run:
 * `npm run bench` in apps/server (PGlite in a temporary folder; set DATABASE_URL for
 * PostgreSQL). Prints requests per second and latencies for each case, and the ratio the
 * house-in-order issue set as a goal: an authenticated read within 1.5× the public read's cost.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../app.js';
import { createRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging/logging.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const log = createLogger({ level: 'silent' });
  const runtime = await createRuntime({ config, log });
  const app = await buildApp(runtime.context);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const bearer = await signUpAndIn(address);
    const cases: Case[] = [
      { name: 'public   GET /api/payments/plans', path: '/api/payments/plans' },
      {
        name: 'signed-in GET /api/children (bearer)',
        path: '/api/children',
        headers: { authorization: `Bearer ${bearer}` },
      },
      {
        name: 'better-auth GET /api/auth/get-session',
        path: '/api/auth/get-session',
        headers: { authorization: `Bearer ${bearer}` },
      },
    ];
    console.log(
      `${runtime.context.database.kind}, ${CONNECTIONS} connections, ${SECONDS} s per case, ` +
        `node ${process.version}, ${os.cpus().length} cores`,
    );
    const results = [];
    for (const item of cases) {
      const result = await autocannon({
        url: `${address}${item.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: item.headers ?? {},
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      results.push({ name: item.name, rps: result.requests.average });
      console.log(
        `${item.name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
          (failed > 0 ? `  (${failed} failed)` : ''),
      );
    }
    const [publicRead, signedInRead] = results;
    if (publicRead && signedInRead) {
      const ratio = publicRead.rps / signedInRead.rps;
      console.log(`signed-in read costs ${ratio.toFixed(2)}× the public read (goal: at most 1.5×)`);
    }
  } finally {
    await app.close();
    await runtime.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function signUpAndIn(address: string): Promise<string> {
  const credentials = { email: 'bench@example.com', password: 'correct horse battery' };
  const headers = { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' };
  const signUp = await fetch(`${address}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...credentials, name: 'Bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${address}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return token;
}

await main();
