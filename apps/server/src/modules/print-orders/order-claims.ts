import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
 * The claim is the database's `now()` (to the millisecond, so the run holds it exactly as a
 * JavaScript Date): a run writes its answer back only while the order still carries its own
 * claim time, so a run whose claim was taken over never records over the run that took it.
 *
 * A run that crashed keeps its claim until the lease runs out; then the next run takes it
 * over and finds the crashed run's print job at the printer by the order's id (external_id).
 */

/**
 * How long a claim holds. Clearly longer than one attempt of a job that claims (the placing's
 * pg-boss expiry, PLACE_JOB_EXPIRE_SECONDS, and its own deadline, PLACING_DEADLINE_MS, before
 * it asks the printer for a job), so a live run's claim is never taken over.
 */
export const CLAIM_LEASE_MS = 30 * 60_000;

/**
 * Claims the order for one run, if no other run holds it. Answers the claimed row (with the
 * claim's time, the run's token to write back with), or undefined when another run holds it
 * or the order does not exist.
 */
export async function claimOrder(options: {
  db: Database;
  orderId: string;
}): Promise<(PrintOrderRow & { claimedAt: Date }) | undefined> {
  const [row] = await options.db
    .update(printOrders)
    .set({ claimedAt: sql`date_trunc('milliseconds', now())` })
    .where(
      and(
        eq(printOrders.id, options.orderId),
        or(
          isNull(printOrders.claimedAt),
          lt(
            printOrders.claimedAt,
            sql`now() - interval '${sql.raw(String(CLAIM_LEASE_MS / 1000))} seconds'`,
          ),
        ),
      ),
    )
    .returning();
  return row?.claimedAt ? { ...row, claimedAt: row.claimedAt } : undefined;
}

/** Whether `row` still carries this run's claim (not taken over after its lease). */
export const holdsClaim = (row: PrintOrderRow | undefined, claimedAt: Date): boolean =>
  row?.claimedAt?.getTime() === claimedAt.getTime();

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
