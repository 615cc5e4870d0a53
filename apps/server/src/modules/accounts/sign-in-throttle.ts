import { localText } from '@littlestar/shared/i18n/translate';
import { createHmac } from 'node:crypto';
import type { SqlExecutor } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { purposeKey } from '../../secret.js';
import {
  forgetCount,
  releaseEvent,
  reserveEvent,
  type EventRule,
} from '../../http/rate-limit-store.js';

/** Failed sign-ins of one account allowed freely within the window. */
export const FREE_FAILURES = 10;
/** Failures older than this are forgotten; also the longest wait the owner can be made to do. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
const FAILURES: EventRule = {
  windowMs: FAILURE_WINDOW_SECONDS * 1000,
  free: FREE_FAILURES,
  firstDelayMs: 30_000,
};

/**
 * Per-account guessing limit, on top of better-auth's per-address one: an attacker with many
 * addresses is still slowed per account. After FREE_FAILURES failures in the window, each
 * further attempt waits twice as long as the last (30 s, 1 min, 2 min…, at most 15 minutes),
 * so the owner is never locked out for long, and a password reset lifts it at once.
 *
 * Each attempt is reserved as a failure before its password is checked (one atomic statement,
 * `reserveEvent`), and given back when it turns out not to be one: guesses sent all at once
 * from many addresses cannot all be checked before the first is counted.
 *
 * The counter is keyed by an HMAC of the address as typed (lower-cased) under a key of this
 * server's, whether or not such an account exists, so the answers never tell which addresses
 * have accounts and the table names no address a dictionary could recover.
 */
export function signInThrottle(sql: SqlExecutor, secret: string) {
  const hmacKey = purposeKey(secret, 'signInThrottle');
  const keyOf = (email: string) =>
    `sign-in-failures:${createHmac('sha256', hmacKey).update(email.trim().toLowerCase()).digest('hex')}`;

  return {
    /**
     * Counts this attempt as a failure before the password is checked; throws 429 with
     * Retry-After while the account must wait (nothing is counted then).
     */
    async reserveAttempt(email: string): Promise<void> {
      const result = await reserveEvent(sql, { key: keyOf(email), rule: FAILURES });
      if (result.reserved) return;
      const seconds = Math.ceil(result.waitMs / 1000);
      throw new AppError('rate_limited', localText('accounts.tooManyFailedSignIns', { seconds }), {
        'retry-after': String(seconds),
      });
    },

    /** An attempt that was not a wrong password (refused for another reason) is given back. */
    releaseAttempt: (email: string) => releaseEvent(sql, keyOf(email)),

    /** A successful sign-in or a password reset forgets the failures. */
    clear: (email: string) => forgetCount(sql, keyOf(email)),
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
