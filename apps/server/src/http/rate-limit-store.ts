import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../db/database.js';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/*
 * The one place our code writes better-auth's `rate_limit` table (better-auth writes its own
 * rows): our keys live there under the `littlestar:` prefix, in the database so every server
 * process shares the counts.
 */

/**
 * Counts one request for `key` in a fixed window, atomically (one upsert); `last_request` is
 * the window's start.
 */
export async function countHit(
  sql: SqlExecutor,
  options: { key: string; windowMs: number },
): Promise<Hit> {
  const now = Date.now();
  const { rows } = await sql.executeSql(
    `INSERT INTO rate_limit (id, key, count, last_request) VALUES ($1, $2, 1, $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit.last_request <= $4::bigint THEN 1 ELSE rate_limit.count + 1 END,
       last_request = CASE WHEN rate_limit.last_request <= $4::bigint
                           THEN $3::bigint ELSE rate_limit.last_request END
     RETURNING count, last_request`,
    [randomUUID(), options.key, now, now - options.windowMs],
  );
  const row = rows[0] ?? { count: 1, last_request: now };
  return {
    current: Number(row.count),
    ttl: Math.max(0, Number(row.last_request) + options.windowMs - now),
  };
}

/**
 * Counts one event for `key` whose window runs from the last event (a sliding window: the
 * count starts again only after `windowMs` without one); `last_request` is the last event.
 */
export async function countEvent(
  sql: SqlExecutor,
  options: { key: string; windowMs: number },
): Promise<void> {
  const now = Date.now();
  await sql.executeSql(
    `INSERT INTO rate_limit (id, key, count, last_request) VALUES ($1, $2, 1, $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit.last_request <= $4::bigint THEN 1 ELSE rate_limit.count + 1 END,
       last_request = $3::bigint`,
    [randomUUID(), options.key, now, now - options.windowMs],
  );
}

/** The count under `key` and when it was last written (ms since the epoch), if any. */
export async function readCount(
  sql: SqlExecutor,
  key: string,
): Promise<{ count: number; lastRequest: number } | undefined> {
  const { rows } = await sql.executeSql(
    'SELECT count, last_request FROM rate_limit WHERE key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { count: Number(row.count), lastRequest: Number(row.last_request) } : undefined;
}

/** Forgets the count under `key`. */
export async function forgetCount(sql: SqlExecutor, key: string): Promise<void> {
  await sql.executeSql('DELETE FROM rate_limit WHERE key = $1', [key]);
}

type Callback = (error: Error | null, hit?: Hit) => void;

/**
 * A store for @fastify/rate-limit backed by `countHit`: the plugin's in-memory default
 * would give each process its own count, so N processes would allow N times the limit.
 */
export function databaseRateLimitStore(sql: SqlExecutor) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(sql, { key: `littlestar:${key}`, windowMs: timeWindow }).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    /** Keys already name their route and rule (see rate-limits.ts). */
    child() {
      return this;
    }
  };
}

/**
 * How long a `rate_limit` row is kept after its window started (ours) or its last request
 * (better-auth's): longer than the longest window any rule uses (a day), so deleting it never
 * forgives a count that still applies.
 */
export const RATE_LIMIT_ROW_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes the `rate_limit` rows whose window ended long ago; how many went. */
export async function deleteExpiredHits(sql: SqlExecutor, now = Date.now()): Promise<number> {
  const { rows } = await sql.executeSql(
    'DELETE FROM rate_limit WHERE last_request < $1::bigint RETURNING id',
    [now - RATE_LIMIT_ROW_TTL_MS],
  );
  return rows.length;
}
