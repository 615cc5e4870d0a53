import { z } from 'zod';
import type {
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  PaymentEvent,
} from './payments-provider.js';

/**
 * Razorpay's webhook events, read into the payments module's words (`PaymentEvent`): only the
 * fields we use, the rest ignored. Both gateways speak this format (the simulated one signs
 * and sends the same events). https://razorpay.com/docs/webhooks/payloads/payments/
 */
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  /** False for an attempt only ever authorised (Razorpay refunds those by itself). */
  captured: z.boolean().optional(),
  method: z.string().nullable().optional(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z
      .object({
        entity: z.object({
          id: z.string(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
        }),
      })
      .optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string().min(1).max(64),
          payment_id: z.string().min(1).max(64),
          amount: z.number().int().positive(),
          currency: z.string(),
          /** `pending` until the money is on its way back; only a processed refund counts. */
          status: z.string().optional(),
          /** Ours for a refund we asked for (our payment's id); none for a dashboard refund. */
          receipt: z.string().nullable().optional(),
        }),
      })
      .optional(),
  }),
});

/** The events that pay an order: the capture of a payment, or the order paid in full. */
const PAYING_EVENTS = new Set(['payment.captured', 'order.paid']);
// A refund made at once comes as `refund.created` already processed; one that takes days comes
// as `refund.created` (pending) and later `refund.processed`. Each refund id counts once.
const REFUND_EVENTS = new Set(['refund.processed', 'refund.created']);

const toPayment = (entity: z.infer<typeof paymentEntity>): GatewayPayment => ({
  id: entity.id,
  orderId: entity.order_id ?? null,
  amount: entity.amount,
  currency: entity.currency,
  status: entity.status,
  method: entity.method ?? null,
  ...(entity.captured === undefined ? {} : { captured: entity.captured }),
});

/**
 * A webhook body as a payment event, or undefined when it is not a Razorpay event (not
 * JSON, or without the fields an event has). Its signature is checked before, by the caller.
 */
export function readRazorpayEvent(rawBody: Buffer): PaymentEvent | undefined {
  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return undefined;
  }
  const { event: name, payload } = parsed;
  const payment = payload.payment ? toPayment(payload.payment.entity) : undefined;
  const refund = payload.refund?.entity;
  if (REFUND_EVENTS.has(name) && refund) {
    const gatewayRefund: GatewayRefund = {
      id: refund.id,
      paymentId: refund.payment_id,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status ?? null,
      receipt: refund.receipt ?? null,
    };
    return { type: 'refunded', name, refund: gatewayRefund, payment };
  }
  const orderId = payment?.orderId;
  if (PAYING_EVENTS.has(name) && payment && orderId) {
    const order: GatewayOrder | undefined = payload.order?.entity;
    return { type: 'paid', name, payment: { ...payment, orderId }, ...(order ? { order } : {}) };
  }
  return { type: 'other', name };
}
