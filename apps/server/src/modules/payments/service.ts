import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, or, sum } from 'drizzle-orm';
import { z } from 'zod';
import { paidWithText } from '@littlestar/shared/payment-texts';
import {
  POPULAR_PLAN_NAME,
  type CreateOrderRequest,
  type Currency,
  type OrderResponse,
  type PaymentProof,
  type PaymentReceipt,
  type PaymentStatus,
  type PaymentTransaction,
  type PaymentTransactionsPage,
  type Plan,
} from '@littlestar/shared/payments';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import {
  paymentRefunds,
  payments,
  plans,
  webhookEvents,
  type PaymentRowStatus,
} from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import { defineJob } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { isDeliverableAddress } from '../../providers/mail/mail-provider.js';
import {
  PaymentGatewayError,
  type GatewayOrder,
  type GatewayPayment,
} from '../../providers/payments/payments-provider.js';
import { getUserEmail, isAccountDeleted } from '../accounts/service.js';
import { grantCredits, takeBackCredits } from '../credits/service.js';
import { getUsdInrRate, usdCentsToInrPaise } from './exchange-rate.js';
import { paymentReceiptMail } from './mails.js';
import { PLANS } from './plans.js';

type PaymentContext = Pick<AppContext, 'database' | 'config' | 'payments' | 'log' | 'queue'>;
type PlanRow = typeof plans.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const VERIFICATION_FAILED = 'Payment verification failed';

/** Adds the plans of `plans.ts` missing from the database; runs at every start (idempotent). */
export async function seedPlans(options: { db: Database }): Promise<void> {
  await options.db.transaction(async (tx) => {
    for (const [sortOrder, plan] of PLANS.entries()) {
      // A plan already in the database is the operator's: edits there survive a restart.
      await tx
        .insert(plans)
        .values({ ...plan, sortOrder, updatedAt: new Date() })
        .onConflictDoNothing({ target: plans.id });
    }
  });
}

/** Every plan with its prices; the INR price listed is exactly what an INR order charges. */
export async function listPlans(options: { context: PaymentContext }): Promise<Plan[]> {
  const rows = await options.context.database.db
    .select()
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  const needsRate = rows.some((row) => row.priceInrPaise === null);
  const rate = needsRate ? await usdInrRate(options.context) : 0;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    credits: row.credits,
    max_children: row.maxChildren,
    max_stories: row.maxStories,
    duration_days: row.durationDays,
    features: row.features,
    price: row.priceUsdCents / 100,
    price_usd_cents: row.priceUsdCents,
    price_inr_paise: row.priceInrPaise ?? usdCentsToInrPaise(row.priceUsdCents, rate),
    is_popular: row.name === POPULAR_PLAN_NAME,
  }));
}

/**
 * Opens an order at the payment provider for a plan. The amount is the plan's price in the
 * chosen currency, looked up here; the browser only names the plan. Nothing is stored unless
 * the provider made the order.
 */
export async function createOrder(options: {
  context: PaymentContext;
  userId: string;
  input: CreateOrderRequest;
}): Promise<OrderResponse> {
  const { context, userId, input } = options;
  const { db } = context.database;
  const [plan] = await db.select().from(plans).where(eq(plans.id, input.plan_id));
  if (!plan) throw new AppError('invalid', `body.plan_id: there is no plan "${input.plan_id}"`);
  const amount = await priceOf({ context, plan, currency: input.currency });

  const id = randomUUID();
  let order: GatewayOrder;
  try {
    order = await context.payments.createOrder({
      amount,
      currency: input.currency,
      receipt: id,
      notes: { plan_id: plan.id, user_id: userId },
    });
  } catch (error) {
    context.log.error({ err: error }, 'payment provider refused to create an order');
    throw new AppError(
      'unavailable',
      'Failed to create order: the payment provider did not answer.',
    );
  }
  await db.insert(payments).values({
    id,
    userId,
    planId: plan.id,
    planName: plan.name,
    credits: plan.credits,
    provider: context.payments.kind,
    orderId: order.id,
    amount,
    currency: input.currency,
  });
  return {
    key_id: context.payments.keyId,
    amount,
    currency: input.currency,
    order_id: order.id,
    plan_id: plan.id,
    plan_name: plan.name,
    credits: plan.credits,
    duration_days: plan.durationDays,
  };
}

