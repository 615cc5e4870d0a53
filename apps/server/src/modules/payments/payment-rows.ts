import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { payments, plans, type PaymentRowStatus } from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import {
  PaymentGatewayError,
  type GatewayOrder,
  type GatewayPayment,
} from '../../providers/payments/payments-provider.js';

/*
 * What the payment files share: the rows, the checks of what the provider answers against
 * what we stored, and the one way of asking the provider.
 */

export type PaymentContext = Pick<AppContext, 'database' | 'config' | 'payments' | 'log' | 'queue'>;
export type PlanRow = typeof plans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const VERIFICATION_FAILED = 'Payment verification failed';

/** A payment whose credits were granted; nothing moves it back to open. */
export const isSettled = (status: PaymentRowStatus): status is 'completed' | 'refunded' =>
  status === 'completed' || status === 'refunded';

/** The validity of a plan purchase (0 for a printed book's payment, which has no plan). */
export async function planDurationDays(db: Database, planId: string | null): Promise<number> {
  if (!planId) return 0;
  const [plan] = await db
    .select({ durationDays: plans.durationDays })
    .from(plans)
    .where(eq(plans.id, planId));
  return plan?.durationDays ?? 0;
}

/** Why a provider payment does not pay this order in full, or undefined when it does. */
export function paymentProblem(row: PaymentRow, payment: GatewayPayment): string | undefined {
  if (payment.orderId !== row.orderId) return 'the payment is for another order';
  if (payment.amount !== row.amount || payment.currency !== row.currency) {
    return 'the amount paid does not match the order';
  }
  if (payment.status === 'authorized') return 'not captured';
  if (payment.status !== 'captured') return 'the payment did not go through';
  return undefined;
}

export function orderProblem(row: PaymentRow, order: GatewayOrder): string | undefined {
  if (order.id !== row.orderId) return 'the provider answered for another order';
  if (order.amount !== row.amount || order.currency !== row.currency) {
    return 'the order amount at the provider does not match';
  }
  if (order.status !== 'paid') return 'the order is not paid';
  return undefined;
}

export const verificationFailed = (reason: string) =>
  new AppError('invalid', `${VERIFICATION_FAILED}: ${reason}.`);

/** Provider calls: an unknown id is the caller's mistake (4xx), no answer is ours (503). */
export async function askProvider<T>(context: PaymentContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.statusCode && error.statusCode < 500) {
      throw verificationFailed('the payment provider does not know this payment');
    }
    context.log.error({ err: error }, 'payment provider did not answer');
    throw new AppError('unavailable', 'The payment provider is not answering. Please try again.');
  }
}

export async function findOwnedOrder(options: {
  context: PaymentContext;
  userId: string;
  orderId: string;
}): Promise<PaymentRow> {
  const [row] = await options.context.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, options.orderId), eq(payments.userId, options.userId)));
  // Another user's order is answered exactly like one that does not exist.
  if (!row) throw new AppError('not_found', 'No such order.');
  return row;
}

/** Opens an order at the payment provider; one it would not open is a 503 for the buyer. */
export async function openGatewayOrder(
  context: PaymentContext,
  request: Parameters<PaymentContext['payments']['createOrder']>[0],
): Promise<GatewayOrder> {
  try {
    return await context.payments.createOrder(request);
  } catch (error) {
    context.log.error({ err: error }, 'payment provider refused to create an order');
    throw new AppError(
      'unavailable',
      'Failed to create order: the payment provider did not answer.',
    );
  }
}
