import type { SqlExecutor } from '../db/database.js';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/*
 * The one writer of our `request_counts` table (db/request-counts-schema.ts): every rate limit
 * of our routes and the sign-in throttle count here, in the database so every server process
 * shares the counts. better-auth keeps its own limits in its own `rate_limit` table and prunes
 * that table by its own ten-minute horizon; nothing of ours is kept there.
 */

/**
 * Counts one request for `key` in a fixed window, atomically (one upsert); the row expires
 * when its window ends.
 */
export async function countHit(
  sql: SqlExecutor,
  options: { key: string; windowMs: number },
): Promise<Hit> {
  const now = Date.now();
  const { rows } = await sql.executeSql(
    `INSERT INTO request_counts (key, count, started_at, expires_at)
     VALUES ($1, 1, $2::bigint, $2::bigint + $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN request_counts.expires_at <= $2::bigint THEN 1
                    ELSE request_counts.count + 1 END,
       started_at = CASE WHEN request_counts.expires_at <= $2::bigint
                         THEN $2::bigint ELSE request_counts.started_at END,
       expires_at = CASE WHEN request_counts.expires_at <= $2::bigint
                         THEN $2::bigint + $3::bigint ELSE request_counts.expires_at END
     RETURNING count, expires_at`,
    [options.key, now, options.windowMs],
  );
  const row = rows[0] ?? { count: 1, expires_at: now + options.windowMs };
  return { current: Number(row.count), ttl: Math.max(0, Number(row.expires_at) - now) };
}

/** How a count of events grows and when the next one must wait (see `reserveEvent`). */
export interface EventRule {
  /** Events are forgotten once this long has passed without one. */
  windowMs: number;
  /** Events allowed without waiting. */
  free: number;
  /** The wait after the first event past `free`; it doubles with each further one. */
  firstDelayMs: number;
}

/**
 * Reserves one event under `key` if the rule allows it now, in one statement, so concurrent
 * callers each see the others' reservations: of N at once, at most `free` (or one, once the
 * waits have begun) get through. Events count while they come less than `windowMs` apart;
 * past `free`, the next must wait `firstDelayMs` after the last, doubling each time, at most
 * `windowMs`. Returns the count with this event, or how long to wait.
 */
export async function reserveEvent(
  sql: SqlExecutor,
  options: { key: string; rule: EventRule },
): Promise<{ reserved: true; count: number } | { reserved: false; waitMs: number }> {
  const { key, rule } = options;
  const now = Date.now();
  // ON CONFLICT … WHERE returns no row when the wait is not over: nothing is counted then.
  const { rows } = await sql.executeSql(
    `INSERT INTO request_counts (key, count, started_at, expires_at)
     VALUES ($1, 1, $2::bigint, $2::bigint + $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN request_counts.expires_at <= $2::bigint THEN 1
                    ELSE request_counts.count + 1 END,
       started_at = $2::bigint,
       expires_at = $2::bigint + $3::bigint
     WHERE request_counts.expires_at <= $2::bigint
        OR request_counts.count < $4::integer
        OR $2::bigint >= request_counts.started_at + ${waitSql(rule)}
     RETURNING count`,
    [key, now, rule.windowMs, rule.free],
  );
  if (rows[0]) return { reserved: true, count: Number(rows[0].count) };
  const { rows: current } = await sql.executeSql(
    `SELECT started_at + ${waitSql(rule)} AS wait_until FROM request_counts WHERE key = $1`,
    [key],
  );
  const waitUntil = Number(current[0]?.wait_until ?? now);
  return { reserved: false, waitMs: Math.max(1000, waitUntil - now) };
}

/** The wait after the row's last event, in SQL: the rule's numbers are the code's own. */
function waitSql(rule: EventRule): string {
  const { windowMs, free, firstDelayMs } = rule;
  if (![windowMs, free, firstDelayMs].every((n) => Number.isSafeInteger(n) && n > 0)) {
    throw new Error('an event rule takes positive whole numbers');
  }
  // The exponent is capped so the power cannot overflow; the wait never passes the window.
  const cap = Math.ceil(Math.log2(Math.max(2, windowMs / firstDelayMs))) + 1;
  return `LEAST(${windowMs}, ${firstDelayMs} * power(2, LEAST(GREATEST(request_counts.count - ${free}, 0), ${cap})))`;
}

/** Gives back one reserved event under `key` (its outcome did not count against the caller). */
export async function releaseEvent(sql: SqlExecutor, key: string): Promise<void> {
  await sql.executeSql('UPDATE request_counts SET count = count - 1 WHERE key = $1 AND count > 0', [
    key,
  ]);
}

/** Forgets the count under `key`. */
export async function forgetCount(sql: SqlExecutor, key: string): Promise<void> {
  await sql.executeSql('DELETE FROM request_counts WHERE key = $1', [key]);
}

type Callback = (error: Error | null, hit?: Hit) => void;

/**
 * A store for @fastify/rate-limit backed by `countHit`: the plugin's in-memory default
 * would give each process its own count, so N processes would allow N times the limit.
 */
export function databaseRateLimitStore(sql: SqlExecutor) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(sql, { key, windowMs: timeWindow }).then(
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

/** Deletes the counts that no longer apply (past their own expiry); how many went. */
export async function deleteExpiredHits(sql: SqlExecutor, now = Date.now()): Promise<number> {
  const { rows } = await sql.executeSql(
    'DELETE FROM request_counts WHERE expires_at < $1::bigint RETURNING key',
    [now],
  );
  return rows.length;
}
