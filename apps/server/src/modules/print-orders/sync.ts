import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { findCompletedPayments } from '../payments/service.js';
import { applyPrintJob } from './order-status.js';
import { markOrderPaid, placePrintOrderJob } from './placing.js';

// Orders this long without news are asked about; younger ones wait for their webhook.
const QUIET_MINUTES = 10;
const BATCH = 50;
const PAYING_PAGE = 500;

/**
 * `print-orders.sync` (every 10 minutes): the fallback for everything a webhook or a browser
 * should have reported. A payment completed by Razorpay's webhook (the browser closed) marks
 * its order paid; a paid order not yet placed is placed again; an order at the printer that
 * has been quiet is asked about and moved like a webhook would.
 */
export const syncPrintOrdersJob = defineJob({
  name: 'print-orders.sync',
  payload: z.object({}),
  schedule: '*/10 * * * *',
  retryLimit: 0,
  handle: ({ context }) => syncPrintOrders(context),
});

export async function syncPrintOrders(context: AppContext): Promise<void> {
  const print = context.print;
  if (!print) return;
  const { db } = context.database;
  for (const order of await settledOrders(db)) {
    await db.transaction((tx) => markOrderPaid({ context, tx, orderId: order.id }));
  }

  const quietSince = new Date(Date.now() - QUIET_MINUTES * 60_000);
  const unplaced = await db
    .select({ id: printOrders.id })
    .from(printOrders)
    .where(and(eq(printOrders.status, 'paid'), lt(printOrders.updatedAt, quietSince)))
    .limit(BATCH);
  for (const order of unplaced) {
    await context.queue.enqueue(
      placePrintOrderJob,
      { orderId: order.id },
      {
        singletonKey: order.id,
      },
    );
  }

  const atPrinter = await db
    .select({ printJobId: printOrders.printJobId })
    .from(printOrders)
    .where(
      and(
        inArray(printOrders.status, ['created', 'in_production']),
        isNotNull(printOrders.printJobId),
        lt(printOrders.updatedAt, quietSince),
      ),
    )
    .limit(BATCH);
  for (const order of atPrinter) {
    try {
      const job = await print.getPrintJob(order.printJobId ?? '');
      await applyPrintJob({ context, job });
    } catch (error) {
      // One order the printer cannot answer for must not stop the others.
      context.log.warn({ err: error, printJobId: order.printJobId }, 'print job not read');
    }
  }
}

/**
 * Orders still 'paying' whose payment completed (the webhook completed it while the buyer's
 * browser was gone), at most BATCH. The payments module owns the payments and says which
 * completed; the open orders are read a page at a time, so abandoned checkouts never make
 * one long query.
 */
async function settledOrders(db: Database): Promise<{ id: string }[]> {
  const settled: { id: string }[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  while (settled.length < BATCH) {
    const page = await db
      .select({ id: printOrders.id, paymentId: printOrders.paymentId })
      .from(printOrders)
      .where(
        and(
          eq(printOrders.status, 'paying'),
          isNotNull(printOrders.paymentId),
          gt(printOrders.id, after),
        ),
      )
      .orderBy(asc(printOrders.id))
      .limit(PAYING_PAGE);
    const completed = await findCompletedPayments({
      db,
      paymentIds: page.flatMap((order) => (order.paymentId ? [order.paymentId] : [])),
    });
    settled.push(
      ...page.filter((order) => order.paymentId !== null && completed.has(order.paymentId)),
    );
    const last = page.at(-1);
    if (!last || page.length < PAYING_PAGE) break;
    after = last.id;
  }
  return settled.slice(0, BATCH);
}
