// Runs on PostgreSQL too: the browser and three webhooks at once grant once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeRazorpay,
  type FakeRazorpay,
  type FakeRefund,
} from '@littlestar/fakes/fake-razorpay';
import { creditEntries, payments } from '../../db/schema.js';
import { openPayload } from '../../jobs/sealed-payload.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { createTestUser, nextIp, ORIGIN, type SignedIn } from '../../test/accounts.js';
import { createTestChild } from '../../test/children.js';
import { appWith } from '../../test/test-app.js';
import { refundDeletedAccountPaymentJob } from './service.js';

// Typed asymmetric matchers (vitest types them as any).
const anyString = expect.any(String) as string;
const matching = (pattern: RegExp) => expect.stringMatching(pattern) as string;

/** The receipt mails queued for `email` (this app runs no workers: they wait in the queue). */
async function receiptMailsTo(email: string) {
  const { context } = testApp.runtime;
  const { rows } = await context.database.sql.executeSql(
    "SELECT data FROM pgboss.job WHERE name = 'mail.send'",
    [],
  );
  return rows
    .map((row) => sendMailJob.payload.parse(openPayload(context.secret, row.data)))
    .filter((mail) => mail.to === email && mail.dedupeKey?.startsWith('payment-receipt:'));
}

let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(async () => {
  await razorpay.close();
});

const testApp = appWith(() => ({
  env: {
    TRUST_PROXY: 'true',
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  },
}));

const bearer = (signedIn: SignedIn) => ({ authorization: `Bearer ${signedIn.bearer}` });

const call = (method: 'GET' | 'POST', url: string, signedIn: SignedIn, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(signedIn), ...(payload ? { payload } : {}) });

const createOrder = async (signedIn: SignedIn, planId = 'standard', currency = 'INR') => {
  const response = await call('POST', '/api/payments/create-order', signedIn, {
    plan_id: planId,
    currency,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order_id: string; amount: number; key_id: string; currency: string }>();
};

const verify = (signedIn: SignedIn, proof: object) =>
  call('POST', '/api/payments/verify', signedIn, proof);

const deliverWebhook = (delivery: { body: string; signature: string }, eventId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: delivery.body,
  });

const balanceOf = async (signedIn: SignedIn) =>
  (await call('GET', '/api/payments/credits', signedIn)).json<{ total_credits: number }>()
    .total_credits;

const topUpsOf = (userId: string) =>
  testApp.runtime.context.database.db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));

describe('Razorpay orders', () => {
  it('creates the order at Razorpay for the plan’s own price, with a unique receipt', async () => {
    const signedIn = await createTestUser(testApp.app);
    const plans = (await testApp.app.inject({ method: 'GET', url: '/api/payments/plans' })).json<
      { id: string; price_inr_paise: number; price_usd_cents: number }[]
    >();
    const standard = plans.find((plan) => plan.id === 'standard');

    const inr = await createOrder(signedIn, 'standard', 'INR');
    const usd = await createOrder(signedIn, 'standard', 'USD');
    expect(inr).toEqual({
      key_id: razorpay.keyId,
      amount: standard?.price_inr_paise,
      currency: 'INR',
      order_id: matching(/^order_/),
      plan_id: 'standard',
      plan_name: 'Standard',
      credits: 15,
      duration_days: 90,
    });
    expect(usd.amount).toBe(standard?.price_usd_cents);
    const atRazorpay = [razorpay.orders.get(inr.order_id), razorpay.orders.get(usd.order_id)];
    expect(atRazorpay.map((order) => [order?.amount, order?.currency])).toEqual([
      [inr.amount, 'INR'],
      [usd.amount, 'USD'],
    ]);
    expect(atRazorpay[0]?.receipt).not.toBe(atRazorpay[1]?.receipt);
    expect(razorpay.requests).toContain('POST /v1/orders');
  });

  it('does not offer the simulated checkout', async () => {
    const signedIn = await createTestUser(testApp.app);
    const { order_id } = await createOrder(signedIn);
    const response = await call('POST', '/api/payments/simulated/pay', signedIn, { order_id });
    expect(response.statusCode).toBe(404);
  });
});

