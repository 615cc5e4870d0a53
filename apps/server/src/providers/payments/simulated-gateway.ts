import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { simulatedOrders, simulatedPayments } from '../../db/simulated-payments-schema.js';
import {
  createSignatureChecks,
  hmacSha256Hex,
  PaymentGatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from './payments-provider.js';
import { readRazorpayEvent } from './razorpay-events.js';

export const SIMULATED_KEY_ID = 'rzp_test_simulated';

/** What Razorpay answers for an id it does not know (a 400), said by the simulated gateway. */
const unknownId = () =>
  new PaymentGatewayError('Simulated payments: The id provided does not exist', 400, 'simulated');

/**
 * Razorpay's test mode on this machine, with no account and no network. Like Razorpay, it keeps
 * its own orders and payments (`simulated_orders`, `simulated_payments`); the simulated checkout (`pay`) records a captured payment and signs it with
 * a key secret derived from the app secret, exactly as Razorpay signs with yours, so the
 * server verifies it through the same signature check and the same order/payment look-ups.
 */
export function createSimulatedGateway(options: {
  appSecret: string;
  db: Database;
}): PaymentGateway {
  const { db } = options;
  const keySecret = hmacSha256Hex(options.appSecret, 'littlestar:payments:simulated:key-secret');
  const webhookSecret = hmacSha256Hex(options.appSecret, 'littlestar:payments:simulated:webhook');
  const checks = createSignatureChecks({ keySecret, webhookSecret });

  const findOrder = async (orderId: string) => {
    const [order] = await db
      .select({ amount: simulatedOrders.amount, currency: simulatedOrders.currency })
      .from(simulatedOrders)
      .where(eq(simulatedOrders.id, orderId));
    return order;
  };
  const findPayment = async (column: 'id' | 'orderId', value: string) => {
    const [payment] = await db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments[column], value));
    return payment;
  };

  return {
    kind: 'simulated',
    keyId: SIMULATED_KEY_ID,
    async createOrder({ amount, currency }) {
      const id = simulatedId('order');
      await db.insert(simulatedOrders).values({ id, amount, currency });
      return { id, amount, currency, status: 'created' };
    },
    async fetchOrder(orderId) {
      const order = await findOrder(orderId);
      if (!order) throw unknownId();
      const payment = await findPayment('orderId', orderId);
      return {
        id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: payment?.status === 'captured' ? 'paid' : 'created',
      };
    },
    async fetchPayment(paymentId) {
      const payment = await findPayment('id', paymentId);
      if (!payment) throw unknownId();
      return toPayment(payment);
    },
    async fetchOrderPayments(orderId) {
      if (!(await findOrder(orderId))) {
        throw unknownId();
      }
      const payment = await findPayment('orderId', orderId);
      return payment ? [toPayment(payment)] : [];
    },
    async refund({ paymentId }) {
      const [refunded] = await db
        .update(simulatedPayments)
        .set({ status: 'refunded' })
        .where(eq(simulatedPayments.id, paymentId))
        .returning({ id: simulatedPayments.id });
      if (!refunded) throw unknownId();
      return { id: `rfnd_${simulatedId('pay').slice(4)}` };
    },
    isPaymentSignatureValid: checks.isPaymentSignatureValid,
    isWebhookSignatureValid: checks.isWebhookSignatureValid,
    readWebhookEvent: readRazorpayEvent,
    async pay({ orderId }) {
      const order = await findOrder(orderId);
      if (!order) throw unknownId();
      // One payment per order: paying again answers the same payment, as a reopened checkout would.
      await db
        .insert(simulatedPayments)
        .values({ id: simulatedId('pay'), orderId, ...order, status: 'captured' })
        .onConflictDoNothing({ target: simulatedPayments.orderId });
      const payment = await findPayment('orderId', orderId);
      if (!payment) throw new Error('simulated payment was not recorded');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checks.signPayment({ orderId, paymentId: payment.id }),
      };
    },
  };
}

function toPayment(payment: typeof simulatedPayments.$inferSelect): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.orderId,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    method: 'simulated',
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Razorpay's: a prefix and 14 letters or digits. */
function simulatedId(prefix: 'order' | 'pay'): string {
  let id = '';
  for (let index = 0; index < 14; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}
