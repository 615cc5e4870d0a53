import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { paymentRefunds, payments, webhookEvents } from '../../db/payments-schema.js';
import type { GatewayPayment, GatewayRefund } from '../../providers/payments/payments-provider.js';
import { takeBackCredits } from '../credits/service.js';
import { completePayment } from './completion.js';
import { voidGiftOfRefund } from './gift-settlement.js';
import {
  askProvider,
  isSettled,
  paymentProblem,
  type PaymentContext,
  type PaymentRow,
} from './payment-rows.js';
import type { WebhookOutcome } from './webhook-events.js';

/*
 * A payment refunded at Razorpay (from its dashboard, or our own refund coming back as an
 * event): the credits it granted are taken back, in whatever order the events arrive.
 */

/**
 * Told, inside the transaction that records it, that a printed book's payment was refunded by
 * Razorpay (from its dashboard, or our own refund coming back as an event): the print-orders
 * module settles its order. The composition root (app.ts) wires it, since print-orders
 * already reaches payments and a module pair must not import each other.
 */
export type PrintPaymentRefundListener = (refund: {
  tx: Database;
  /** Our payment id. */
  paymentId: string;
  /** The whole amount is refunded by now (a partial refund keeps the order). */
  isFull: boolean;
}) => Promise<void>;

/**
 * Razorpay refunded (part of) a payment: the credits it granted are taken back in proportion
 * to the amount refunded so far (all of them once the whole amount is), but never more than
 * the balance holds, with a ledger entry the parent reads. Each refund id is handled once
 * (also under another event id); the event, the refund, the ledger entry and the payment's
 * status are written in one transaction.
 */
export async function takeBackRefundedCredits(options: {
  context: PaymentContext;
  eventId: string;
  event: string;
  refund: GatewayRefund;
  /** The refunded payment as Razorpay's event carries it (signed with the event). */
  payment: GatewayPayment | undefined;
  onPrintPaymentRefunded: PrintPaymentRefundListener | undefined;
}): Promise<{ status: WebhookOutcome }> {
  const { context, eventId, event, refund } = options;
  if (refund.status !== null && refund.status !== 'processed') {
    context.log.info(
      { eventId, refundId: refund.id },
      'refund not processed yet: its next event counts',
    );
    return { status: 'ignored' };
  }
  const keptPayment = await keptPaymentBesides({ context, refund, payment: options.payment });
  return context.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: eventId, event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return { status: 'duplicate' as const };

    // Locked, so two refunds of one payment are counted one after the other.
    const [known] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, refund.paymentId))
      .for('update');
    const step: RefundStep = { ...options, tx, keptPayment };
    if (await keptAttemptPaysInstead(step, known)) return { status: 'processed' as const };
    const row = known ?? (await paymentRefundedFirst({ tx, refund, payment: options.payment }));
    if (row && !known && !isSettled(row.status) && (await settledFirstHere(step, row))) {
      return { status: 'processed' as const };
    }
    const problem = refundProblem(row, refund);
    if (!row || problem) {
      context.log.warn({ eventId, refundId: refund.id, problem }, 'refund event ignored');
      return { status: 'ignored' as const };
    }
    return countRefund({
      tx,
      row,
      refund,
      onPrintPaymentRefunded: options.onPrintPaymentRefunded,
    });
  });
}

/** What each step of a refund event's transaction reads: the event, the kept attempt, the tx. */
interface RefundStep {
  context: PaymentContext;
  tx: Database;
  eventId: string;
  refund: GatewayRefund;
  payment: GatewayPayment | undefined;
  keptPayment: GatewayPayment | undefined;
  onPrintPaymentRefunded: PrintPaymentRefundListener | undefined;
}

/**
 * The recorded attempt went back while another captured one is kept: that one pays the order
 * from now on, and nothing is taken (no credits, no order settled). A redelivery finds the
 * refunded attempt no longer ours and ignores it. False, having written nothing, otherwise.
 */
async function keptAttemptPaysInstead(
  step: RefundStep,
  known: PaymentRow | undefined,
): Promise<boolean> {
  const { context, tx, eventId, refund, keptPayment } = step;
  if (known?.status !== 'completed' || !keptPayment) return false;
  if (known.providerPaymentId !== refund.paymentId || (await hasRefunds(tx, known.id))) {
    return false;
  }
  await tx
    .update(payments)
    .set({
      providerPaymentId: keptPayment.id,
      method: keptPayment.method,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, known.id));
  context.log.info(
    { eventId, refundId: refund.id, paymentId: known.id },
    'refund of the recorded attempt while another is kept: the kept one pays the order',
  );
  return true;
}

