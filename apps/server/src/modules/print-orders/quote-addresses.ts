import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMPTY_SHIPPING_ADDRESS } from '@littlestar/shared/print-orders';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { findFailedPayments } from '../payments/service.js';

/**
 * A quote keeps the address it was priced for, so the parent can pay it later; one still
 * unpaid after this long will not be (its price is long out of date anyway).
 */
export const QUOTE_ADDRESS_RETENTION_DAYS = 30;

/**
 * Forgets the shipping address of every quote older than QUOTE_ADDRESS_RETENTION_DAYS that was
 * never paid: never taken to checkout, or whose checkout was abandoned (its payment failed).
 * A quote whose payment is still open keeps it, since a payment may still complete and the
 * book is then shipped there. Answers how many quotes forgot their address.
 */
export async function forgetOldQuoteAddresses(options: {
  db: Database;
  now?: Date;
}): Promise<number> {
  const { db } = options;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - QUOTE_ADDRESS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const old = await db
    .select({ id: printOrders.id, status: printOrders.status, paymentId: printOrders.paymentId })
    .from(printOrders)
    .where(
      and(
        inArray(printOrders.status, ['quoted', 'paying']),
        lt(printOrders.createdAt, cutoff),
        ne(sql`${printOrders.address}->>'street1'`, ''),
      ),
    );
  const failed = await findFailedPayments({
    db,
    paymentIds: old.flatMap((row) => (row.paymentId ? [row.paymentId] : [])),
  });
  const unpaid = old
    .filter((row) => row.status === 'quoted' || (row.paymentId && failed.has(row.paymentId)))
    .map((row) => row.id);
  if (unpaid.length === 0) return 0;
  const forgotten = await db
    .update(printOrders)
    .set({ address: { ...EMPTY_SHIPPING_ADDRESS }, updatedAt: now })
    .where(
      and(
        inArray(printOrders.id, unpaid),
        // Paid meanwhile: the order keeps its address.
        or(eq(printOrders.status, 'quoted'), eq(printOrders.status, 'paying')),
      ),
    )
    .returning({ id: printOrders.id });
  return forgotten.length;
}

export const forgetQuoteAddressesJob = defineJob({
  name: 'print-orders.forget-quote-addresses',
  payload: z.object({}),
  // Daily, at a quiet hour.
  schedule: '47 3 * * *',
  async handle({ context }) {
    const forgotten = await forgetOldQuoteAddresses({ db: context.database.db });
    if (forgotten > 0) context.log.info({ forgotten }, 'forgot the addresses of unpaid quotes');
  },
});
