import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderResponse } from '@littlestar/shared/payments';
import type { Database } from '../../db/database.js';
import { payments, type PaymentRowStatus } from '../../db/payments-schema.js';
import { refundInFull } from './completion.js';
import { openGatewayOrder, type PaymentContext } from './payment-rows.js';

/*
 * Payments for the print-orders module: a printed book's order, what became of it, and its
 * refund. They grant no credits; the checkout and verification are the plans' own.
 */

/**
 * Opens a payment order for a printed book. The amount comes from the print order's quote,
 * decided on the server by the caller; the row records no plan and grants no credits, and the
 * checkout and verification (`verifyPayment`) are the plans' own.
 */
export async function createPrintPayment(options: {
  context: PaymentContext;
  userId: string;
  amountUsdCents: number;
  printOrderId: string;
}): Promise<{ paymentId: string; order: OrderResponse }> {
  const { context, userId, amountUsdCents } = options;
  const id = randomUUID();
  const order = await openGatewayOrder(context, {
    amount: amountUsdCents,
    currency: 'USD',
    receipt: id,
    notes: { print_order_id: options.printOrderId, user_id: userId },
  });
  await context.database.db.insert(payments).values({
    id,
    userId,
    planId: null,
    purpose: 'print',
    planName: PRINTED_BOOK,
    credits: 0,
    provider: context.payments.kind,
    orderId: order.id,
    amount: amountUsdCents,
    currency: 'USD',
  });
  return {
    paymentId: id,
    order: {
      key_id: context.payments.keyId,
      amount: amountUsdCents,
      currency: 'USD',
      order_id: order.id,
      plan_id: 'print',
      plan_name: PRINTED_BOOK,
      // The checkout's summary reads these as "what the order buys": one book.
      credits: 1,
      duration_days: 1,
    },
  };
}

const PRINTED_BOOK = 'Printed book';

/** A payment's status and provider order id, for the module that sold through it. */
export async function findPayment(options: {
  context: PaymentContext;
  paymentId: string;
}): Promise<{ status: PaymentRowStatus; orderId: string; userId: string } | undefined> {
  const [row] = await options.context.database.db
    .select({ status: payments.status, orderId: payments.orderId, userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, options.paymentId));
  return row;
}

/**
 * Which of these payments have completed (the webhook may complete one while its buyer's
 * browser is gone), for the module that sold through them to catch up.
 */
export const findCompletedPayments = (options: { db: Database; paymentIds: string[] }) =>
  findPaymentsIn({ ...options, status: 'completed' });

/** Which of these payments failed (their checkout was dismissed): they will never be paid. */
export const findFailedPayments = (options: { db: Database; paymentIds: string[] }) =>
  findPaymentsIn({ ...options, status: 'failed' });

async function findPaymentsIn(options: {
  db: Database;
  paymentIds: string[];
  status: PaymentRowStatus;
}): Promise<Set<string>> {
  if (options.paymentIds.length === 0) return new Set();
  const rows = await options.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.id, options.paymentIds), eq(payments.status, options.status)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refunds a completed printed book's payment in full, once (see `refundInFull`). Safe to call
 * again at any time.
 */
export async function refundPrintPayment(options: {
  context: PaymentContext;
  paymentId: string;
}): Promise<void> {
  const { db } = options.context.database;
  const [row] = await db.select().from(payments).where(eq(payments.id, options.paymentId));
  if (!row || row.purpose !== 'print') throw new Error('not a printed book payment');
  await refundInFull({ context: options.context, row });
}
