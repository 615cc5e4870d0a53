import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, webhookEvents } from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import { completePayment } from './completion.js';
import { orderProblem, paymentProblem, type PaymentContext } from './payment-rows.js';
import { takeBackRefundedCredits, type PrintPaymentRefundListener } from './refunds.js';
import type { WebhookOutcome } from './webhook-events.js';

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
  // The gateway reads its own event format (providers/payments/razorpay-events.ts).
  const event = context.payments.readWebhookEvent(rawBody);
  if (!event) throw new AppError('invalid', 'The webhook body is not a Razorpay event.');
  const eventId = options.eventId ?? createHash('sha256').update(rawBody).digest('hex');
  if (event.type === 'refunded') {
    return takeBackRefundedCredits({
      context,
      eventId,
      event: event.name,
      refund: event.refund,
      payment: event.payment,
      onPrintPaymentRefunded: options.onPrintPaymentRefunded,
    });
  }
  if (event.type !== 'paid') return { status: 'ignored' };
  const { payment, order } = event;

  return context.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: eventId, event: event.name })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return { status: 'duplicate' as const };

    const [row] = await tx.select().from(payments).where(eq(payments.orderId, payment.orderId));
    const problem = !row
      ? 'unknown order'
      : (paymentProblem(row, payment) ?? (order ? orderProblem(row, order) : undefined));
    if (!row || problem) {
      // Retrying cannot fix a mismatch; answer 2xx so Razorpay stops, and leave a trace.
      context.log.warn({ eventId, orderId: payment.orderId, problem }, 'webhook event ignored');
      return { status: 'ignored' as const };
    }
    await completePayment({ context, db: tx, row, payment });
    return { status: 'processed' as const };
  });
}
