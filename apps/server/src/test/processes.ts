import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { inject } from 'vitest';
import { ORIGIN } from './accounts.js';

/**
 * The production topology in a test: `node dist/main.js serve|work|start` as real child
 * processes on a fresh, EMPTY PostgreSQL database (each process migrates it, as in a deploy),
 * sharing one DATA_DIR for local files and the outbox. Needs TEST_DATABASE_URL: PGlite allows
 * one process only.
 */

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const entry = path.join(serverDir, 'dist', 'main.js');

/** Every process gets this origin: one public address in front of all of them, as in production. */
export const PUBLIC_ORIGIN = ORIGIN;

export type Command = 'serve' | 'work' | 'start';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  command: Command;
  name: string;
  child: ChildProcess;
  /** Where an API process listens (`serve`, `start`); '' for a worker. */
  baseUrl: string;
  port: number;
  /** Set once the process has exited. */
  exit: Exit | null;
  exited: Promise<Exit>;
  /** Resolves once the process can work: an API answers /api/health, a worker said it runs. */
  ready(seconds?: number): Promise<void>;
  /** The exit, or null if the process is still running after `seconds`. */
  waitForExit(seconds: number): Promise<Exit | null>;
  /** Its stdout and stderr lines so far (JSON log lines, and anything else printed). */
  output(): string[];
  /** The last lines of its output, labelled: for assertion messages. */
  tail(lines?: number): string;
}

export interface Topology {
  databaseUrl: string;
  dataDir: string;
  processes: ServerProcess[];
  /** Spawns `node dist/main.js <command>`; `env` adds to (or overrides) the common settings. */
  start(command: Command, env?: Record<string, string>): Promise<ServerProcess>;
  /** Kills what still runs, then drops the database and the folder. */
  close(): Promise<void>;
}

let built: Promise<void> | undefined;

/**
 * Brings `dist` up to date (quick when nothing changed). Test files in other vitest workers
 * may build at the same moment: a lock lets one tsc write at a time.
 */
export function buildServer(): Promise<void> {
  built ??= (async () => {
    const release = await lockfile.lock(serverDir, {
      lockfilePath: path.join(os.tmpdir(), `littlestar-build-${hashOf(serverDir)}.lock`),
      realpath: false,
      stale: 120_000,
      retries: { retries: 600, minTimeout: 200, maxTimeout: 1000 },
    });
    try {
      execFileSync(
        process.execPath,
        [path.join(serverDir, '../../node_modules/typescript/bin/tsc'), '-b'],
        { cwd: serverDir, stdio: ['ignore', 'inherit', 'inherit'] },
      );
    } finally {
      await release();
    }
  })();
  return built;
}

function hashOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A new, empty database on TEST_DATABASE_URL's server. Its name starts with this run's prefix,
 * so the global teardown (or a later run) drops it even if this file never gets to.
 */
async function createEmptyDatabase(): Promise<{ url: string; name: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('process tests need TEST_DATABASE_URL');
  const prefix = inject('postgresPrefix') || 'littlestar_test_';
  const name = `${prefix}proc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database and data folder, and a way to start processes on them. */
export async function createTopology(
  options: { env?: Record<string, string> } = {},
): Promise<Topology> {
  await buildServer();
  const database = await createEmptyDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-proc-'));
  const common: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: PUBLIC_ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: 'process-tests-secret-0123456789abcdef-0123456789',
    // Tests call from many made-up addresses (X-Forwarded-For), so no rate limit is shared.
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  };
  const processes: ServerProcess[] = [];
  const counts: Record<Command, number> = { serve: 0, work: 0, start: 0 };

  const start = async (command: Command, env: Record<string, string> = {}) => {
    counts[command] += 1;
    const name = `${command}-${counts[command]}`;
    // A port chosen by the caller lets several processes be spawned in one go.
    const port = command === 'work' ? 0 : Number(env.PORT ?? 0) || (await freePort());
    const child = spawn(process.execPath, [entry, command], {
      cwd: serverDir,
      env: {
        ...process.env,
        // Info, so a worker's 'job workers are running' and a stop's steps come through (kept in
        // memory, shown only in a failure's message).
        LOG_LEVEL: 'info',
        ...common,
        ...(port ? { PORT: String(port) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let workersRunning = false;
    const collect = (stream: NodeJS.ReadableStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (line.includes('"job workers are running"')) workersRunning = true;
        }
      });
      stream.on('end', () => {
        if (rest) lines.push(rest);
      });
    };
    if (child.stdout) collect(child.stdout);
    if (child.stderr) collect(child.stderr);

    const handle: ServerProcess = {
      command,
      name,
      child,
      port,
      baseUrl: port ? `http://127.0.0.1:${port}` : '',
      exit: null,
      exited: new Promise<Exit>((resolve) => {
        child.once('exit', (code, signal) => {
          handle.exit = { code, signal };
          resolve(handle.exit);
        });
      }),
      output: () => [...lines],
      tail: (count = 40) =>
        [
          `--- last lines of ${name} (pid ${child.pid}), requests left out ---`,
          ...lines.filter((line) => !isRequestLine(line)).slice(-count),
        ].join('\n'),
      async waitForExit(seconds) {
        return Promise.race([handle.exited, sleep(seconds * 1000).then(() => null)]);
      },
      async ready(seconds = 120) {
        const deadline = Date.now() + seconds * 1000;
        for (;;) {
          if (handle.exit) {
            throw new Error(
              `${name} exited before it was ready (${JSON.stringify(handle.exit)})\n${handle.tail()}`,
            );
          }
          if (command === 'work' ? workersRunning : await isHealthy(handle.baseUrl)) return;
          if (Date.now() > deadline) {
            throw new Error(`${name} was not ready after ${seconds} s\n${handle.tail()}`);
          }
          await sleep(200);
        }
      },
    };
    processes.push(handle);
    return handle;
  };

  return {
    databaseUrl: database.url,
    dataDir,
    processes,
    start,
    async close() {
      for (const handle of processes) {
        if (!handle.exit) handle.child.kill('SIGKILL');
      }
      await Promise.all(processes.map((handle) => handle.exited));
      await dropDatabase(database.name);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fastify's two info lines per request: noise in a failure's message. */
const isRequestLine = (line: string) =>
  line.includes('"msg":"incoming request"') || line.includes('"msg":"request completed"');

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The tails of several processes' output, for one assertion message. */
export function tails(processes: ServerProcess[], lines = 30): string {
  return processes.map((handle) => handle.tail(lines)).join('\n');
}

/** The files a story left in local storage (DATA_DIR/files), as paths under its folder. */
export async function storyFiles(
  dataDir: string,
  childId: string,
  storyId: string,
): Promise<string[]> {
  const folder = path.join(dataDir, 'files', 'children', childId, 'stories', storyId);
  const entries = await fs.readdir(folder, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.includes('.')).sort();
}

/** The queues of the jobs workers hold right now (pg-boss's `active` state), one entry per job. */
export async function activeJobs(databaseUrl: string, queue?: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT name FROM pgboss.job WHERE state = 'active' AND ($1::text IS NULL OR name = $1) ORDER BY name",
      [queue ?? null],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
