// The production topology on this machine, all on 127.0.0.1: a fresh PostgreSQL database and
// the S3-compatible test server, each behind a fault proxy; an SMTP sink; the AI services'
// protocol servers; `serve` processes behind the round-robin balancer and `work` processes,
// all from the production build and started at the same instant on the empty database.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalS3 } from '@littlestar/fakes/local-s3';
import { startSmtpSink } from '@littlestar/fakes/smtp-sink';
import { requireFromServer } from './server-packages.mjs';
import { createProcessManager } from './app-processes.mjs';
import { startBalancer } from './balancer.mjs';
import { startFakeAi } from './fake-ai.mjs';
import { startFaultProxy } from './fault-proxy.mjs';

const pg = requireFromServer('pg');

const ENTRY = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The admin URL with another database, host and port (the app reaches PostgreSQL through a proxy). */
function databaseUrl(adminUrl, { database, port, host }) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (port) url.port = String(port);
  if (host) url.hostname = host;
  return url.toString();
}

/** The app processes' environment: production, reaching every service through its proxy. */
function appEnv({ adminUrl, database, pgProxy, s3, s3Proxy, smtp, ai, balancer, extraEnv }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: balancer.url,
    DATABASE_URL: databaseUrl(adminUrl, {
      database,
      host: '127.0.0.1',
      port: pgProxy.port,
    }),
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    // The soak's clients send X-Forwarded-For as a CDN would, and the balancer adds its hop.
    TRUST_PROXY: '2',
    ...s3.env,
    S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
    MAIL: 'smtp',
    SMTP_URL: smtp.url,
    // Real mail needs a support address of our own (the default is only for the outbox).
    SUPPORT_EMAIL: 'support@soak.test',
    PAYMENTS: 'simulated',
    LIKENESS: 'offline',
    MODERATION: 'off',
    ...ai.env,
    ...extraEnv,
  };
}

/** One `serve` process per balancer port, then the `work` processes, each its own data folder. */
function processSpecs({ servePorts, workers, folder }) {
  return [
    ...servePorts.map((port, index) => ({
      name: `serve-${index + 1}`,
      command: 'serve',
      port,
      env: { PORT: String(port), DATA_DIR: path.join(folder, `serve-${index + 1}`) },
    })),
    ...Array.from({ length: workers }, (_, index) => ({
      name: `work-${index + 1}`,
      command: 'work',
      env: { PORT: '0', DATA_DIR: path.join(folder, `work-${index + 1}`) },
    })),
  ];
}

/**
 * Starts everything; `stop()` (also safe after a partial start) ends it all, drops the
 * database (unless `keepDatabase`) and removes the temporary folder (unless `keepLogs`).
 */
export async function startTopology({
  adminUrl,
  serves,
  workers,
  textMs,
  pictureMs,
  startTimeoutMs,
  onUnexpectedExit,
  /** Called at once with the topology, so Ctrl-C during the start can still clean up. */
  register,
  extraEnv = {},
}) {
  const runId = crypto.randomBytes(4).toString('hex');
  const database = `littlestar_soak_${runId}`;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-soak-'));
  const logDir = path.join(folder, 'logs');
  await fs.mkdir(logDir);
  const stops = [];
  const topology = { runId, database, folder, logDir };
  let dropDatabase = null;

  topology.stop = async ({ keepLogs = false, keepDatabase = false } = {}) => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops.length = 0;
    if (dropDatabase && !keepDatabase) await dropDatabase().catch(() => {});
    dropDatabase = null;
    if (!keepLogs) await fs.rm(folder, { recursive: true, force: true });
  };
  register?.(topology);
  /** On Ctrl-C: kill at once, then drop and remove. */
  topology.abort = async () => {
    topology.manager?.killAllNow();
    await topology.stop();
  };

  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
    topology.directDatabaseUrl = databaseUrl(adminUrl, { database });
    const admin2 = new URL(adminUrl);
    const pgProxy = await startFaultProxy({
      name: 'PostgreSQL',
      targetHost: admin2.hostname,
      targetPort: Number(admin2.port || 5432),
    });
    stops.push(() => pgProxy.close());
    topology.pgProxy = pgProxy;

    const s3 = await startLocalS3('littlestar-soak');
    stops.push(() => s3.close());
    const s3Proxy = await startFaultProxy({
      name: 'S3',
      targetPort: Number(new URL(s3.endpoint).port),
    });
    stops.push(() => s3Proxy.close());
    topology.s3 = s3;
    topology.s3Proxy = s3Proxy;

    const smtp = await startSmtpSink();
    stops.push(() => smtp.close());
    topology.smtp = smtp;

    const ai = await startFakeAi({ textMs, pictureMs });
    stops.push(() => ai.close());
    topology.ai = ai;

    const servePorts = await Promise.all(Array.from({ length: serves }, () => freePort()));
    const balancer = await startBalancer(servePorts);
    stops.push(() => balancer.stop());
    topology.balancer = balancer;
    topology.publicUrl = balancer.url;

    const env = appEnv({ adminUrl, database, pgProxy, s3, s3Proxy, smtp, ai, balancer, extraEnv });
    const manager = createProcessManager({
      entry: ENTRY,
      // Node's own flags for the app processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
      nodeArgs: (process.env.SOAK_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      env,
      logDir,
      onUnexpectedExit,
    });
    topology.manager = manager;
    stops.push(() => manager.stopAll());
    manager.watch('balancer', balancer.pid);
    manager.watch('soak (load, fakes, S3, SMTP)', process.pid);
    const specs = processSpecs({ servePorts, workers, folder });
    topology.startedAt = Date.now();
    await manager.startAll(specs, startTimeoutMs);
    topology.upAt = Date.now();
    return topology;
  } catch (error) {
    await topology.stop({ keepLogs: true });
    throw error;
  }
}
