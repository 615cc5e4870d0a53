import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, webhookEvents } from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import type { GatewayPayment } from '../../providers/payments/payments-provider.js';
import { completePayment } from './completion.js';
import { orderProblem, paymentProblem, type PaymentContext } from './payment-rows.js';
import { takeBackRefundedCredits, type PrintPaymentRefundListener } from './refunds.js';
import {
  GRANTING_EVENTS,
  REFUND_EVENTS,
  webhookEventSchema,
  type WebhookEvent,
  type WebhookOutcome,
} from './webhook-events.js';

/**
 * A webhook delivery from Razorpay. The signature over the raw body proves the event came
 * from Razorpay, so its payment entity is trusted as is (no call back: answer fast). Each
 * event id is handled once; the event row is written in the same transaction as the grant,
 * so a delivery that fails half-way is retried by Razorpay rather than lost.
 */
export async function handleWebhook(options: {
  context: PaymentContext;
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  onPrintPaymentRefunded?: PrintPaymentRefundListener;
}): Promise<{ status: WebhookOutcome }> {
  const { context, rawBody, signature } = options;
  if (!signature || !context.payments.isWebhookSignatureValid({ rawBody, signature })) {
    throw new AppError('invalid', 'The webhook signature does not match.');
  }
  let parsed: WebhookEvent;
  try {
    parsed = webhookEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new AppError('invalid', 'The webhook body is not a Razorpay event.');
  }
  const eventId = options.eventId ?? createHash('sha256').update(rawBody).digest('hex');
  const refund = parsed.payload.refund?.entity;
  const payment = parsed.payload.payment?.entity;
  if (REFUND_EVENTS.has(parsed.event) && refund) {
    return takeBackRefundedCredits({
      context,
      eventId,
      event: parsed.event,
      refund,
      payment,
      onPrintPaymentRefunded: options.onPrintPaymentRefunded,
    });
  }
  if (!GRANTING_EVENTS.has(parsed.event) || !payment?.order_id) return { status: 'ignored' };

  return context.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: eventId, event: parsed.event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return { status: 'duplicate' as const };

    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, payment.order_id ?? ''));
    const gatewayPayment: GatewayPayment = {
      id: payment.id,
      orderId: payment.order_id ?? null,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      method: payment.method ?? null,
    };
    const order = parsed.payload.order?.entity;
    const problem = !row
      ? 'unknown order'
      : (paymentProblem(row, gatewayPayment) ?? (order ? orderProblem(row, order) : undefined));
    if (!row || problem) {
      // Retrying cannot fix a mismatch; answer 2xx so Razorpay stops, and leave a trace.
      context.log.warn({ eventId, orderId: payment.order_id, problem }, 'webhook event ignored');
      return { status: 'ignored' as const };
    }
    await completePayment({ context, db: tx, row, payment: gatewayPayment });
    return { status: 'processed' as const };
  });
}
