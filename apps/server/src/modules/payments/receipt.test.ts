// Runs on PostgreSQL too: confirmations of one payment at once mail one receipt.
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { openPayload } from '../../jobs/sealed-payload.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { ORIGIN, createTestUser, type SignedIn } from '../../test/accounts.js';
import { mailsIn, recipientOf, waitForMail } from '../../test/outbox.js';
import { appWith } from '../../test/test-app.js';

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

const call = (method: 'GET' | 'POST', url: string, signedIn: SignedIn, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { cookie: signedIn.cookie, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });

/** Orders the Standard plan in rupees and pays it through the simulated checkout. */
async function buyStandard(signedIn: SignedIn) {
  const order = await call('POST', '/api/payments/create-order', signedIn, {
    plan_id: 'standard',
    currency: 'INR',
  });
  const { order_id: orderId } = order.json<{ order_id: string }>();
  const proof = (
    await call('POST', '/api/payments/simulated/pay', signedIn, { order_id: orderId })
  ).json<{ razorpay_payment_id: string }>();
  return { orderId, proof };
}

/** The queued `mail.send` jobs (sealed) that carry this payment's receipt. */
async function receiptJobs() {
  const { context } = testApp.runtime;
  const { rows } = await context.database.sql.executeSql(
    "SELECT data FROM pgboss.job WHERE name = 'mail.send'",
    [],
  );
  return rows
    .map((row) => sendMailJob.payload.parse(openPayload(context.secret, row.data)))
    .filter((payload) => payload.dedupeKey?.startsWith('payment-receipt:'));
}

describe('the receipt of a purchase', () => {
  it('is mailed once with amount, plan, payment id and date, however often the payment is confirmed', async () => {
    const buyer = await createTestUser(testApp.app);
    const { orderId, proof } = await buyStandard(buyer);
    // The browser's verify, a double click and the status poll (by order: the payment id is
    // not known before a verify), all at once, then once more.
    const confirmations = await Promise.all([
      call('POST', '/api/payments/verify', buyer, proof),
      call('POST', '/api/payments/verify', buyer, proof),
      call('GET', `/api/payments/payment-status/${orderId}`, buyer),
    ]);
    for (const response of confirmations) expect(response.json()).toEqual({ status: 'completed' });
    await call('POST', '/api/payments/verify', buyer, proof);

    const isReceipt = (mail: ParsedMail) =>
      recipientOf(mail) === buyer.email && (mail.subject ?? '').includes('receipt');
    const mail = await waitForMail(testApp.config.dataDir, isReceipt);
    expect(mail.subject).toBe('Your Littlestar receipt: Standard plan, ₹799');
    expect(mail.text).toContain('Plan: Standard (15 credits, valid for 90 days)');
    expect(mail.text).toContain('Amount paid: ₹799');
    expect(mail.text).toContain(`Payment ID: ${proof.razorpay_payment_id}`);
    expect(mail.text).toContain(`Order ID: ${orderId}`);
    expect(mail.text).toMatch(/Date: \d{1,2} \w+ \d{4}.* UTC/);
    expect(mail.text).toContain('Paid with: Test checkout (no real money was charged)');
    expect(mail.text).not.toMatch(/simulated/i);

    const jobs = (await receiptJobs()).filter((job) => job.to === buyer.email);
    expect(jobs).toHaveLength(1);
    // Let any straggler job run before counting what arrived.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsIn(testApp.config.dataDir, isReceipt)).toHaveLength(1);
  });

  it('shows the buyer what was bought, and nobody else', async () => {
    const buyer = await createTestUser(testApp.app);
    const { orderId, proof } = await buyStandard(buyer);
    await call('POST', '/api/payments/verify', buyer, proof);
    const receipt = await call('GET', `/api/payments/receipt/${orderId}`, buyer);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      order_id: orderId,
      payment_id: proof.razorpay_payment_id,
      status: 'completed',
      plan_name: 'Standard',
      credits: 15,
      duration_days: 90,
      amount: 799,
      currency: 'INR',
      paid_with: 'Test checkout (no real money was charged)',
    });
    expect(Date.parse(receipt.json<{ paid_at: string }>().paid_at)).toBeGreaterThan(0);

    const stranger = await createTestUser(testApp.app);
    const hidden = await call('GET', `/api/payments/receipt/${orderId}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'No such order.', code: 'not_found' });
  });

  it('answers an order not paid yet without a date or a way of paying', async () => {
    const buyer = await createTestUser(testApp.app);
    const order = await call('POST', '/api/payments/create-order', buyer, {
      plan_id: 'starter',
      currency: 'USD',
    });
    const { order_id: orderId } = order.json<{ order_id: string }>();
    const receipt = await call('GET', `/api/payments/receipt/${orderId}`, buyer);
    expect(receipt.json()).toMatchObject({ status: 'created', paid_at: null, paid_with: null });
  });
});