describe('granting a paid order', () => {
  it('grants once when the browser and three webhook deliveries arrive at the same time', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn);
    const proof = razorpay.pay(order.order_id);
    const delivery = razorpay.webhook('payment.captured', proof.razorpay_payment_id);

    const [browser, ...webhooks] = await Promise.all([
      verify(signedIn, proof),
      deliverWebhook(delivery, 'evt_same'),
      deliverWebhook(delivery, 'evt_same'),
      deliverWebhook(delivery, 'evt_same'),
    ]);
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toEqual({ status: 'completed' });
    for (const webhook of webhooks) expect(webhook.statusCode).toBe(200);
    expect(
      webhooks.filter((webhook) => webhook.json<{ status: string }>().status === 'duplicate'),
    ).toHaveLength(2);

    // A later order.paid event for the same payment, and the browser again: still once.
    const orderPaid = razorpay.webhook('order.paid', proof.razorpay_payment_id);
    expect((await deliverWebhook(orderPaid, 'evt_other')).statusCode).toBe(200);
    expect((await verify(signedIn, proof)).json()).toEqual({ status: 'completed' });

    expect(await balanceOf(signedIn)).toBe(15);
    expect(await topUpsOf(signedIn.userId)).toHaveLength(1);
    // One receipt, in a parent's words, whichever of them completed the payment.
    const receipts = await receiptMailsTo(signedIn.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Paid with: UPI, through Razorpay');
    expect(receipts[0]?.text).toContain(`Payment ID: ${proof.razorpay_payment_id}`);

    const history = await call('GET', '/api/payments/payment-transactions', signedIn);
    expect(history.json<{ items: unknown[] }>().items).toEqual([
      {
        id: anyString,
        provider: 'razorpay',
        provider_payment_id: proof.razorpay_payment_id,
        amount: 799,
        currency: 'INR',
        status: 'completed',
        created_at: anyString,
        plan_id: 'standard',
        plan_name: 'Standard',
        provider_response: { order_id: order.order_id, receipt: anyString, method: 'upi' },
      },
    ]);
  });

  it('checks the order and the payment with Razorpay before granting the browser’s proof', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn, 'premium', 'USD');
    const proof = razorpay.pay(order.order_id);
    expect((await verify(signedIn, proof)).json()).toEqual({ status: 'completed' });
    expect(razorpay.requests).toContain(`GET /v1/orders/${order.order_id}`);
    expect(razorpay.requests).toContain(`GET /v1/payments/${proof.razorpay_payment_id}`);
    expect(await balanceOf(signedIn)).toBe(40);
  });

  it('grants through the webhook alone when the browser never came back', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn, 'starter', 'USD');
    const proof = razorpay.pay(order.order_id);
    // The checkout was closed after paying: the page reported a dismissal, not a success.
    await call('POST', `/api/payments/fail-order/${order.order_id}`, signedIn);
    const response = await deliverWebhook(
      razorpay.webhook('order.paid', proof.razorpay_payment_id),
      'evt_alone',
    );
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await balanceOf(signedIn)).toBe(5);
    const status = await call(
      'GET',
      `/api/payments/payment-status/${proof.razorpay_payment_id}`,
      signedIn,
    );
    expect(status.json()).toEqual({ status: 'completed' });
  });

  it('settles a paid order when its status is asked, asking Razorpay for the order’s payments', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn);
    razorpay.pay(order.order_id);
    const status = await call('GET', `/api/payments/payment-status/${order.order_id}`, signedIn);
    expect(status.json()).toEqual({ status: 'completed' });
    expect(razorpay.requests).toContain(`GET /v1/orders/${order.order_id}/payments`);
    expect(await balanceOf(signedIn)).toBe(15);
  });
});

