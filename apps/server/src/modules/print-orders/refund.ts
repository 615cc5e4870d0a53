import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { refundPrintPayment } from '../payments/service.js';

/**
 * `print-orders.refund`: gives a cancelled or rejected order's money back, once. The order's
 * `refund` went to `due` in the transaction that cancelled it (with this job); the payments
 * module asks the provider before refunding, so a retry after a lost answer refunds nothing
 * twice, and only then is the order marked `done`.
 */
export const refundPrintOrderJob = defineJob({
  name: 'print-orders.refund',
  payload: z.object({ orderId: z.uuid() }),
  async handle({ context, payload }) {
    const { db } = context.database;
    const [order] = await db.select().from(printOrders).where(eq(printOrders.id, payload.orderId));
    if (!order || order.refund !== 'due' || !order.paymentId) return;
    await refundPrintPayment({ context, paymentId: order.paymentId });
    await db
      .update(printOrders)
      .set({ refund: 'done', updatedAt: new Date() })
      .where(and(eq(printOrders.id, order.id), eq(printOrders.refund, 'due')));
    context.log.info({ printOrderId: order.id }, 'print order refunded');
  },
});
