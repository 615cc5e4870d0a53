import { createHash } from 'node:crypto';
import type { SqlExecutor } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countEvent, forgetCount, readCount } from '../../http/rate-limit-store.js';

/** Failed sign-ins of one account allowed freely within the window. */
export const FREE_FAILURES = 10;
/** Failures older than this are forgotten; also the longest wait the owner can be made to do. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_SECONDS = 30;

/**
 * Per-account guessing limit, on top of better-auth's per-address one: an attacker with many
 * addresses is still slowed per account. After FREE_FAILURES failures in the window, each
 * further attempt waits twice as long as the last (30 s, 1 min, 2 min…, at most 15 minutes),
 * so the owner is never locked out for long, and a password reset lifts it at once.
 *
 * The counter is keyed by a hash of the address as typed (lower-cased), whether or not such an
 * account exists, so the answers never tell which addresses have accounts. Counts live in
 * the database (`rate_limit`, better-auth's table, under our own key) for every process.
 */
export function signInThrottle(sql: SqlExecutor) {
  const keyOf = (email: string) =>
    `littlestar:sign-in-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

  return {
    /** Throws 429 with Retry-After while the account must wait. */
    async assertMayTry(email: string): Promise<void> {
      const row = await readCount(sql, keyOf(email));
      if (!row) return;
      const failures = row.count;
      const waitUntil = row.lastRequest + delaySeconds(failures) * 1000;
      if (failures < FREE_FAILURES || Date.now() >= waitUntil) return;
      const seconds = Math.ceil((waitUntil - Date.now()) / 1000);
      throw new AppError(
        'rate_limited',
        `Too many failed sign-ins for this account. Please try again in ${seconds} seconds, ` +
          'or reset your password.',
        { 'retry-after': String(seconds) },
      );
    },

    /** Failures count while they come less than the window apart. */
    recordFailure: (email: string) =>
      countEvent(sql, { key: keyOf(email), windowMs: FAILURE_WINDOW_SECONDS * 1000 }),

    /** A successful sign-in or a password reset forgets the failures. */
    clear: (email: string) => forgetCount(sql, keyOf(email)),
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FAILURE_WINDOW_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}
