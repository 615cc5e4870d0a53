// Runs on PostgreSQL too: one refund delivered twice at once cancels the order once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderResponse } from '@littlestar/shared/payments';
import type { PrintOrder, PrintOrderStatus } from '@littlestar/shared/print-orders';
import type { FakeLulu } from '@littlestar/fakes/fake-lulu';
import type { FakeRazorpay } from '@littlestar/fakes/fake-razorpay';
import { paymentRefunds, payments, printOrders } from '../../db/schema.js';
import { createTestUser, nextIp, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import type { TestApp } from '../../test/test-app.js';
import { CLAIM_LEASE_MS } from './order-claims.js';
import { settleRefundedPrintOrder } from './payment-refunds.js';
import { syncPrintOrders } from './sync.js';
import { startPrintTestApp, testAddress, until, type PrintTestApp } from './test-support.js';

/*
 * A printed book's payment refunded from Razorpay's dashboard: Razorpay's fake sends
 * the signed `refund.processed` event to the real webhook route, and Lulu's fake is the
 * printer the order's job is cancelled at. The orders are set up in the database at the
 * status each case needs (making a story and its print files costs minutes), and their
 * payments are real checkouts paid at the fake.
 */

let printApp: PrintTestApp;
let t: TestApp;
let lulu: FakeLulu;
let razorpay: FakeRazorpay;
let parent: SignedIn;
const address = testAddress;

beforeAll(async () => {
  printApp = await startPrintTestApp({ payments: 'razorpay' });
  ({ t, lulu } = printApp);
  razorpay = printApp.razorpay!;
  parent = await createTestUser(t.app);
}, 120_000);
afterAll(async () => {
  await printApp?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(parent), ...(payload ? { payload } : {}) });

const orderOf = async (id: string) =>
  (await call('GET', `/api/print-orders/${id}`)).json<PrintOrder>();

let events = 0;
const deliver = (delivery: { body: string; signature: string }, eventId: string) =>
  printApp.razorpayWebhook(delivery, eventId);

const luluWebhook = (delivery: { body: string; signature: string }) =>
  printApp.luluWebhook(delivery);

const cancelMails = (title: string) =>
  printApp.printOrderMails(
    parent.email,
    (subject) => subject === `Your printed book "${title}": cancelled`,
  );

/** Razorpay's refund calls: none may be ours, the money went back from the dashboard. */
const ourRefundCalls = () => razorpay.requests.filter((request) => /\/refund/.test(request));

/**
 * An order paid through Razorpay and moved to `status`; from `created` on it has a job at
 * Lulu (in `luluStatus`), made through the app's own print client.
 */
async function paidOrder(
  status: PrintOrderStatus,
  luluStatus = 'CREATED',
): Promise<{ order: PrintOrder; razorpayPaymentId: string; jobId: number | undefined }> {
  const id = randomUUID();
  const title = `Book ${id.slice(0, 8)}`;
  const { db } = t.runtime.context.database;
  await db.insert(printOrders).values({
    id,
    userId: parent.userId,
    storyId: null,
    storyTitle: title,
    status: 'quoted',
    pageCount: 32,
    shippingLevel: 'MAIL',
    address,
    costCents: 1949,
    priceCents: 2534,
  });
  const checkout = await call('POST', `/api/print-orders/${id}/checkout`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const proof = razorpay.pay(checkout.json<OrderResponse>().order_id);
  const captured = await deliver(
    razorpay.webhook('payment.captured', proof.razorpay_payment_id),
    `evt_paid_${(events += 1)}`,
  );
  expect(captured.json()).toEqual({ status: 'processed' });
  let jobId: number | undefined;
  if (status !== 'paid' && status !== 'paying') {
    const job = await t.runtime.context.print!.createPrintJob({
      externalId: id,
      title,
      interiorUrl: 'https://files.example/interior.pdf',
      coverUrl: 'https://files.example/cover.pdf',
      book: { pageCount: 32 },
      address,
      level: 'MAIL',
      contactEmail: parent.email,
    });
    jobId = Number(job.id);
    if (luluStatus !== 'CREATED') lulu.setStatus(jobId, luluStatus);
  }
  await db
    .update(printOrders)
    .set({ status, printJobId: jobId === undefined ? null : String(jobId) })
    .where(eq(printOrders.id, id));
  return { order: await orderOf(id), razorpayPaymentId: proof.razorpay_payment_id, jobId };
}

/** An order checked out and paid at Razorpay, whose capture nobody here has heard of yet. */
async function checkedOutOrder() {
  const id = randomUUID();
  await t.runtime.context.database.db.insert(printOrders).values({
    id,
    userId: parent.userId,
    storyId: null,
    storyTitle: `Book ${id.slice(0, 8)}`,
    status: 'quoted',
    pageCount: 32,
    shippingLevel: 'MAIL',
    address,
    costCents: 1949,
    priceCents: 2534,
  });
  const checkout = await call('POST', `/api/print-orders/${id}/checkout`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const proof = razorpay.pay(checkout.json<OrderResponse>().order_id);
  return { order: await orderOf(id), proof };
}

const isSettled = (id: string) => async () => (await orderOf(id)).refund === 'done';

describe('a printed book refunded from the Razorpay dashboard', { timeout: 120_000 }, () => {
  it('cancels an order at the printer once, however often and however concurrently the refund is delivered', async () => {
    const { order, razorpayPaymentId, jobId } = await paidOrder('created');
    const refundsBefore = ourRefundCalls().length;
    const refund = razorpay.refund(razorpayPaymentId);
    const delivery = razorpay.refundWebhook(refund);
    // Razorpay retries, and may send one refund under two event ids, also at once.
    const answers = await Promise.all([
      deliver(delivery, `evt_refund_${order.id}`),
      deliver(delivery, `evt_refund_${order.id}`),
      deliver(delivery, `evt_refund_${order.id}_again`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(
      answers.filter((answer) => answer.json<{ status: string }>().status === 'processed'),
    ).toHaveLength(1);

    await until(isSettled(order.id));
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
    expect(lulu.jobs.get(jobId!)?.status.name).toBe('CANCELED');
    expect(
      lulu.requests.filter((request) => request === `PUT /print-jobs/${jobId}/status/`),
    ).toHaveLength(1);
    // Lulu then reports the cancellation: it moves nothing and refunds nothing.
    expect((await luluWebhook(lulu.setStatus(jobId!, 'CANCELED'))).json()).toEqual({
      status: 'ignored',
    });
    expect((await deliver(delivery, `evt_refund_${order.id}_late`)).json()).toEqual({
      status: 'duplicate',
    });

    await until(async () => (await cancelMails(order.story_title)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await cancelMails(order.story_title)).toHaveLength(1);
    expect(ourRefundCalls()).toHaveLength(refundsBefore);
    const { db } = t.runtime.context.database;
    const [payment] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.providerPaymentId, razorpayPaymentId));
    expect(payment?.status).toBe('refunded');
  });

  it('cancels a paid order before it is placed, also one whose job the printer made but never confirmed', async () => {
    const unplaced = await paidOrder('paid');
    // Razorpay's webhook completed the payment, and the refund came before the sync saw it.
    const paying = await paidOrder('paying');
    const lost = await paidOrder('created');
    // Placing made the job at Lulu, but its answer was lost: the order is still only paid.
    await t.runtime.context.database.db
      .update(printOrders)
      .set({ status: 'paid', printJobId: null })
      .where(eq(printOrders.id, lost.order.id));

    for (const { order, razorpayPaymentId } of [unplaced, paying, lost]) {
      const refund = razorpay.refund(razorpayPaymentId);
      await deliver(razorpay.refundWebhook(refund), `evt_refund_${order.id}`);
      await until(isSettled(order.id));
      expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
    }
    expect([...lulu.jobs.values()].some((job) => job.external_id === unplaced.order.id)).toBe(
      false,
    );
    expect(lulu.jobs.get(lost.jobId!)?.status.name).toBe('CANCELED');
    expect(ourRefundCalls()).toEqual([]);
  });

  it('keeps a book already printing or shipped, records the refund and mails no cancellation', async () => {
    const printing = await paidOrder('in_production', 'IN_PRODUCTION');
    // The printer started before its webhook came: Lulu refuses to cancel, the order moves on.
    const started = await paidOrder('created', 'IN_PRODUCTION');
    const shipped = await paidOrder('shipped', 'SHIPPED');

    for (const { order, razorpayPaymentId } of [printing, started, shipped]) {
      await deliver(
        razorpay.refundWebhook(razorpay.refund(razorpayPaymentId)),
        `evt_refund_${order.id}`,
      );
      await until(isSettled(order.id));
    }
    expect((await orderOf(printing.order.id)).status).toBe('in_production');
    expect((await orderOf(started.order.id)).status).toBe('in_production');
    expect((await orderOf(shipped.order.id)).status).toBe('shipped');
    expect(lulu.jobs.get(started.jobId!)?.status.name).toBe('IN_PRODUCTION');
    // Only the order Lulu could still have cancelled was asked to be.
    expect(lulu.requests.filter((request) => request.startsWith('PUT '))).not.toContain(
      `PUT /print-jobs/${printing.jobId}/status/`,
    );
    for (const { order } of [printing, started, shipped]) {
      expect(await cancelMails(order.story_title)).toEqual([]);
    }
    expect(ourRefundCalls()).toEqual([]);
  });

  it('leaves an order another run is talking to the printer about, and settles it once that run lets go', async () => {
    const { order, razorpayPaymentId, jobId } = await paidOrder('created');
    const { db } = t.runtime.context.database;
    // A run (a placing) holds the order while it waits for Lulu.
    await db.update(printOrders).set({ claimedAt: new Date() }).where(eq(printOrders.id, order.id));
    await deliver(
      razorpay.refundWebhook(razorpay.refund(razorpayPaymentId)),
      `evt_refund_${order.id}`,
    );
    // The refund's job (here run again by hand) finds the order held: it hands on to a later
    // run, without failing (a retry used up) and having asked Lulu nothing.
    await settleRefundedPrintOrder({ context: t.runtime.context, orderId: order.id });
    expect(lulu.requests).not.toContain(`PUT /print-jobs/${jobId}/status/`);
    expect(await orderOf(order.id)).toMatchObject({ status: 'created', refund: null });

    await db.update(printOrders).set({ claimedAt: null }).where(eq(printOrders.id, order.id));
    // Settled by this run, or by the job's later run should that one claim it first.
    await settleRefundedPrintOrder({ context: t.runtime.context, orderId: order.id });
    await until(isSettled(order.id), 90);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
    expect(
      lulu.requests.filter((request) => request === `PUT /print-jobs/${jobId}/status/`),
    ).toHaveLength(1);
  });

  it('waits out a claim however long it holds, and settles the order once its lease ends', async () => {
    const { order, razorpayPaymentId, jobId } = await paidOrder('created');
    const { db } = t.runtime.context.database;
    // A run holds the order, its lease running out in a few seconds: the refund's job meets the
    // claim more often than it has retries, yet settles the order once the lease has ended.
    await db
      .update(printOrders)
      .set({ claimedAt: new Date(Date.now() - CLAIM_LEASE_MS + 4_000) })
      .where(eq(printOrders.id, order.id));
    await deliver(
      razorpay.refundWebhook(razorpay.refund(razorpayPaymentId)),
      `evt_refund_${order.id}`,
    );
    for (let run = 0; run < 10; run += 1) {
      await settleRefundedPrintOrder({ context: t.runtime.context, orderId: order.id });
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'created', refund: null });
    await until(isSettled(order.id), 90);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
    expect(
      lulu.requests.filter((request) => request === `PUT /print-jobs/${jobId}/status/`),
    ).toHaveLength(1);
  });

  it('keeps the order paid when one of two captured attempts is refunded, whichever it is', async () => {
    const { db } = t.runtime.context.database;
    const paymentRow = async (orderId: string) => {
      const [order] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
      const [row] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
      return row!;
    };
    // The parent paid twice (two tabs): attempt A was recorded, attempt B captured as well.
    const recorded = await paidOrder('created');
    const razorpayOrderId = razorpay.payments.get(recorded.razorpayPaymentId)!.order_id;
    const second = razorpay.pay(razorpayOrderId).razorpay_payment_id;
    expect(
      (await deliver(razorpay.webhook('payment.captured', second), `evt_second_${second}`)).json(),
    ).toEqual({ status: 'processed' });
    expect(await paymentRow(recorded.order.id)).toMatchObject({
      status: 'completed',
      providerPaymentId: recorded.razorpayPaymentId,
    });

    // The dashboard refunds the recorded attempt A, B is kept: B pays the order, nothing is taken.
    const refundOfRecorded = razorpay.refundWebhook(razorpay.refund(recorded.razorpayPaymentId));
    expect((await deliver(refundOfRecorded, `evt_refund_a_${second}`)).statusCode).toBe(200);
    // Razorpay redelivers it, under another event id as well.
    expect((await deliver(refundOfRecorded, `evt_refund_a_${second}_again`)).statusCode).toBe(200);
    const switched = await paymentRow(recorded.order.id);
    expect(switched).toMatchObject({ status: 'completed', providerPaymentId: second });
    expect(
      await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, switched.id)),
    ).toEqual([]);

    // Another order paid twice: the dashboard refunds the duplicate B, the recorded A is kept.
    const kept = await paidOrder('created');
    const keptOrderId = razorpay.payments.get(kept.razorpayPaymentId)!.order_id;
    const duplicate = razorpay.pay(keptOrderId).razorpay_payment_id;
    const refundOfDuplicate = razorpay.refundWebhook(razorpay.refund(duplicate));
    expect((await deliver(refundOfDuplicate, `evt_refund_b_${duplicate}`)).statusCode).toBe(200);
    expect(await paymentRow(kept.order.id)).toMatchObject({
      status: 'completed',
      providerPaymentId: kept.razorpayPaymentId,
    });

    // Give a wrongly enqueued settlement the time to run: none may.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const { order, jobId } of [recorded, kept]) {
      expect(await orderOf(order.id)).toMatchObject({ status: 'created', refund: null });
      expect(lulu.jobs.get(jobId!)?.status.name).toBe('CREATED');
      expect(await cancelMails(order.story_title)).toEqual([]);
    }
    expect(ourRefundCalls()).toEqual([]);

    // The kept attempt B refunded later: now the order's money is back, and it is settled.
    await deliver(razorpay.refundWebhook(razorpay.refund(second)), `evt_refund_kept_${second}`);
    await until(isSettled(recorded.order.id));
    expect(await orderOf(recorded.order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
    expect(await paymentRow(recorded.order.id)).toMatchObject({ status: 'refunded' });
  });

  it('changes no order for a partial refund', async () => {
    const { order, razorpayPaymentId, jobId } = await paidOrder('created');
    const response = await deliver(
      razorpay.refundWebhook(razorpay.refund(razorpayPaymentId, 500)),
      `evt_refund_${order.id}_part`,
    );
    expect(response.json()).toEqual({ status: 'processed' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await orderOf(order.id)).toMatchObject({ status: 'created', refund: null });
    expect(lulu.jobs.get(jobId!)?.status.name).toBe('CREATED');
  });

  it.each(['refund first', 'capture first'] as const)(
    'cancels an order whose refund and capture come in any order (%s), redelivered, and never places it',
    async (arrival) => {
      const { order, proof } = await checkedOutOrder();
      const paymentId = proof.razorpay_payment_id;
      const printJobsBefore = lulu.requests.filter((r) => r === 'POST /print-jobs/').length;
      const refundsBefore = ourRefundCalls().length;
      // The capture's event as Razorpay signed it when the payment was captured.
      const capture = razorpay.webhook('payment.captured', paymentId);
      const refund = razorpay.refundWebhook(razorpay.refund(paymentId));
      const deliveries =
        arrival === 'refund first'
          ? [
              [refund, `evt_refund_${order.id}`],
              [capture, `evt_capture_${order.id}`],
            ]
          : [
              [capture, `evt_capture_${order.id}`],
              [refund, `evt_refund_${order.id}`],
            ];
      for (const [delivery, eventId] of deliveries as [typeof refund, string][]) {
        if (delivery !== refund) {
          expect((await deliver(delivery, eventId)).json()).toEqual({ status: 'processed' });
          continue;
        }
        // The refund also comes twice at once, under two event ids: it counts once.
        const twins = await Promise.all([
          deliver(delivery, eventId),
          deliver(delivery, `${eventId}_twin`),
        ]);
        expect(twins.map((twin) => twin.json<{ status: string }>().status).sort()).toEqual([
          'duplicate',
          'processed',
        ]);
      }
      // Razorpay retries both, under the same and under new event ids.
      for (const [delivery, eventId] of deliveries as [typeof refund, string][]) {
        expect((await deliver(delivery, eventId)).json()).toEqual({ status: 'duplicate' });
        expect((await deliver(delivery, `${eventId}_again`)).statusCode).toBe(200);
      }
      // The browser's proof comes last, and the sync looks for paid orders: neither pays it.
      const paid = await call('POST', `/api/print-orders/${order.id}/pay`, proof);
      expect(paid.statusCode, paid.body).toBe(200);
      await syncPrintOrders(t.runtime.context);

      await until(isSettled(order.id));
      expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });
      await syncPrintOrders(t.runtime.context);
      expect((await orderOf(order.id)).status).toBe('cancelled');
      expect([...lulu.jobs.values()].some((job) => job.external_id === order.id)).toBe(false);
      expect(lulu.requests.filter((r) => r === 'POST /print-jobs/')).toHaveLength(printJobsBefore);
      expect(ourRefundCalls()).toHaveLength(refundsBefore);
      const { db } = t.runtime.context.database;
      const [payment] = await db
        .select({ status: payments.status, id: payments.id })
        .from(payments)
        .where(eq(payments.providerPaymentId, paymentId));
      expect(payment?.status).toBe('refunded');
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment!.id));
      expect(refunds.map((each) => each.amount)).toEqual([2534]);
      await until(async () => (await cancelMails(order.story_title)).length > 0);
      expect(await cancelMails(order.story_title)).toHaveLength(1);
    },
  );
});

