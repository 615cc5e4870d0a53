import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import type { PrintJob } from '../../providers/print/print-provider.js';
import { CLAIM_LEASE_MS, claimOrder, releaseClaim } from './order-claims.js';
import { moveOrder, moveOrderToJob } from './order-status.js';

const REFUNDED_MESSAGE = 'The payment was refunded.';

/** How soon an order another run holds is looked at again (or when the claim's lease ends). */
const CLAIMED_RETRY_SECONDS = 60;

/**
 * `print-orders.payment-refunded`: an order whose payment was refunded outside the app (from
 * Razorpay's dashboard). Enqueued in the transaction that recorded the refund, so a delivery
 * Razorpay retries, or one refund under two event ids, enqueues it once.
 */
export const settleRefundedPrintOrderJob = defineJob({
  name: 'print-orders.payment-refunded',
  payload: z.object({ orderId: z.uuid() }),
  handle: ({ context, payload }) => settleRefundedPrintOrder({ context, orderId: payload.orderId }),
  // For outages: an order another run holds is looked at again by a job of its own, not a retry.
  retryLimit: 8,
  // The printer stayed down (or never cancelled) through every retry: an operator must look.
  onFinalFailure: async ({ context, payload, error }) => {
    context.log.error(
      { printOrderId: payload.orderId, err: error },
      'print order of a refunded payment not settled',
    );
  },
});

/**
 * The payments module's word, in its refund's transaction, that a printed book's payment was
 * refunded at Razorpay. A full refund settles the order (by a job: the printer is asked); a
 * partial one keeps the order and is left to an operator.
 */
export async function notePrintPaymentRefunded(options: {
  context: Pick<AppContext, 'queue' | 'log'>;
  tx: Database;
  paymentId: string;
  isFull: boolean;
}): Promise<void> {
  const { context, tx } = options;
  const [order] = await tx
    .select({ id: printOrders.id, refund: printOrders.refund })
    .from(printOrders)
    .where(eq(printOrders.paymentId, options.paymentId));
  // No order, or one whose refund is ours (cancelled or rejected: this is that refund's event).
  if (!order || order.refund) return;
  if (!options.isFull) {
    context.log.warn(
      { printOrderId: order.id, paymentId: options.paymentId },
      'print payment partly refunded outside the app: the order is kept, check it',
    );
    return;
  }
  await context.queue.enqueue(settleRefundedPrintOrderJob, { orderId: order.id }, { tx });
}

/**
 * Settles an order whose payment Razorpay refunded in full: one that has not gone to
 * production is cancelled at the printer and marked cancelled and refunded (never refunded
 * again: the money is back already), and the parent is mailed as for any cancellation; one in
 * production or shipped is kept, its refund recorded, and an operator warned. The order is
 * claimed first (`order-claims.ts`), so a placing or a twin run never talks to the printer
 * about it at once; an order another run holds is tried again (the job's retry) once that run
 * has recorded what it made (a job enqueued for later, not a retry: a claim never uses the
 * retries up). No transaction is open while the printer is asked; a run that
 * finds `refund` set does nothing.
 */
export async function settleRefundedPrintOrder(options: {
  context: AppContext;
  orderId: string;
}): Promise<void> {
  const { context, orderId } = options;
  const print = context.print;
  const { db } = context.database;
  const [current] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (!current || current.refund || current.status === 'quoted') return;
  const row = await claimOrder({ db, orderId });
  if (!row) {
    // Another run holds the order: looked at again once it may have let it go, at the latest
    // when its lease ends. Each run that meets a claim hands on to one later run, so they do
    // not multiply, and a claim never uses up the retries.
    const [held] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
    const leaseLeftMs = held?.claimedAt
      ? held.claimedAt.getTime() + CLAIM_LEASE_MS - Date.now()
      : 0;
    const startAfterSeconds = Math.max(
      1,
      Math.min(CLAIMED_RETRY_SECONDS, Math.ceil(leaseLeftMs / 1000) + 1),
    );
    await context.queue.enqueue(
      settleRefundedPrintOrderJob,
      { orderId },
      { startAfterSeconds, singletonKey: `payment-refunded:${orderId}` },
    );
    context.log.info({ printOrderId: orderId }, 'refunded print order held by another run: later');
    return;
  }
  const { claimedAt } = row;
  if (row.refund || row.status === 'quoted') {
    await releaseClaim({ db, orderId, claimedAt });
    return;
  }

  // 'paying': Razorpay's webhook completed the payment and then its refund came (or the refund
  // came first), before the order saw it paid. Like 'paid', it was never placed.
  const isUnplaced = row.status === 'paying' || row.status === 'paid';
  const isBeforeProduction = isUnplaced || row.status === 'created';
  let jobId: string | undefined;
  let job: PrintJob | undefined;
  try {
    // An order still 'paid' may have a job at the printer whose answer was lost.
    jobId =
      row.printJobId ??
      (row.status === 'paid' ? (await print?.findPrintJob(row.id))?.id : undefined);
    if (print && jobId) {
      if (isBeforeProduction) await print.cancelPrintJob(jobId);
      // What the printer says now decides, whether it cancelled or refused (too late).
      job = await print.getPrintJob(jobId);
      if (job.state === 'created') throw new Error('the printer has not cancelled the job yet');
    }
  } catch (error) {
    await releaseClaim({ db, orderId, claimedAt });
    throw error;
  }

  await db.transaction(async (tx) => {
    await releaseClaim({ db: tx, orderId, claimedAt });
    // Without a job to ask (printing turned off since), an order at the printer stays as it is.
    const state = job?.state ?? (isUnplaced ? 'cancelled' : row.status);
    if (state === 'cancelled' || state === 'rejected') {
      const moved = await moveOrder({
        context,
        tx,
        orderId: row.id,
        status: state,
        ...(jobId ? { printJobId: jobId } : {}),
        message: state === 'cancelled' ? REFUNDED_MESSAGE : (job?.message ?? REFUNDED_MESSAGE),
        isRefunded: true,
      });
      if (moved) {
        context.log.info({ printOrderId: row.id }, 'print order cancelled: payment refunded');
        return;
      }
      // An order that cannot move there (shipped here, or cancelled by the printer's webhook
      // meanwhile) still has its refund noted below, and an operator warned.
    }
    // In production or shipped: the book comes anyway. Keep the order, note the refund.
    if (job) {
      await moveOrderToJob({ context, tx, orderId: row.id, job });
    }
    await tx
      .update(printOrders)
      .set({ refund: 'done', updatedAt: new Date() })
      .where(eq(printOrders.id, row.id));
    context.log.warn(
      { printOrderId: row.id, printJobId: jobId ?? null, status: state },
      'print payment refunded outside the app after the book went to production: order kept, check it',
    );
  });
}