/**
 * Checks what the checkout handed the browser and grants the plan's credits. The signature is
 * checked against the order id we stored, then the provider is asked whether that payment
 * really paid that order in full. Safe to call any number of times, also at once with the
 * webhook: credits are granted once.
 */
export async function verifyPayment(options: {
  context: PaymentContext;
  userId: string;
  proof: PaymentProof;
}): Promise<{ status: PaymentStatus }> {
  const { context, userId, proof } = options;
  const row = await findOwnedOrder({ context, userId, orderId: proof.razorpay_order_id });
  const isSigned = context.payments.isPaymentSignatureValid({
    orderId: row.orderId,
    paymentId: proof.razorpay_payment_id,
    signature: proof.razorpay_signature,
  });
  if (!isSigned) throw verificationFailed('the payment signature does not match');
  if (isSettled(row.status)) return { status: row.status };

  const [order, payment] = await Promise.all([
    askProvider(context, () => context.payments.fetchOrder(row.orderId)),
    askProvider(context, () => context.payments.fetchPayment(proof.razorpay_payment_id)),
  ]);
  const problem = paymentProblem(row, payment) ?? orderProblem(row, order);
  if (problem === 'not captured') return { status: 'pending' };
  if (problem) {
    context.log.warn({ orderId: row.orderId, problem }, 'payment verification refused');
    throw verificationFailed(problem);
  }
  // A refund that came first may have settled the payment as refunded meanwhile.
  return { status: await completePayment({ context, db: context.database.db, row, payment }) };
}

/**
 * The status of one of the user's purchases, by provider payment id or order id. An order
 * still open is settled with the provider first, so a payment whose browser closed before it
 * reported back shows (and grants) as completed.
 */
export async function getPaymentStatus(options: {
  context: PaymentContext;
  userId: string;
  paymentId: string;
}): Promise<{ status: PaymentStatus }> {
  const { context, userId, paymentId } = options;
  const [row] = await context.database.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(eq(payments.providerPaymentId, paymentId), eq(payments.orderId, paymentId)),
      ),
    );
  if (!row) throw new AppError('not_found', 'No such payment.');
  if (isSettled(row.status)) return { status: row.status };

  const attempts = await askProvider(context, () =>
    context.payments.fetchOrderPayments(row.orderId),
  ).catch(() => [] as GatewayPayment[]);
  const paid = attempts.find((payment) => paymentProblem(row, payment) === undefined);
  if (paid) {
    return {
      status: await completePayment({ context, db: context.database.db, row, payment: paid }),
    };
  }
  if (attempts.some((payment) => paymentProblem(row, payment) === 'not captured')) {
    return { status: 'pending' };
  }
  return { status: row.status };
}

/** The checkout was dismissed: an open order is marked failed; a completed one stays so. */
export async function failOrder(options: {
  context: PaymentContext;
  userId: string;
  orderId: string;
}): Promise<{ status: PaymentStatus }> {
  const { context, userId, orderId } = options;
  const row = await findOwnedOrder({ context, userId, orderId });
  const [updated] = await context.database.db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'created')))
    .returning({ status: payments.status });
  return { status: updated?.status ?? row.status };
}

/** The simulated checkout: pays one of the user's orders, answering what Razorpay would. */
export async function simulateCheckout(options: {
  context: PaymentContext;
  userId: string;
  orderId: string;
}): Promise<PaymentProof> {
  const { payments: gateway } = options.context;
  if (!gateway.pay) throw new AppError('not_found', 'The simulated checkout is not enabled.');
  const row = await findOwnedOrder(options);
  if (row.status === 'failed') {
    throw new AppError('conflict', 'This order was cancelled. Please start a new purchase.');
  }
  return gateway.pay({ orderId: row.orderId });
}

