import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { payments, printOrders } from '../../db/schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { applyPrintJob } from './order-status.js';
import { markOrderPaid, placePrintOrderJob } from './placing.js';

// Orders this long without news are asked about; younger ones wait for their webhook.
const QUIET_MINUTES = 10;
const BATCH = 50;

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
  const settled = await db
    .select({ id: printOrders.id })
    .from(printOrders)
    .innerJoin(payments, eq(payments.id, printOrders.paymentId))
    .where(and(eq(printOrders.status, 'paying'), eq(payments.status, 'completed')))
    .limit(BATCH);
  for (const order of settled) {
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
