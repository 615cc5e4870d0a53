import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { createRuntime, type Runtime } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../http/logging.js';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  /** Every log line the app wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * A real app on a fresh database (a copy of the migrated template: PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set), with its own DATA_DIR.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    startWorkers?: boolean;
    /** 'trace' shows what the app would log at its most talkative. */
    logLevel?: 'info' | 'trace';
    /** Adds test-only routes before the app is sealed. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
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