/**
 * A payment not settled yet, first seen through this refund. Another attempt on the order was
 * refunded and this one kept: the kept one completes it. Otherwise Razorpay sent its events
 * out of order and this refund came before the payment's capture (or the browser's proof); a
 * refund proves the capture, so the payment is settled here. True when that is the whole of
 * the event; false when the payment, completed now (`row` updated), has the refund counted.
 */
async function settledFirstHere(step: RefundStep, row: PaymentRow): Promise<boolean> {
  const { context, tx, eventId, refund, keptPayment } = step;
  if (keptPayment) {
    await completePayment({ context, db: tx, row, payment: keptPayment });
    context.log.info(
      { eventId, refundId: refund.id, paymentId: row.id },
      'refund of another attempt on a paid order: the kept payment completes it',
    );
    return true;
  }
  const settled = await settleBeforeCapture({ context, tx, row, refund, payment: step.payment });
  if (settled === 'refunded') {
    if (row.purpose === 'gift') await voidGiftOfRefund({ tx, paymentId: row.id });
    if (row.purpose === 'print') {
      await step.onPrintPaymentRefunded?.({ tx, paymentId: row.id, isFull: true });
    }
    return true;
  }
  const [completed] = await tx.select().from(payments).where(eq(payments.id, row.id));
  if (completed) Object.assign(row, completed);
  return false;
}

/** Why a refund cannot be counted against the payment it names, if it cannot. */
function refundProblem(row: PaymentRow | undefined, refund: GatewayRefund): string | undefined {
  if (!row) return 'unknown payment';
  if (!isSettled(row.status)) return 'the payment granted no credits';
  if (refund.currency !== row.currency) return 'the refund is in another currency';
  return undefined;
}

/**
 * A processed refund of a settled payment, counted once: the credits it makes due taken back
 * (never more than the balance holds), the refund recorded, and a full one marks the payment
 * refunded (and tells the print-orders module of a printed book's).
 */
async function countRefund(options: {
  tx: Database;
  row: PaymentRow;
  refund: GatewayRefund;
  onPrintPaymentRefunded: PrintPaymentRefundListener | undefined;
}): Promise<{ status: WebhookOutcome }> {
  const { tx, row, refund, onPrintPaymentRefunded } = options;
  const [seen] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, refund.id));
  if (seen) return { status: 'duplicate' as const };

  const [before] = await tx
    .select({ total: sum(paymentRefunds.amount).mapWith(Number) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, row.id));
  const refundedBefore = Math.min(before?.total ?? 0, row.amount);
  const refundedAfter = Math.min(refundedBefore + refund.amount, row.amount);
  // Due in total so far, minus what earlier refunds made due: two halves take all back.
  const dueFor = (refunded: number) => Math.floor((row.credits * refunded) / row.amount);
  // A gift nobody redeemed is voided: its credits were in the code, none are the buyer's.
  const isVoidedGift =
    row.purpose === 'gift' && !(await voidGiftOfRefund({ tx, paymentId: row.id })).isRedeemed;
  const due = isVoidedGift ? 0 : dueFor(refundedAfter) - dueFor(refundedBefore);
  const isFull = refundedAfter >= row.amount;
  const taken =
    due > 0
      ? await takeBackCredits({
          db: tx,
          userId: row.userId,
          amount: due,
          type: 'refund',
          describe: (count) =>
            refundDescription({ planName: row.planName, isFull, due, taken: count }),
          source: 'payment-refund',
          sourceId: refund.id,
        })
      : 0;
  await tx.insert(paymentRefunds).values({
    id: refund.id,
    paymentId: row.id,
    amount: refund.amount,
    creditsDue: due,
    creditsTaken: taken,
  });
  if (isFull) {
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(payments.id, row.id));
  }
  if (row.purpose === 'print') {
    await onPrintPaymentRefunded?.({ tx, paymentId: row.id, isFull });
  }
  return { status: 'processed' };
}

/**
 * Our payment that a refund's event names through its payment entity, when the payment's
 * capture was not seen here yet (no provider payment id recorded): the entity must be the
 * refund's payment, for one of our orders, of its amount and currency, and captured (or
 * refunded). Locked like a known payment.
 */
