import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { promisify } from 'node:util';
import * as schema from './schema.js';

const execFileAsync = promisify(execFile);

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The plain SQL door pg-boss and health checks use: same shape as `pg`'s `query`.
 * After `close` it answers nothing instead of failing: pg-boss can still report a job that
 * finished during shutdown, without a catch, and that job is then retried after its expiry.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlExecutor;
  /**
   * Applies the migrations, then `also` (the job queue's install), as one step no other
   * process runs at the same time.
   */
  migrate(also?: (sql: SqlExecutor) => Promise<void>): Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL only: PGlite is one process, which wakes its own workers):
   * `onMessage` gets each NOTIFY's payload. The connection is made again after a drop.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * What pg-boss gets from a closed database: an answer that never comes. pg-boss does not await
 * its own `complete()` of a finished job, so one can arrive just after shutdown; an empty
 * result would crash it (it reads the row count) and an error would be an unhandled
 * rejection. Left pending, the job simply stays active and is retried once it expires, which
 * every handler allows (they are idempotent).
 */
const afterClose = () => new Promise<{ rows: Record<string, unknown>[] }>(() => {});

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  pglite?: PGlite;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return wrapPglite(options.pglite ?? (await openPglite(options.pgliteDir)));
}

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server; a family's books fit
 * many times over in 16 MB, and PGlite keeps the buffers in its WebAssembly memory for as long
 * as the process runs.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

async function openPglite(dir: string | undefined): Promise<PGlite> {
  const open = () => PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  if (!dir) return open();
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const isNew = !(await fs.stat(path.join(dir, 'PG_VERSION')).catch(() => null));
  if (!isNew) return open();
  // Creating the database runs initdb, whose memory (about 150 MB more than a restart
  // needs) stays with the process that ran it: run it in a short-lived child process, then
  // open what it made, so a first start costs what a restart does.
  const initdb = fileURLToPath(new URL('./pglite-initdb.js', import.meta.url));
  if (await fs.stat(initdb).catch(() => null)) {
    await execFileAsync(process.execPath, [initdb, dir, JSON.stringify(PGLITE_SETTINGS)]);
  } else {
    // Running from the TypeScript sources (tests): no compiled script, so create it here.
    await (await open()).close();
  }
  return open();
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  const sql: SqlExecutor = {
    async executeSql(text, values) {
      if (closed) return afterClose();
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // pg-boss sends several statements at once (BEGIN; …; COMMIT;), which only exec accepts.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  return {
    kind: 'pglite',
    db,
    sql,
    async migrate(also) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      await also?.(sql);
    },
    close: () => {
      closed = true;
      return client.close();
    },
  };
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection that breaks (the server restarted) is an 'error' event: of the pool while it
  // is idle there, of the client while it is checked out between two queries of a
  // transaction. Without a listener either ends the process; with one, the pool replaces the
  // connection and the transaction's next query fails, which its caller handles.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    sql: {
      async executeSql(text, values) {
        if (closed) return afterClose();
        const result = await pool.query(text, values);
        // A multi-statement text answers one result per statement; callers read the last.
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    migrate: (also) => migratePostgresExclusively(pool, also),
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
    close: () => {
      closed = true;
      return pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to other queries). When it
 * drops (the server restarted) it is made again, a second later and then every few seconds;
 * meanwhile the callers' polling finds the work.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const again = () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void connect().catch(again), 1000);
      retry.unref();
    };
    next.on('error', again);
    next.on('end', again);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      again();
      throw error;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Several `serve` processes may start at once: one migrates while the others wait. */
async function migratePostgresExclusively(
  pool: pg.Pool,
  also?: (sql: SqlExecutor) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('littlestar.migrations'))");
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    await also?.({
      async executeSql(text, values) {
        const result = await client.query(text, values);
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    });
  } finally {
    await client
      .query("SELECT pg_advisory_unlock(hashtext('littlestar.migrations'))")
      .catch(() => {});
    client.release();
  }
}
