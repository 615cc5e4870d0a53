import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { Language } from '@littlestar/shared/i18n/language';
import { inLanguage } from '@littlestar/shared/i18n/translate';
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
import type { Database } from '../../db/database.js';
import { payments, plans } from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import type { GatewayPayment } from '../../providers/payments/payments-provider.js';
import { completePayment } from './completion.js';
import { getUsdInrRate, usdCentsToInrPaise } from './exchange-rate.js';
import {
  askProvider,
  findOwnedOrder,
  isSettled,
  openGatewayOrder,
  orderProblem,
  paymentProblem,
  planDurationDays,
  verificationFailed,
  type PaymentContext,
  type PaymentRow,
  type PlanRow,
} from './payment-rows.js';
import { PLANS } from './plans.js';

/*
 * A plan bought by the buyer's browser: the plans and their prices, the order, the proof the
 * checkout hands back, the status asked for later, and what the buyer reads afterwards.
 */

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

/**
 * Every plan with its prices; the INR price listed is exactly what an INR order charges. Its
 * words are in `language` where they are the seeded ones (en/plans.ts), else as written.
 */
export async function listPlans(options: {
  context: PaymentContext;
  language: Language;
}): Promise<Plan[]> {
  const words = (text: string) => inLanguage(options.language, text);
  const rows = await options.context.database.db
    .select()
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  const needsRate = rows.some((row) => row.priceInrPaise === null);
  const rate = needsRate ? await usdInrRate(options.context) : 0;
  return rows.map((row) => ({
    id: row.id,
    name: words(row.name),
    description: words(row.description),
    credits: row.credits,
    max_children: row.maxChildren,
    max_stories: row.maxStories,
    duration_days: row.durationDays,
    features: row.features.map((feature) => ({
      ...feature,
      name: words(feature.name),
      description: words(feature.description),
    })),
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
  return openPlanOrder({ ...options, purpose: 'plan' });
}

/**
 * `createOrder` for a plan bought for oneself or as a gift: `alongside` writes what the
 * purchase needs besides the payment (the gift's row) in the payment row's transaction.
 */
export async function openPlanOrder(options: {
  context: PaymentContext;
  userId: string;
  input: CreateOrderRequest;
  purpose: 'plan' | 'gift';
  alongside?: (tx: Database, payment: { id: string; credits: number }) => Promise<void>;
}): Promise<OrderResponse> {
  const { context, userId, input } = options;
  const { db } = context.database;
  const [plan] = await db.select().from(plans).where(eq(plans.id, input.plan_id));
  if (!plan) throw new AppError('invalid', `body.plan_id: there is no plan "${input.plan_id}"`);
  const amount = await priceOf({ context, plan, currency: input.currency });

  const id = randomUUID();
  const order = await openGatewayOrder(context, {
    amount,
    currency: input.currency,
    receipt: id,
    notes: { plan_id: plan.id, user_id: userId },
  });
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      userId,
      planId: plan.id,
      purpose: options.purpose,
      planName: plan.name,
      credits: plan.credits,
      provider: context.payments.kind,
      orderId: order.id,
      amount,
      currency: input.currency,
    });
    await options.alongside?.(tx, { id, credits: plan.credits });
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
