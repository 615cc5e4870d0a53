import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { EXCHANGE_RATE_CACHE_HOURS } from '@littlestar/shared/payments';
import type { Database } from '../../db/database.js';
import { exchangeRates } from '../../db/payments-schema.js';

const CACHE_MS = EXCHANGE_RATE_CACHE_HOURS * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 3000;
/** After a failed fetch the rate in use is kept this long, so pages do not each wait again. */
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

/**
 * The band a USD→INR rate must fall in to be charged with. A rate service that answers far
 * outside it (a bug, a unit change, a tampered answer) would otherwise price every plan:
 * such an answer is refused and the rate in use kept.
 */
export const PLAUSIBLE_USD_INR = { min: 40, max: 200 } as const;

/** The shape of open.er-api.com's answer (and of most USD rate services): `{ rates: { INR } }`. */
const ratesResponseSchema = z.object({
  rates: z.object({ INR: z.number().finite() }),
});

/**
 * The USD→INR rate for plans without an INR price. A fetched rate is kept in the database for
 * 12 hours, so every server process quotes (and charges) the same INR price. When the rate
 * service fails, or answers a rate outside PLAUSIBLE_USD_INR, the last fetched rate is used,
 * else the configured fallback (never 1), and the service is not asked again for 10 minutes.
 */
export async function getUsdInrRate(options: {
  db: Database;
  url: string;
  fallbackRate: number;
  log?: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const [cached] = await options.db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, 'INR'));
  if (cached && now.getTime() - cached.fetchedAt.getTime() < CACHE_MS) return cached.rate;
  try {
    const response = await fetch(options.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`rate service answered ${response.status}`);
    const rate = ratesResponseSchema.parse(await response.json()).rates.INR;
    if (!(rate >= PLAUSIBLE_USD_INR.min && rate <= PLAUSIBLE_USD_INR.max)) {
      throw new Error(
        `rate service answered ${rate}, outside ${PLAUSIBLE_USD_INR.min}–${PLAUSIBLE_USD_INR.max}`,
      );
    }
    await options.db
      .insert(exchangeRates)
      .values({ currency: 'INR', rate, fetchedAt: now })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { rate, fetchedAt: now } });
    return rate;
  } catch (error) {
    options.log?.warn(
      { err: error },
      'USD→INR rate fetch failed or refused; using the last or fallback rate',
    );
    const rate = cached?.rate ?? options.fallbackRate;
    // Kept as if fetched long ago, so it expires RETRY_AFTER_FAILURE_MS from now; a rate
    // another process fetched meanwhile (a later date) is not overwritten.
    const fetchedAt = new Date(now.getTime() - CACHE_MS + RETRY_AFTER_FAILURE_MS);
    await options.db
      .insert(exchangeRates)
      .values({ currency: 'INR', rate, fetchedAt })
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { rate, fetchedAt },
        setWhere: lt(exchangeRates.fetchedAt, fetchedAt),
      })
      .catch((writeError: unknown) =>
        options.log?.warn({ err: writeError }, 'could not keep the USD→INR rate in use'),
      );
    return rate;
  }
}

/** product.md#plans: the INR price is the USD price times the rate, rounded to 2 decimals (whole paise). */
export function usdCentsToInrPaise(usdCents: number, rate: number): number {
  return Math.round(usdCents * rate);
}