describe('a printed book paid after its account was deleted', { timeout: 120_000 }, () => {
  it('places no book, cancels the order and refunds the whole payment once', async () => {
    const leaving = await createTestUser(t.app);
    const { db } = t.runtime.context.database;
    const id = randomUUID();
    await db.insert(printOrders).values({
      id,
      userId: leaving.userId,
      storyId: null,
      storyTitle: 'Zoe and the Dark Cupboard',
      status: 'quoted',
      pageCount: 32,
      shippingLevel: 'MAIL',
      address,
      costCents: 1949,
      priceCents: 2534,
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/print-orders/${id}/checkout`,
      headers: authed(leaving),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const orderRow = async () =>
      (await db.select().from(printOrders).where(eq(printOrders.id, id)))[0];
    expect((await orderRow())?.status).toBe('paying');

    // The checkout was left open in another tab while the parent deleted the account.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...authed(leaving), 'x-forwarded-for': nextIp() },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const printJobsBefore = lulu.requests.filter((r) => r === 'POST /print-jobs/').length;
    const proof = razorpay.pay(checkout.json<OrderResponse>().order_id);
    const paymentId = proof.razorpay_payment_id;
    const capture = razorpay.webhook('payment.captured', paymentId);
    expect((await deliver(capture, `evt_capture_${id}`)).json()).toEqual({
      status: 'processed',
    });

    // The sync finds the completed payment; the queued jobs run on the app's workers.
    await syncPrintOrders(t.runtime.context);
    await until(async () => (await orderRow())?.refund === 'done');
    expect(await orderRow()).toMatchObject({
      status: 'cancelled',
      statusMessage: 'The account was deleted.',
      refund: 'done',
      printJobId: null,
    });
    const refundsOf = () =>
      [...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId);
    expect(refundsOf()).toHaveLength(1);
    expect(razorpay.payments.get(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 2534,
    });

    // Razorpay's event for that refund, the capture again and another sync change nothing.
    const [refund] = refundsOf();
    expect((await deliver(razorpay.refundWebhook(refund!), `evt_refund_${id}`)).statusCode).toBe(
      200,
    );
    expect((await deliver(capture, `evt_capture_${id}_again`)).statusCode).toBe(200);
    await syncPrintOrders(t.runtime.context);
    const [payment] = await db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId));
    expect(payment?.status).toBe('refunded');
    const recorded = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment!.id));
    expect(recorded.map((each) => each.amount)).toEqual([2534]);
    expect(refundsOf()).toHaveLength(1);
    expect(await orderRow()).toMatchObject({ status: 'cancelled', refund: 'done' });
    expect([...lulu.jobs.values()].some((job) => job.external_id === id)).toBe(false);
    expect(lulu.requests.filter((r) => r === 'POST /print-jobs/')).toHaveLength(printJobsBefore);
  });
});
