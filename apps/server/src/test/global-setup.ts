import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../db/database.js';
import { installQueue } from '../jobs/queue.js';
import { ALL_JOBS } from '../job-list.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped as a tarball: each test file loads a copy. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file copies. */
    postgresTemplate: string;
    /** Names of this run's databases start with it; another run's are left alone. */
    postgresPrefix: string;
  }
}

const PREFIX = 'littlestar_test_';
/** A crashed run's databases are dropped by a later run once they are this old. */
const LEFTOVER_MS = 6 * 60 * 60 * 1000;

/** Migrates once per run (seconds), so each test file starts from a copy (milliseconds). */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    // littlestar_test_<start time, base 36>_<random>_…: runs sharing a server never collide.
    const runPrefix = `${PREFIX}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}_`;
    const templateDb = `${runPrefix}template`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await dropTestDatabases(admin, (name) => isLeftover(name));
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${templateDb}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', templateDb);
    project.provide('postgresPrefix', runPrefix);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await dropTestDatabases(cleanup, (name) => name.startsWith(runPrefix));
      await cleanup.end();
    };
  }

  const client = await PGlite.create();
  const database = wrapPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-template-'));
  const file = path.join(folder, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresPrefix', '');
  return () => fs.rm(folder, { recursive: true, force: true });
}

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>) {
  await database.migrate((sql) =>
    installQueue(sql, { retryLimit: 1, timeoutSeconds: 60, jobs: ALL_JOBS }),
  );
}

/** A database of a run that started long ago (or of the old naming): its run is over. */
function isLeftover(name: string): boolean {
  const [started, run] = name.slice(PREFIX.length).split('_');
  if (!started || !run) return true;
  const startedAt = parseInt(started, 36);
  return !Number.isFinite(startedAt) || Date.now() - startedAt > LEFTOVER_MS;
}

async function dropTestDatabases(client: pg.Client, shouldDrop: (name: string) => boolean) {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'littlestar\\_test\\_%'",
  );
  for (const { datname } of rows.filter((row) => shouldDrop(row.datname))) {
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