describe('a payment completing after its account was deleted', () => {
  it('grants nothing, sends no receipt, and refunds the whole amount through Razorpay', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn, 'starter', 'USD');
    // The checkout was left open in another tab while the parent deleted the account.
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...bearer(signedIn), origin: ORIGIN, 'x-forwarded-for': nextIp() },
      payload: { password: signedIn.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const proof = razorpay.pay(order.order_id);
    const delivered = await deliverWebhook(
      razorpay.webhook('payment.captured', proof.razorpay_payment_id),
      'evt_after_deletion',
    );
    expect(delivered.json()).toEqual({ status: 'processed' });

    expect(await topUpsOf(signedIn.userId)).toEqual([]);
    expect(await receiptMailsTo(signedIn.email)).toEqual([]);
    const { context } = testApp.runtime;
    const [row] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.order_id));
    const { rows: jobs } = await context.database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = 'payments.refund-deleted-account'",
      [],
    );
    expect(jobs).toContainEqual({ data: { paymentId: row?.id } });
    // This app runs no workers: run the queued job as its worker would, twice (a retry).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await refundDeletedAccountPaymentJob.handle({
        context,
        payload: { paymentId: row?.id ?? '' },
        jobId: 'test',
        retryCount: attempt,
      });
    }
    const paid = razorpay.payments.get(proof.razorpay_payment_id);
    expect(paid).toMatchObject({ status: 'refunded', amount_refunded: paid?.amount });
    expect(
      [...razorpay.refunds.values()].filter(
        (refund) => refund.payment_id === proof.razorpay_payment_id,
      ),
    ).toHaveLength(1);
    const [refunded] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.order_id));
    expect(refunded?.status).toBe('refunded');

    // Razorpay's own event for that refund then changes nothing more.
    const [refund] = [...razorpay.refunds.values()].filter(
      (each) => each.payment_id === proof.razorpay_payment_id,
    );
    if (refund) {
      const again = await deliverWebhook(
        razorpay.refundWebhook(refund),
        'evt_refund_after_deletion',
      );
      expect(again.statusCode).toBe(200);
    }
    expect(await topUpsOf(signedIn.userId)).toEqual([]);
  });
});

describe('refusing what was not paid', () => {
  it('refuses a tampered signature and grants nothing', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn);
    const proof = razorpay.pay(order.order_id);
    const flipped = proof.razorpay_signature.startsWith('0') ? '1' : '0';
    const response = await verify(signedIn, {
      ...proof,
      razorpay_signature: flipped + proof.razorpay_signature.slice(1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Payment verification failed: the payment signature does not match.',
      code: 'invalid',
    });
    expect(await balanceOf(signedIn)).toBe(0);
  });

  it('refuses a payment of a signed proof for another order', async () => {
    const signedIn = await createTestUser(testApp.app);
    const cheap = await createOrder(signedIn, 'starter');
    const dear = await createOrder(signedIn, 'premium');
    const cheapProof = razorpay.pay(cheap.order_id);
    // A genuine proof for the cheap order, presented as payment of the dear one.
    const response = await verify(signedIn, { ...cheapProof, razorpay_order_id: dear.order_id });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(signedIn)).toBe(0);
  });

  it('answers 404 for another user’s order, and grants that user nothing', async () => {
    const owner = await createTestUser(testApp.app);
    const other = await createTestUser(testApp.app);
    const order = await createOrder(owner);
    const proof = razorpay.pay(order.order_id);
    for (const response of [
      await verify(other, proof),
      await call('POST', `/api/payments/fail-order/${order.order_id}`, other),
      await call('GET', `/api/payments/payment-status/${order.order_id}`, other),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: anyString, code: 'not_found' });
    }
    expect(await balanceOf(other)).toBe(0);
    expect(await balanceOf(owner)).toBe(0);
  });

  it('refuses a payment whose amount Razorpay reports differently from the plan', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn);
    const proof = razorpay.pay(order.order_id, { amount: 100 });
    const response = await verify(signedIn, proof);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Payment verification failed: the amount paid does not match the order.',
      code: 'invalid',
    });
    const webhook = await deliverWebhook(
      razorpay.webhook('payment.captured', proof.razorpay_payment_id),
      'evt_short',
    );
    expect(webhook.json()).toEqual({ status: 'ignored' });
    const status = await call('GET', `/api/payments/payment-status/${order.order_id}`, signedIn);
    expect(status.json()).toEqual({ status: 'created' });
    expect(await balanceOf(signedIn)).toBe(0);
  });

  it('refuses a webhook whose signature does not cover the exact body', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn);
    const proof = razorpay.pay(order.order_id);
    const delivery = razorpay.webhook('payment.captured', proof.razorpay_payment_id);
    const reserialised = JSON.stringify(JSON.parse(delivery.body));
    for (const forged of [
      { body: reserialised, signature: delivery.signature },
      { body: delivery.body, signature: '0'.repeat(64) },
      { body: delivery.body, signature: '' },
    ]) {
      const response = await deliverWebhook(forged, 'evt_forged');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The webhook signature does not match.',
        code: 'invalid',
      });
    }
    expect(await balanceOf(signedIn)).toBe(0);
    // The forged deliveries did not use up the event id: the genuine one still grants.
    expect((await deliverWebhook(delivery, 'evt_forged')).json()).toEqual({ status: 'processed' });
    expect(await balanceOf(signedIn)).toBe(15);
  });
});