async function paymentRefundedFirst(options: {
  tx: Database;
  refund: GatewayRefund;
  payment: GatewayPayment | undefined;
}): Promise<PaymentRow | undefined> {
  const { tx, refund, payment } = options;
  if (!payment?.orderId || payment.id !== refund.paymentId) return undefined;
  if (payment.status !== 'captured' && payment.status !== 'refunded') return undefined;
  // An attempt only ever authorised was never money we kept: its refund proves no capture.
  if (payment.captured === false) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, payment.orderId))
    .for('update');
  // A twin delivery that settled it first (and was waited for): counted once as a known one.
  if (!row || (row.providerPaymentId && row.providerPaymentId !== payment.id)) return undefined;
  if (row.amount !== payment.amount || row.currency !== payment.currency) return undefined;
  return row;
}

/**
 * Another attempt on the same order that pays it in full while the refunded one goes back
 * (two attempts captured, one refunded): Razorpay's list of the order's payments says so.
 * Asked when the refund names an attempt not known here on an order not settled yet, or the
 * attempt recorded on a completed payment that nothing was refunded of yet (a dashboard refund
 * of the one attempt while the other is kept). Asked before any row is locked.
 */
async function keptPaymentBesides(options: {
  context: PaymentContext;
  refund: GatewayRefund;
  payment: GatewayPayment | undefined;
}): Promise<GatewayPayment | undefined> {
  const { context, refund, payment } = options;
  const orderId = payment?.orderId;
  if (!orderId || payment.id !== refund.paymentId) return undefined;
  const { db } = context.database;
  const [ours] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!ours) return undefined;
  if (ours.providerPaymentId === refund.paymentId) {
    // Our own refund (its receipt is our payment's id) gives this payment back: none kept.
    if (ours.status !== 'completed' || refund.receipt === ours.id) return undefined;
    if (await hasRefunds(db, ours.id)) return undefined;
  } else {
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, refund.paymentId));
    if (known || isSettled(ours.status)) return undefined;
  }
  const attempts = await askProvider(context, () => context.payments.fetchOrderPayments(orderId));
  return attempts.find(
    (attempt) => attempt.id !== refund.paymentId && paymentProblem(ours, attempt) === undefined,
  );
}

async function hasRefunds(db: Database, paymentId: string): Promise<boolean> {
  const [any] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .limit(1);
  return any !== undefined;
}

/**
 * Settles a payment whose refund came before its capture. Refunded in full, it is marked
 * refunded without ever granting (no credits, no receipt) and the refund recorded: a capture,
 * a proof or a status check that comes later finds it settled and grants nothing. Refunded in
 * part, it is completed as the capture would, and the refund is then counted as usual.
 */
async function settleBeforeCapture(options: {
  context: PaymentContext;
  tx: Database;
  row: PaymentRow;
  refund: GatewayRefund;
  payment: GatewayPayment | undefined;
}): Promise<'refunded' | 'completed'> {
  const { context, tx, row, refund } = options;
  const method = options.payment?.method ?? null;
  if (refund.amount >= row.amount) {
    await tx
      .update(payments)
      .set({
        status: 'refunded',
        providerPaymentId: refund.paymentId,
        method,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, row.id));
    await tx.insert(paymentRefunds).values({
      id: refund.id,
      paymentId: row.id,
      amount: refund.amount,
      creditsDue: 0,
      creditsTaken: 0,
    });
    context.log.info(
      { paymentId: row.id, refundId: refund.id },
      'payment refunded before its capture was seen',
    );
    return 'refunded';
  }
  await completePayment({
    context,
    db: tx,
    row,
    payment: {
      id: refund.paymentId,
      orderId: row.orderId,
      amount: row.amount,
      currency: row.currency,
      status: 'captured',
      method,
    },
  });
  return 'completed';
}

/** The ledger line: what was refunded, and how many credits that took back. */
function refundDescription(options: {
  planName: string;
  isFull: boolean;
  due: number;
  taken: number;
}): string {
  const { planName, isFull, due, taken } = options;
  const what = `${planName} plan payment ${isFull ? 'refunded' : 'partly refunded'}`;
  const credits = (count: number) => `${count} credit${count === 1 ? '' : 's'}`;
  return taken === due
    ? `Refund: ${what} (${credits(taken)} taken back)`
    : `Refund: ${what} (${taken} of ${credits(due)} taken back; the rest were already spent)`;
}
