import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Our own request counters: every per-route rate limit and the per-account sign-in throttle,
 * shared by every server process. Written only by `http/rate-limit-store.ts` and pruned only by
 * our own job, by each row's own expiry. They are not kept in better-auth's `rate_limit`
 * table: better-auth deletes every row there older than its own longest window (ten
 * minutes), whatever the key, which would turn our hourly and daily limits into ten-minute ones.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    /** The rule and who is counted (`POST /api/stories per user user:…`), never an address in clear. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Milliseconds since the epoch: the window's start, or for an event count the last event. */
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    /** When the count stops applying; the prune job deletes rows past it. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('request_counts_expires_at_idx').on(table.expiresAt)],
);