describe('when Razorpay is down', () => {
  it('answers a clear error and stores no order', async () => {
    const signedIn = await createTestUser(testApp.app);
    razorpay.isDown = true;
    try {
      const response = await call('POST', '/api/payments/create-order', signedIn, {
        plan_id: 'standard',
        currency: 'INR',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: 'Failed to create order: the payment provider did not answer.',
        code: 'unavailable',
      });
    } finally {
      razorpay.isDown = false;
    }
    const rows = await testApp.runtime.context.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, signedIn.userId));
    expect(rows).toEqual([]);
  });
});

describe('refunds (refund.processed)', () => {
  interface UsageEntry {
    type: string;
    description: string;
    amount: number;
    balance_after: number;
  }
  const usageOf = async (signedIn: SignedIn) =>
    (await call('GET', '/api/payments/credit-usage?page_size=50', signedIn))
      .json<{ items: UsageEntry[] }>()
      .items.map(({ type, description, amount, balance_after }) => ({
        type,
        description,
        amount,
        balance_after,
      }));
  const refundsIn = (entries: UsageEntry[]) => entries.filter((entry) => entry.type === 'refund');
  const statusOf = async (signedIn: SignedIn, paymentId: string) =>
    (await call('GET', `/api/payments/payment-status/${paymentId}`, signedIn)).json<{
      status: string;
    }>().status;

  /** A parent buys a plan and is granted its credits; answers checkout’s proof of payment. */
  const buy = async (signedIn: SignedIn, planId: string, currency = 'INR') => {
    const order = await createOrder(signedIn, planId, currency);
    const proof = razorpay.pay(order.order_id);
    expect((await verify(signedIn, proof)).json()).toEqual({ status: 'completed' });
    return proof;
  };
  let events = 0;
  const deliverRefund = (refund: FakeRefund, eventId = `evt_refund_${(events += 1)}`) =>
    deliverWebhook(razorpay.refundWebhook(refund), eventId);

  it('takes back every credit of a fully refunded payment once, however often it is delivered', async () => {
    const signedIn = await createTestUser(testApp.app);
    const proof = await buy(signedIn, 'standard');
    const paymentId = proof.razorpay_payment_id;
    expect(await balanceOf(signedIn)).toBe(15);

    const refund = razorpay.refund(paymentId);
    // Razorpay retries, and may send one refund under several event ids, also at once.
    const answers = await Promise.all([
      deliverRefund(refund, 'evt_full'),
      deliverRefund(refund, 'evt_full'),
      deliverRefund(refund),
      deliverRefund(refund),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<{ status: string }>().status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ]);
    expect((await deliverRefund(refund)).json()).toEqual({ status: 'duplicate' });

    expect(await balanceOf(signedIn)).toBe(0);
    const usage = await usageOf(signedIn);
    expect(usage[0]).toEqual({
      type: 'refund',
      description: 'Refund: Standard plan payment refunded (15 credits taken back)',
      amount: -15,
      balance_after: 0,
    });
    expect(refundsIn(usage)).toHaveLength(1);

    // The purchase reads as refunded, and neither its proof nor a late capture grants again.
    expect(await statusOf(signedIn, paymentId)).toBe('refunded');
    const history = await call('GET', '/api/payments/payment-transactions', signedIn);
    expect(history.json<{ items: { status: string }[] }>().items[0]?.status).toBe('refunded');
    expect((await verify(signedIn, proof)).json()).toEqual({ status: 'refunded' });
    expect(
      (await deliverWebhook(razorpay.webhook('payment.captured', paymentId), 'evt_late')).json(),
    ).toEqual({ status: 'ignored' });
    expect(await balanceOf(signedIn)).toBe(0);
  });

  it('takes back in proportion for each partial refund, all of them once the whole amount is', async () => {
    const signedIn = await createTestUser(testApp.app);
    const paymentId = (await buy(signedIn, 'starter')).razorpay_payment_id;
    const paid = razorpay.payments.get(paymentId)?.amount ?? 0;
    expect(await balanceOf(signedIn)).toBe(5);

    // 1 rupee of 399: not a whole credit's worth, so nothing is taken and nothing is written.
    expect((await deliverRefund(razorpay.refund(paymentId, 100))).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(signedIn)).toBe(5);
    expect(refundsIn(await usageOf(signedIn))).toEqual([]);

    const half = Math.floor(paid / 2);
    expect((await deliverRefund(razorpay.refund(paymentId, half - 100))).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(signedIn)).toBe(3);
    expect(await statusOf(signedIn, paymentId)).toBe('completed');

    expect((await deliverRefund(razorpay.refund(paymentId))).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(signedIn)).toBe(0);
    expect(await statusOf(signedIn, paymentId)).toBe('refunded');
    expect(refundsIn(await usageOf(signedIn))).toEqual([
      {
        type: 'refund',
        description: 'Refund: Starter plan payment refunded (3 credits taken back)',
        amount: -3,
        balance_after: 0,
      },
      {
        type: 'refund',
        description: 'Refund: Starter plan payment partly refunded (2 credits taken back)',
        amount: -2,
        balance_after: 3,
      },
    ]);
  });

  it('never takes the balance below zero: credits already spent stay spent, and the entry says so', async () => {
    const signedIn = await createTestUser(testApp.app);
    const paymentId = (await buy(signedIn, 'starter')).razorpay_payment_id;
    for (const name of ['Asha', 'Ravi', 'Meera'])
      await createTestChild(testApp.app, signedIn, { name });
    expect(await balanceOf(signedIn)).toBe(2);

    expect((await deliverRefund(razorpay.refund(paymentId))).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(signedIn)).toBe(0);
    expect((await usageOf(signedIn))[0]).toEqual({
      type: 'refund',
      description:
        'Refund: Starter plan payment refunded (2 of 5 credits taken back; the rest were already spent)',
      amount: -2,
      balance_after: 0,
    });
    expect(await statusOf(signedIn, paymentId)).toBe('refunded');

    // With nothing left, a refund of a second purchase takes nothing and still marks it.
    const second = (await buy(signedIn, 'starter')).razorpay_payment_id;
    for (const name of ['Kabir', 'Isha', 'Dev', 'Tara', 'Neel']) {
      await createTestChild(testApp.app, signedIn, { name });
    }
    expect(await balanceOf(signedIn)).toBe(0);
    expect((await deliverRefund(razorpay.refund(second))).json()).toEqual({ status: 'processed' });
    expect(await balanceOf(signedIn)).toBe(0);
    expect(await statusOf(signedIn, second)).toBe('refunded');
    expect(refundsIn(await usageOf(signedIn))).toHaveLength(1);
  });

  it('settles a payment refunded before its capture came as refunded, granting nothing then or later', async () => {
    const signedIn = await createTestUser(testApp.app);
    await buy(signedIn, 'starter');
    // Paid at Razorpay, but never verified or reported here: the refund's event comes first.
    const order = await createOrder(signedIn, 'standard');
    const proof = razorpay.pay(order.order_id);
    const unreported = proof.razorpay_payment_id;
    const capture = razorpay.webhook('payment.captured', unreported);
    expect((await deliverRefund(razorpay.refund(unreported))).json()).toEqual({
      status: 'processed',
    });
    // The capture, the browser's proof and a status check come after it: none grants.
    expect((await deliverWebhook(capture, 'evt_capture_after_refund')).statusCode).toBe(200);
    expect((await verify(signedIn, proof)).json()).toEqual({ status: 'refunded' });
    expect(await statusOf(signedIn, unreported)).toBe('refunded');
    expect(await balanceOf(signedIn)).toBe(5);
    expect(refundsIn(await usageOf(signedIn))).toEqual([]);
  });

  it('grants for the kept payment when another attempt on the same order is refunded first', async () => {
    const signedIn = await createTestUser(testApp.app);
    await buy(signedIn, 'starter');
    const order = await createOrder(signedIn, 'standard');
    const kept = razorpay.pay(order.order_id);
    // A second attempt on the order, captured too and refunded by the merchant, whose refund's
    // event comes before the kept payment's capture or the browser's proof.
    const extra = razorpay.pay(order.order_id);
    const capture = razorpay.webhook('payment.captured', kept.razorpay_payment_id);
    expect((await deliverRefund(razorpay.refund(extra.razorpay_payment_id))).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(signedIn)).toBe(5 + 15);
    // The kept payment's capture and proof then find it paid, and grant nothing more.
    expect((await deliverWebhook(capture, 'evt_kept_capture')).statusCode).toBe(200);
    expect((await verify(signedIn, kept)).json()).toEqual({ status: 'completed' });
    expect(await statusOf(signedIn, kept.razorpay_payment_id)).toBe('completed');
    expect(await balanceOf(signedIn)).toBe(5 + 15);
    expect(refundsIn(await usageOf(signedIn))).toEqual([]);
  });

  it('answers 200 and ignores a refund of a payment this server never heard of', async () => {
    const signedIn = await createTestUser(testApp.app);
    await buy(signedIn, 'starter');
    // Another merchant's payment, or one this server never heard of.
    const stranger: FakeRefund = {
      id: 'rfnd_stranger',
      entity: 'refund',
      amount: 100,
      currency: 'INR',
      payment_id: 'pay_notours',
      notes: {},
      receipt: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
      created_at: Math.floor(Date.now() / 1000),
    };
    expect((await deliverRefund(stranger)).json()).toEqual({ status: 'ignored' });
    expect(await balanceOf(signedIn)).toBe(5);
    expect(refundsIn(await usageOf(signedIn))).toEqual([]);
  });

  it('refuses a forged refund with 400 and takes nothing back', async () => {
    const signedIn = await createTestUser(testApp.app);
    const paymentId = (await buy(signedIn, 'starter')).razorpay_payment_id;
    const delivery = razorpay.refundWebhook(razorpay.refund(paymentId));
    const response = await deliverWebhook(
      { body: delivery.body, signature: '0'.repeat(64) },
      'evt_forged_refund',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The webhook signature does not match.',
      code: 'invalid',
    });
    expect(await balanceOf(signedIn)).toBe(5);
  });
});
