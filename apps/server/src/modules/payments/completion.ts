import { eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import { paidWithText } from '@littlestar/shared/payment-texts';
import type { Database } from '../../db/database.js';
import { paymentRefunds, payments, type PaymentRowStatus } from '../../db/payments-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { isDeliverableAddress } from '../../providers/mail/mail-provider.js';
import type { GatewayPayment } from '../../providers/payments/payments-provider.js';
import { getUserContact, isAccountDeleted } from '../accounts/service.js';
import { grantCredits } from '../credits/service.js';
import { openGiftOfPayment } from './gift-settlement.js';
import { paymentReceiptMail } from './mails.js';
import {
  isSettled,
  planDurationDays,
  type PaymentContext,
  type PaymentRow,
} from './payment-rows.js';

/*
 * A payment settles here, whichever way it was proven (the browser's proof, the webhook, a
 * status check, a refund that came first): completed once, its credits granted once, its
 * receipt sent once; or given back in full.
 */

/**
 * Marks a purchase completed, grants its credits and enqueues its receipt, once. The payment
 * row is locked so concurrent verify, webhook and status calls queue up; the ledger key
 * ('payment', our payment id) and the receipt's mail key back that up.
 */
export async function completePayment(options: {
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
    // A printed book's payment buys no credits and has its own mails (print-orders); a gift's
    // credits go to the buyer and on to its code (gift-settlement.ts).
    const isPlan = row.purpose !== 'print';
    // Paid after its account was deleted (a checkout left open, a late webhook): nobody is
    // left to use the credits, so none are granted and the money goes back. A printed book's
    // payment goes back with its order's cancellation (print-orders' `markOrderPaid`).
    const isForNobody = isPlan && (await isAccountDeleted(tx, row.userId));
    const paidAt = new Date();
    if (isPlan && !isForNobody) await grantPlanCredits(tx, row);
    if (row.purpose === 'gift' && !isForNobody) await openGiftOfPayment({ tx, row, paidAt });
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
  const contact = await getUserContact(tx, row.userId);
  if (!contact || !isDeliverableAddress(contact.email)) return;
  const { email, language } = contact;
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
        isGift: row.purpose === 'gift',
        replyTo: context.config.supportEmail,
        language,
      }),
      dedupeKey: `payment-receipt:${row.id}`,
    },
    { tx },
  );
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
export async function refundInFull(options: {
  context: PaymentContext;
  row: PaymentRow;
}): Promise<void> {
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
