import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { createRuntime, type Runtime } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logging/logging.js';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  /** Every log line the app wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  startWorkers?: boolean;
  /** 'trace' shows what the app would log at its most talkative. */
  logLevel?: 'info' | 'trace';
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void;
}

/**
 * A real app on a fresh database (a copy of the migrated template: PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set), with its own DATA_DIR.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-test-'));
  const databaseUrl = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: options.logLevel ?? 'info',
    APP_SECRET: randomBytes(32).toString('hex'),
    JOB_TIMEOUT_SECONDS: '30',
    // Two test files run at once on two cores: one model thread each is what they can share.
    FACE_CHECK_THREADS: '1',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const log = createLogger({ level: options.logLevel ?? 'info', destination });
  const pglite = databaseUrl ? undefined : await loadTemplatePglite();
  const runtime = await createRuntime({
    config,
    log,
    ...(pglite ? { pglite } : {}),
    migrate: false,
  });
  if (options.startWorkers) await runtime.startWorkers();
  const app = await buildApp(runtime.context);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    runtime,
    config,
    logs,
    async close() {
      await app.close();
      await runtime.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file (or of a describe): called at its top level, it starts the app in a
 * `beforeAll` and closes it in an `afterAll`, so a file pays for one start-up and its app is
 * closed even when a test or a later hook fails. The answer stands for the app in tests and in
 * hooks registered after this call, and throws if used before the app has started.
 *
 * `options` may be a function, called in that `beforeAll`: it can read what an earlier
 * `beforeAll` started (a fake vendor's address), since hooks run in the order they were
 * registered. After hooks run in reverse, so this app closes before whatever was started ahead
 * of it, and after whatever a later hook started with it.
 *
 * Server test files share their worker's modules (`isolate: false`): every piece of state
 * lives in this call, none in the module.
 */
export function appWith(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let started: TestApp | undefined;
  let isClosed = false;
  beforeAll(async () => {
    started = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    const app = started;
    started = undefined;
    isClosed = true;
    await app?.close();
  });
  const current = (): TestApp => {
    if (started) return started;
    throw new Error(
      isClosed
        ? 'appWith: this app is closed (its afterAll has run).'
        : 'appWith: this app is not started yet; use it in tests or in hooks registered after appWith().',
    );
  };
  return new Proxy({} as TestApp, {
    get: (_target, property) => Reflect.get(current(), property) as unknown,
    set: (_target, property, value) => Reflect.set(current(), property, value),
    has: (_target, property) => Reflect.has(current(), property),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, property) =>
      Reflect.getOwnPropertyDescriptor(current(), property),
  });
}

/** A copy of the migrated template: in memory, or in `dataDir` when a process will open it. */
export async function loadTemplatePglite(dataDir?: string): Promise<PGlite> {
  const tarball = await fs.readFile(inject('pgliteTemplate'));
  const options = { loadDataDir: new Blob([tarball]) };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

async function freshDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