/**
 * What one of the user's purchases bought, for the confirmation shown after paying. The
 * validity is the plan's (payments keep the plan's name, credits and price, not its days).
 */
export async function getPaymentReceipt(options: {
  context: PaymentContext;
  userId: string;
  orderId: string;
}): Promise<PaymentReceipt> {
  const row = await findOwnedOrder(options);
  const durationDays = await planDurationDays(options.context.database.db, row.planId);
  const isPaid = isSettled(row.status);
  return {
    order_id: row.orderId,
    payment_id: row.providerPaymentId,
    status: row.status,
    plan_name: row.planName,
    credits: row.credits,
    duration_days: durationDays,
    amount: row.amount / 100,
    currency: row.currency,
    // A completed row is not written again (a partial refund writes only its own row).
    paid_at: isPaid ? row.updatedAt.toISOString() : null,
    paid_with: paidWithText({ provider: row.provider, method: row.method, isPaid }),
  };
}

/** The user's purchases, newest first, one page at a time. */
export async function listPaymentTransactions(options: {
  context: PaymentContext;
  userId: string;
  page: number;
  pageSize: number;
}): Promise<PaymentTransactionsPage> {
  const { context, userId, page, pageSize } = options;
  const { db } = context.database;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  return {
    items: rows.map(toPaymentTransaction),
    total: totals?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

/** The fields of Razorpay's webhook events we read; the rest is ignored. */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
          /** False for an attempt only ever authorised (Razorpay refunds those by itself). */
          captured: z.boolean().optional(),
          method: z.string().nullable().optional(),
        }),
      })
      .optional(),
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
type WebhookEvent = z.infer<typeof webhookEventSchema>;

const GRANTING_EVENTS = new Set(['payment.captured', 'order.paid']);
// A refund made at once comes as `refund.created` already processed; one that takes days comes
// as `refund.created` (pending) and later `refund.processed`. Each refund id counts once.
const REFUND_EVENTS = new Set(['refund.processed', 'refund.created']);

/** A payment whose credits were granted; nothing moves it back to open. */
const isSettled = (status: PaymentRowStatus): status is 'completed' | 'refunded' =>
  status === 'completed' || status === 'refunded';

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

type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

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
type RefundEntity = NonNullable<WebhookEvent['payload']['refund']>['entity'];
type PaymentEntity = NonNullable<WebhookEvent['payload']['payment']>['entity'];

/**
 * Razorpay refunded (part of) a payment: the credits it granted are taken back in proportion
 * to the amount refunded so far (all of them once the whole amount is), but never more than
 * the balance holds, with a ledger entry the parent reads. Each refund id is handled once
 * (also under another event id); the event, the refund, the ledger entry and the payment's
 * status are written in one transaction.
 */
