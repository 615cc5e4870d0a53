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
import type { LocalS3 } from '@littlestar/fakes/local-s3';
import { startLocalS3 } from '@littlestar/fakes/local-s3';
import type { SmtpSink } from '@littlestar/fakes/smtp-sink';
import { startSmtpSink } from '@littlestar/fakes/smtp-sink';
import type { AppProcess, Incarnation, ProcessManager, ProcessSpec } from './app-processes.js';
import { createProcessManager } from './app-processes.js';
import type { Balancer } from './balancer.js';
import { startBalancer } from './balancer.js';
import type { FakeAi } from './fake-ai.js';
import { startFakeAi } from './fake-ai.js';
import type { FaultProxy } from './fault-proxy.js';
import { startFaultProxy } from './fault-proxy.js';
import { loadPg } from './server-packages.js';

const pg = loadPg();

const ENTRY = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

interface StopOptions {
  keepLogs?: boolean;
  keepDatabase?: boolean;
}

/** What stops a topology at any point of its start (Ctrl-C may come before it is whole). */
export interface TopologyHandle {
  /** Ends it all, drops the database (unless `keepDatabase`) and the folder (unless `keepLogs`). */
  stop(options?: StopOptions): Promise<void>;
  /** On Ctrl-C: kill at once, then drop and remove. */
  abort(): Promise<void>;
}

export interface Topology extends TopologyHandle {
  runId: string;
  database: string;
  folder: string;
  logDir: string;
  /** The database without the fault proxy, for the soak's own checks. */
  directDatabaseUrl: string;
  pgProxy: FaultProxy;
  s3: LocalS3;
  s3Proxy: FaultProxy;
  smtp: SmtpSink;
  ai: FakeAi;
  balancer: Balancer;
  publicUrl: string;
  manager: ProcessManager;
  startedAt: number;
  upAt: number;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The admin URL with another database, host and port (the app reaches PostgreSQL through a proxy). */
function databaseUrl(
  adminUrl: string,
  { database, port, host }: { database: string; port?: number; host?: string },
): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (port) url.port = String(port);
  if (host) url.hostname = host;
  return url.toString();
}

/** The app processes' environment: production, reaching every service through its proxy. */
function appEnv({
  adminUrl,
  database,
  pgProxy,
  s3,
  s3Proxy,
  smtp,
  ai,
  balancer,
  extraEnv,
}: {
  adminUrl: string;
  database: string;
  pgProxy: FaultProxy;
  s3: LocalS3;
  s3Proxy: FaultProxy;
  smtp: SmtpSink;
  ai: FakeAi;
  balancer: Balancer;
  extraEnv: Record<string, string>;
}): Record<string, string> {
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
function processSpecs({
  servePorts,
  workers,
  folder,
}: {
  servePorts: number[];
  workers: number;
  folder: string;
}): ProcessSpec[] {
  return [
    ...servePorts.map((port, index) => ({
      name: `serve-${index + 1}`,
      command: 'serve' as const,
      port,
      env: { PORT: String(port), DATA_DIR: path.join(folder, `serve-${index + 1}`) },
    })),
    ...Array.from({ length: workers }, (_, index) => ({
      name: `work-${index + 1}`,
      command: 'work' as const,
      env: { PORT: '0', DATA_DIR: path.join(folder, `work-${index + 1}`) },
    })),
  ];
}

/** Creates the run's database; answers what drops it again. */
async function createDatabase(adminUrl: string, database: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
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
  register,
  extraEnv = {},
}: {
  adminUrl: string;
  serves: number;
  workers: number;
  textMs: number;
  pictureMs: number;
  startTimeoutMs: number;
  onUnexpectedExit: (proc: AppProcess, incarnation: Incarnation) => void;
  /** Called at once with the topology, so Ctrl-C during the start can still clean up. */
  register?: (topology: TopologyHandle) => void;
  extraEnv?: Record<string, string>;
}): Promise<Topology> {
  const runId = crypto.randomBytes(4).toString('hex');
  const database = `littlestar_soak_${runId}`;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-soak-'));
  const logDir = path.join(folder, 'logs');
  await fs.mkdir(logDir);
  const stops: (() => Promise<void>)[] = [];
  let dropDatabase: (() => Promise<void>) | null = null;
  let manager: ProcessManager | undefined;

  const handle: TopologyHandle = {
    async stop({ keepLogs = false, keepDatabase = false } = {}) {
      for (const stop of stops.reverse()) await stop().catch(() => {});
      stops.length = 0;
      if (dropDatabase && !keepDatabase) await dropDatabase().catch(() => {});
      dropDatabase = null;
      if (!keepLogs) await fs.rm(folder, { recursive: true, force: true });
    },
    async abort() {
      manager?.killAllNow();
      await handle.stop();
    },
  };
  register?.(handle);

  try {
    dropDatabase = await createDatabase(adminUrl, database);
    const directDatabaseUrl = databaseUrl(adminUrl, { database });
    const admin = new URL(adminUrl);
    const pgProxy = await startFaultProxy({
      name: 'PostgreSQL',
      targetHost: admin.hostname,
      targetPort: Number(admin.port || 5432),
    });
    stops.push(() => pgProxy.close());

    const s3 = await startLocalS3('littlestar-soak');
    stops.push(() => s3.close());
    const s3Proxy = await startFaultProxy({
      name: 'S3',
      targetPort: Number(new URL(s3.endpoint).port),
    });
    stops.push(() => s3Proxy.close());

    const smtp = await startSmtpSink();
    stops.push(() => smtp.close());

    const ai = await startFakeAi({ textMs, pictureMs });
    stops.push(() => ai.close());

    const servePorts = await Promise.all(Array.from({ length: serves }, () => freePort()));
    const balancer = await startBalancer(servePorts);
    stops.push(() => balancer.stop());

    const env = appEnv({ adminUrl, database, pgProxy, s3, s3Proxy, smtp, ai, balancer, extraEnv });
    const processes = createProcessManager({
      entry: ENTRY,
      // Node's own flags for the app processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
      nodeArgs: (process.env.SOAK_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      env,
      logDir,
      onUnexpectedExit,
    });
    manager = processes;
    stops.push(() => processes.stopAll());
    processes.watch('balancer', balancer.pid);
    processes.watch('soak (load, fakes, S3, SMTP)', process.pid);
    const specs = processSpecs({ servePorts, workers, folder });
    const startedAt = Date.now();
    await processes.startAll(specs, startTimeoutMs);
    return {
      ...handle,
      runId,
      database,
      folder,
      logDir,
      directDatabaseUrl,
      pgProxy,
      s3,
      s3Proxy,
      smtp,
      ai,
      balancer,
      publicUrl: balancer.url,
      manager: processes,
      startedAt,
      upAt: Date.now(),
    };
  } catch (error) {
    await handle.stop({ keepLogs: true });
    throw error;
  }
}
