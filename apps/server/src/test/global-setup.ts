import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../db/database.js';
import { startQueue } from '../jobs/queue.js';
import { QUEUE_NAMES } from '../jobs/registry.js';
import { createLogger } from '../http/logging.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped as a tarball: each test file loads a copy. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

const TEMPLATE_DB = 'littlestar_test_template';

/** Migrates once per run (seconds), so each test file starts from a copy (milliseconds). */
export default async function setup(project: TestProject) {
  const log = createLogger({ level: 'silent' });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await prepare(database, log);
    await database.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await dropTestDatabases(cleanup);
      await cleanup.end();
    };
  }

  const client = await PGlite.create();
  const database = wrapPglite(client);
  await prepare(database, log);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-template-'));
  const file = path.join(folder, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rm(folder, { recursive: true, force: true });
}

async function prepare(
  database: Awaited<ReturnType<typeof openDatabase>>,
  log: ReturnType<typeof createLogger>,
) {
  await database.migrate();
  const queue = await startQueue({
    sql: database.sql,
    retryLimit: 1,
    timeoutSeconds: 60,
    log,
    queueNames: [...QUEUE_NAMES],
  });
  await queue.stop();
}

async function dropTestDatabases(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'littlestar_test_%'",
  );
  for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
}