async function takeBackRefundedCredits(options: {
  context: PaymentContext;
  eventId: string;
  event: string;
  refund: RefundEntity;
  /** The refunded payment as Razorpay's event carries it (signed with the event). */
  payment: PaymentEntity | undefined;
  onPrintPaymentRefunded: PrintPaymentRefundListener | undefined;
}): Promise<{ status: WebhookOutcome }> {
  const { context, eventId, event, refund } = options;
  if (refund.status !== undefined && refund.status !== 'processed') {
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
      .where(eq(payments.providerPaymentId, refund.payment_id))
      .for('update');
    if (
      known?.status === 'completed' &&
      keptPayment &&
      known.providerPaymentId === refund.payment_id &&
      !(await hasRefunds(tx, known.id))
    ) {
      // The recorded attempt went back while another captured one is kept: that one pays the
      // order from now on, and nothing is taken (no credits, no order settled). A redelivery
      // finds the refunded attempt no longer ours and ignores it.
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
      return { status: 'processed' as const };
    }
    const row = known ?? (await paymentRefundedFirst({ tx, refund, payment: options.payment }));
    if (row && !known && !isSettled(row.status) && keptPayment) {
      // Another attempt on the order was refunded, and this one was kept: it pays the order.
      await completePayment({ context, db: tx, row, payment: keptPayment });
      context.log.info(
        { eventId, refundId: refund.id, paymentId: row.id },
        'refund of another attempt on a paid order: the kept payment completes it',
      );
      return { status: 'processed' as const };
    }
    if (row && !known && !isSettled(row.status)) {
      // Razorpay sends its events in any order: this refund came before the payment's capture
      // (or the browser's proof). A refund proves the capture, so the payment is settled here.
      const settled = await settleBeforeCapture({
        context,
        tx,
        row,
        refund,
        payment: options.payment,
      });
      if (settled === 'refunded') {
        if (row.purpose === 'print') {
          await options.onPrintPaymentRefunded?.({ tx, paymentId: row.id, isFull: true });
        }
        return { status: 'processed' as const };
      }
      const [completed] = await tx.select().from(payments).where(eq(payments.id, row.id));
      if (completed) Object.assign(row, completed);
    }
    const problem = !row
      ? 'unknown payment'
      : !isSettled(row.status)
        ? 'the payment granted no credits'
        : refund.currency !== row.currency
          ? 'the refund is in another currency'
          : undefined;
    if (!row || problem) {
      context.log.warn({ eventId, refundId: refund.id, problem }, 'refund event ignored');
      return { status: 'ignored' as const };
    }
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
    const due = dueFor(refundedAfter) - dueFor(refundedBefore);
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
      await options.onPrintPaymentRefunded?.({ tx, paymentId: row.id, isFull });
    }
    return { status: 'processed' as const };
  });
}

/**
 * Our payment that a refund's event names through its payment entity, when the payment's
 * capture was not seen here yet (no provider payment id recorded): the entity must be the
 * refund's payment, for one of our orders, of its amount and currency, and captured (or
 * refunded). Locked like a known payment.
 */
