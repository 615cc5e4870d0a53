import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import type { PrintOrderRow } from './order-rows.js';

/*
 * A job that talks to the printer about an order (placing it, or cancelling it because its
 * payment was refunded) first claims the order in one short UPDATE, calls the printer with no
 * transaction open, and writes the answer back in another short transaction that also lets
 * the claim go. So a twin run, a retry or the other job finds the order claimed and leaves
 * it alone, and no row lock is held while the printer takes its time.
 *
 * A run that crashed keeps its claim until the lease runs out; then the next run takes it
 * over and finds the crashed run's print job at the printer by the order's id (external_id).
 */

/** Longer than a placing can take (two file checks of a minute each, and the calls around them). */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Claims the order for one run, if no other run holds it. Answers the claimed row (with the
 * claim's time, the run's token to write back with), or undefined when another run holds it
 * or the order does not exist.
 */
export async function claimOrder(options: {
  db: Database;
  orderId: string;
}): Promise<(PrintOrderRow & { claimedAt: Date }) | undefined> {
  const now = new Date();
  const [row] = await options.db
    .update(printOrders)
    .set({ claimedAt: now })
    .where(
      and(
        eq(printOrders.id, options.orderId),
        or(
          isNull(printOrders.claimedAt),
          lt(printOrders.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .returning();
  return row ? { ...row, claimedAt: now } : undefined;
}

/** Lets a claim go, if it is still this run's (one taken over after its lease is not). */
export async function releaseClaim(options: {
  db: Database;
  orderId: string;
  claimedAt: Date;
}): Promise<void> {
  await options.db
    .update(printOrders)
    .set({ claimedAt: null })
    .where(and(eq(printOrders.id, options.orderId), eq(printOrders.claimedAt, options.claimedAt)));
}

/** Whether another run holds the order now (a claim within its lease). */
export function isClaimedByOther(row: PrintOrderRow): boolean {
  return row.claimedAt !== null && row.claimedAt.getTime() > Date.now() - CLAIM_LEASE_MS;
}