async function paymentRefundedFirst(options: {
  tx: Database;
  refund: RefundEntity;
  payment: PaymentEntity | undefined;
}): Promise<PaymentRow | undefined> {
  const { tx, refund, payment } = options;
  if (!payment?.order_id || payment.id !== refund.payment_id) return undefined;
  if (payment.status !== 'captured' && payment.status !== 'refunded') return undefined;
  // An attempt only ever authorised was never money we kept: its refund proves no capture.
  if (payment.captured === false) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, payment.order_id))
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
  refund: RefundEntity;
  payment: PaymentEntity | undefined;
}): Promise<GatewayPayment | undefined> {
  const { context, refund, payment } = options;
  const orderId = payment?.order_id;
  if (!orderId || payment.id !== refund.payment_id) return undefined;
  const { db } = context.database;
  const [ours] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!ours) return undefined;
  if (ours.providerPaymentId === refund.payment_id) {
    // Our own refund (its receipt is our payment's id) gives this payment back: none kept.
    if (ours.status !== 'completed' || refund.receipt === ours.id) return undefined;
    if (await hasRefunds(db, ours.id)) return undefined;
  } else {
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, refund.payment_id));
    if (known || isSettled(ours.status)) return undefined;
  }
  const attempts = await askProvider(context, () => context.payments.fetchOrderPayments(orderId));
  return attempts.find(
    (attempt) => attempt.id !== refund.payment_id && paymentProblem(ours, attempt) === undefined,
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
  refund: RefundEntity;
  payment: PaymentEntity | undefined;
}): Promise<'refunded' | 'completed'> {
  const { context, tx, row, refund } = options;
  const method = options.payment?.method ?? null;
  if (refund.amount >= row.amount) {
    await tx
      .update(payments)
      .set({
        status: 'refunded',
        providerPaymentId: refund.payment_id,
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
      id: refund.payment_id,
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

/**
 * Marks a purchase completed, grants its credits and enqueues its receipt, once. The payment
 * row is locked so concurrent verify, webhook and status calls queue up; the ledger key
 * ('payment', our payment id) and the receipt's mail key back that up.
 */
async function completePayment(options: {
  context: PaymentContext;
  db: Database;
  row: PaymentRow;
  payment: GatewayPayment;
}): Promise<PaymentRowStatus> {
  const { context } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, options.row.id))
      .for('update');
    if (!row) return options.row.status;
    // A refunded payment stays refunded: its credits were granted once and taken back.
    if (isSettled(row.status)) return row.status;
    // A printed book's payment buys no credits and has its own mails (print-orders).
    const isPlan = row.purpose === 'plan';
    // Paid after its account was deleted (a checkout left open, a late webhook): nobody is
    // left to use the credits, so none are granted and the money goes back. A printed book's
    // payment goes back with its order's cancellation (print-orders' `markOrderPaid`).
    const isForNobody = isPlan && (await isAccountDeleted(tx, row.userId));
    if (isPlan && !isForNobody) await grantPlanCredits(tx, row);
    const paidAt = new Date();
    const [completed] = await tx
      .update(payments)
      .set({
        status: 'completed',
        providerPaymentId: options.payment.id,
        method: options.payment.method,
        updatedAt: paidAt,
        // Nothing was granted, so a refund of it (ours, or one from the dashboard that comes
        // first) has nothing to take back.
        ...(isForNobody ? { credits: 0 } : {}),
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (isForNobody) {
      await context.queue.enqueue(refundDeletedAccountPaymentJob, { paymentId: row.id }, { tx });
      context.log.info({ paymentId: row.id }, 'payment of a deleted account: refunding it');
    } else if (completed && isPlan) {
      await enqueueReceipt({ context, tx, row: completed, paidAt });
    }
    return 'completed' as const;
  });
}

/**
 * The receipt e-mail, in the transaction that completes the payment: no receipt for a grant
 * that rolled back, and its key makes a second enqueue (or a retry) send nothing more.
 */
async function enqueueReceipt(options: {
  context: PaymentContext;
  tx: Database;
  row: PaymentRow;
  paidAt: Date;
}): Promise<void> {
  const { context, tx, row, paidAt } = options;
  const email = await getUserEmail(tx, row.userId);
  if (!email || !isDeliverableAddress(email)) return;
  await context.queue.enqueue(
    sendMailJob,
    {
      ...paymentReceiptMail({
        to: email,
        planName: row.planName,
        credits: row.credits,
        durationDays: await planDurationDays(tx, row.planId),
        amount: row.amount,
        currency: row.currency,
        paymentId: row.providerPaymentId ?? row.orderId,
        orderId: row.orderId,
        paidAt,
        paidWith: paidWithText({ provider: row.provider, method: row.method, isPaid: true }) ?? '',
        link: `${context.config.publicUrl}/transactions`,
        replyTo: context.config.supportEmail,
      }),
      dedupeKey: `payment-receipt:${row.id}`,
    },
    { tx },
  );
}

/** The validity of a plan purchase (0 for a printed book's payment, which has no plan). */
async function planDurationDays(db: Database, planId: string | null): Promise<number> {
  if (!planId) return 0;
  const [plan] = await db
    .select({ durationDays: plans.durationDays })
    .from(plans)
    .where(eq(plans.id, planId));
  return plan?.durationDays ?? 0;
}

async function grantPlanCredits(tx: Database, row: PaymentRow): Promise<void> {
  await grantCredits({
    db: tx,
    userId: row.userId,
    amount: row.credits,
    type: 'top-up',
    description: `${row.planName} plan: ${row.credits} credits`,
    source: 'payment',
    sourceId: row.id,
  });
}

/** Why a provider payment does not pay this order in full, or undefined when it does. */
function paymentProblem(row: PaymentRow, payment: GatewayPayment): string | undefined {
  if (payment.orderId !== row.orderId) return 'the payment is for another order';
  if (payment.amount !== row.amount || payment.currency !== row.currency) {
    return 'the amount paid does not match the order';
  }
  if (payment.status === 'authorized') return 'not captured';
  if (payment.status !== 'captured') return 'the payment did not go through';
  return undefined;
}

function orderProblem(row: PaymentRow, order: GatewayOrder): string | undefined {
  if (order.id !== row.orderId) return 'the provider answered for another order';
  if (order.amount !== row.amount || order.currency !== row.currency) {
    return 'the order amount at the provider does not match';
  }
  if (order.status !== 'paid') return 'the order is not paid';
  return undefined;
}

const verificationFailed = (reason: string) =>
  new AppError('invalid', `${VERIFICATION_FAILED}: ${reason}.`);

/** Provider calls: an unknown id is the caller's mistake (4xx), no answer is ours (503). */
async function askProvider<T>(context: PaymentContext, call: () => Promise<T>): Promise<T> {
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

async function findOwnedOrder(options: {
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

async function priceOf(options: {
  context: PaymentContext;
  plan: PlanRow;
  currency: Currency;
}): Promise<number> {
  const { plan, currency } = options;
  if (currency === 'USD') return plan.priceUsdCents;
  return (
    plan.priceInrPaise ?? usdCentsToInrPaise(plan.priceUsdCents, await usdInrRate(options.context))
  );
}

function usdInrRate(context: PaymentContext): Promise<number> {
  return getUsdInrRate({
    db: context.database.db,
    url: context.config.exchangeRate.url,
    fallbackRate: context.config.exchangeRate.fallbackUsdInr,
    log: context.log,
  });
}

function toPaymentTransaction(row: PaymentRow): PaymentTransaction {
  return {
    id: row.id,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    amount: row.amount / 100,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    plan_id: row.planId ?? row.purpose,
    plan_name: row.planName,
    provider_response: { order_id: row.orderId, receipt: row.id, method: row.method },
  };
}

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
  let order: GatewayOrder;
  try {
    order = await context.payments.createOrder({
      amount: amountUsdCents,
      currency: 'USD',
      receipt: id,
      notes: { print_order_id: options.printOrderId, user_id: userId },
    });
  } catch (error) {
    context.log.error({ err: error }, 'payment provider refused to create an order');
    throw new AppError(
      'unavailable',
      'Failed to create order: the payment provider did not answer.',
    );
  }
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

/**
 * `payments.refund-deleted-account`: a plan's payment that completed after its account was
 * deleted granted nothing (`completePayment`); its money goes back in full.
 */
export const refundDeletedAccountPaymentJob = defineJob({
  name: 'payments.refund-deleted-account',
  payload: z.object({ paymentId: z.uuid() }),
  async handle({ context, payload }) {
    const [row] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payload.paymentId));
    if (!row) return;
    await refundInFull({ context, row });
  },
});

/**
 * Refunds a completed payment in full, once: the provider is asked first whether the payment
 * is refunded already (a retry after a lost answer), and only then to refund it; our receipt
 * is the payment id. The refund is recorded and the payment marked refunded.
 */
async function refundInFull(options: { context: PaymentContext; row: PaymentRow }): Promise<void> {
  const { context, row } = options;
  const { db } = context.database;
  if (row.status === 'refunded') return;
  if (row.status !== 'completed' || !row.providerPaymentId) {
    throw new Error(`a ${row.status} payment cannot be refunded`);
  }
  const paymentId = row.providerPaymentId;
  const payment = await context.payments.fetchPayment(paymentId);
  // A part may have gone back from the gateway's dashboard already: only the rest is refunded
  // (asking for the whole amount again would be refused, and the order never refunded).
  const [already] = await db
    .select({ total: sum(paymentRefunds.amount).mapWith(Number) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, row.id));
  const left = row.amount - (already?.total ?? 0);
  const refundId =
    payment.status === 'refunded' || left <= 0
      ? `${paymentId}:refunded`
      : (await context.payments.refund({ paymentId, amount: left, receipt: row.id })).id;
  await db.transaction(async (tx) => {
    await tx
      .insert(paymentRefunds)
      .values({
        id: refundId,
        paymentId: row.id,
        amount: Math.max(0, left),
        creditsDue: 0,
        creditsTaken: 0,
      })
      .onConflictDoNothing();
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(payments.id, row.id));
  });
}
