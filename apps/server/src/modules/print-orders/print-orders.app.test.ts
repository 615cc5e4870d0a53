// Runs on PostgreSQL too: a place-order job runs three times at once, and twin runs race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderResponse, PaymentProof } from '@littlestar/shared/payments';
import type { PrintOrder, PrintOrderList } from '@littlestar/shared/print-orders';
import type { FakeLulu } from '@littlestar/fakes/fake-lulu';
import { paymentRefunds, payments, printOrders, simulatedPayments } from '../../db/schema.js';
import type { SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { downloadDataExport } from '../../test/data-export.js';
import { callAs, generateStory } from '../../test/stories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { placePrintOrder } from './placing.js';
import { syncPrintOrders } from './sync.js';
import {
  startPrintTestApp,
  storyWithPrintFiles,
  testAddress,
  until,
  type PrintTestApp,
} from './test-support.js';

let printApp: PrintTestApp;
let t: TestApp;
let lulu: FakeLulu;
let parent: SignedIn;
let storyId: string;

// Lower case on purpose: the country is normalised before Lulu sees it.
const address = { ...testAddress, country_code: 'us' };

beforeAll(async () => {
  printApp = await startPrintTestApp({ env: { PRINT_MARGIN_PERCENT: '20' } });
  ({ t, lulu } = printApp);
  ({ user: parent, storyId } = await storyWithPrintFiles(t));
}, 240_000);
afterAll(async () => {
  await printApp?.close();
});

const orderOf = async (id: string) =>
  (await callAs(t, parent, 'GET', `/api/print-orders/${id}`)).json<PrintOrder>();

/** Quote, checkout and the simulated payment: the proof the browser would hand back. */
async function quoteAndPay(level = 'MAIL'): Promise<{ order: PrintOrder; proof: PaymentProof }> {
  const quoted = await callAs(t, parent, 'POST', '/api/print-orders', {
    story_id: storyId,
    address,
    shipping_level: level,
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  const order = quoted.json<PrintOrder>();
  const checkout = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/checkout`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await callAs(t, parent, 'POST', '/api/payments/simulated/pay', {
    order_id: checkout.json<OrderResponse>().order_id,
  });
  expect(paid.statusCode).toBe(200);
  return { order, proof: paid.json<PaymentProof>() };
}

async function placedOrder(): Promise<{ order: PrintOrder; jobId: number }> {
  const { order, proof } = await quoteAndPay();
  const paid = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof);
  expect(paid.statusCode, paid.body).toBe(200);
  await until(async () => (await orderOf(order.id)).status === 'created');
  const job = [...lulu.jobs.values()].find((each) => each.external_id === order.id);
  return { order, jobId: job!.id };
}

const webhook = (delivery: { body: string; signature: string }) => printApp.luluWebhook(delivery);

const printOrderMails = (status: string) =>
  printApp.printOrderMails(parent.email, (subject) => subject.includes(status));

// Minutes, not seconds: each test waits on jobs that share two cores with other test files.
describe('ordering a printed book from Lulu', { timeout: 120_000 }, () => {
  it('prices each shipping option from the printer with our margin, and refuses bad addresses', async () => {
    const options = await callAs(t, parent, 'GET', '/api/print-orders/options');
    expect(options.json<{ countries: { code: string }[] }>().countries).toContainEqual({
      code: 'US',
      name: 'United States',
    });
    const shipping = await callAs(t, parent, 'POST', '/api/print-orders/shipping-options', {
      story_id: storyId,
      address,
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    // (14.50 + 4.99) × 1.2 = 23.388, rounded up to a cent; (14.50 + 12.00) × 1.2 = 31.80.
    expect(shipping.json()).toEqual({
      options: [
        { level: 'MAIL', price_cents: 2339 },
        { level: 'EXPEDITED', price_cents: 3180 },
      ],
    });

    const refusals = [
      [{ story_id: storyId, address: { ...address, country_code: 'KP' } }, 'We cannot ship'],
      [{ story_id: storyId, address: { ...address, postcode: '<script>' } }, 'Postcode'],
      [{ story_id: storyId, address: { ...address, name: 'A\u0007B' } }, 'Name'],
      [{ story_id: storyId, address: {} }, 'required'],
      [{ story_id: 'not-a-story', address }, 'story'],
    ] as const;
    for (const [body, detail] of refusals) {
      const response = await callAs(t, parent, 'POST', '/api/print-orders/shipping-options', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    }
    const unoffered = await callAs(t, parent, 'POST', '/api/print-orders', {
      story_id: storyId,
      address,
      shipping_level: 'EXPRESS',
    });
    expect(unoffered.statusCode).toBe(400);
    expect(unoffered.json()).toEqual({
      detail: 'This shipping option is not offered for this address.',
      code: 'invalid',
    });
    // Another parent's story is not there at all.
    const stranger = await generateStory(t);
    const theirs = await callAs(t, stranger.user, 'POST', '/api/print-orders', {
      story_id: storyId,
      address,
      shipping_level: 'MAIL',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ detail: string }>().detail).toBe('Story not found');
  });

  it('takes the payment once and places one print job however often it is retried', async () => {
    const { order, proof } = await quoteAndPay();
    expect(order).toMatchObject({ status: 'quoted', price_cents: 2339, currency: 'USD' });
    // Reopening the checkout answers the same payment order, for the quoted amount.
    const again = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/checkout`);
    expect(again.json<OrderResponse>()).toMatchObject({
      order_id: proof.razorpay_order_id,
      amount: 2339,
      currency: 'USD',
    });
    // A forged proof is refused and moves nothing.
    const forged = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, {
      ...proof,
      razorpay_signature: '0'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderOf(order.id)).status).toBe('paying');

    const before = lulu.requests.filter((request) => request === 'POST /print-jobs/').length;
    const confirmations = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof),
      ),
    );
    for (const response of confirmations) expect(response.statusCode, response.body).toBe(200);
    // The job run again, three times at once, as a retry or a twin would.
    await Promise.all(
      [1, 2, 3].map(() => placePrintOrder({ context: t.runtime.context, orderId: order.id })),
    );
    await until(async () => (await orderOf(order.id)).status === 'created');
    await Promise.all(
      [1, 2].map(() => placePrintOrder({ context: t.runtime.context, orderId: order.id })),
    );
    expect(lulu.requests.filter((request) => request === 'POST /print-jobs/').length).toBe(
      before + 1,
    );
    const jobs = [...lulu.jobs.values()].filter((job) => job.external_id === order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      contact_email: parent.email,
      shipping_level: 'MAIL',
      shipping_address: { country_code: 'US', postcode: '62701' },
    });
    expect(jobs[0]?.line_items[0]?.printable_normalization.interior.source_url).toContain(
      'interior',
    );
    // One token served every call so far.
    expect(lulu.tokensIssued).toBe(1);

    const [payment] = await t.runtime.context.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, proof.razorpay_order_id));
    expect(payment).toMatchObject({ status: 'completed', amount: 2339, purpose: 'print' });
    // A book's payment buys no credits (the story's one credit was spent).
    const credits = await callAs(t, parent, 'GET', '/api/payments/credits');
    expect(credits.json<{ total_credits: number }>().total_credits).toBe(0);

    const listed = (await callAs(t, parent, 'GET', '/api/print-orders')).json<PrintOrderList>();
    expect(listed.items.find((item) => item.id === order.id)?.status).toBe('created');
    await until(async () => (await printOrderMails('ordered')).length > 0);
    const [row] = await t.runtime.context.database.db
      .select({ id: printOrders.id })
      .from(printOrders)
      .where(eq(printOrders.id, order.id));
    expect(row).toBeDefined();
    // No job payload carries the address or the e-mail.
    const { rows } = await t.runtime.context.database.sql.executeSql(
      "SELECT data::text AS data FROM pgboss.job WHERE name LIKE 'print-orders.%'",
    );
    for (const job of rows as { data: string }[]) {
      expect(job.data).not.toContain('Main Street');
      expect(job.data).not.toContain(parent.email);
    }
  });

  it('asks Lulu with no row locked: a twin run leaves a claimed order alone, a crashed run’s job is found again', async () => {
    const { db } = t.runtime.context.database;
    const jobsMade = () =>
      lulu.requests.filter((request) => request === 'POST /print-jobs/').length;
    const before = jobsMade();
    const { order, proof } = await quoteAndPay();
    // Lulu takes its time to make the job: meanwhile nothing holds the order's row.
    let answerLulu = () => {};
    lulu.holdPrintJobs = new Promise((resolve) => {
      answerLulu = resolve;
    });
    try {
      const paid = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof);
      expect(paid.statusCode, paid.body).toBe(200);
      await until(async () => jobsMade() === before + 1);
      const [unlocked] = await db.transaction((tx) =>
        tx
          .select({ status: printOrders.status })
          .from(printOrders)
          .where(eq(printOrders.id, order.id))
          .for('update', { noWait: true }),
      );
      expect(unlocked?.status).toBe('paid');
      // Twins and retries while the first run waits for Lulu: they find the order claimed.
      await Promise.all(
        [1, 2, 3].map(() => placePrintOrder({ context: t.runtime.context, orderId: order.id })),
      );
      expect((await orderOf(order.id)).status).toBe('paid');
    } finally {
      answerLulu();
      lulu.holdPrintJobs = undefined;
    }
    await until(async () => (await orderOf(order.id)).status === 'created');
    expect(jobsMade()).toBe(before + 1);
    expect([...lulu.jobs.values()].filter((job) => job.external_id === order.id)).toHaveLength(1);

    // A run made the job at Lulu and died before recording it, its claim left behind.
    const crashed = await quoteAndPay();
    const made = await t.runtime.context.print!.createPrintJob({
      externalId: crashed.order.id,
      title: crashed.order.story_title,
      interiorUrl: 'https://files.example/interior.pdf',
      coverUrl: 'https://files.example/cover.pdf',
      book: { pageCount: crashed.order.page_count },
      address: testAddress,
      level: 'MAIL',
      contactEmail: parent.email,
    });
    await db
      .update(printOrders)
      .set({ claimedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(printOrders.id, crashed.order.id));
    const afterCrash = jobsMade();
    const paid = await callAs(t, parent, 'POST', `/api/print-orders/${crashed.order.id}/pay`, {
      ...crashed.proof,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await until(async () => (await orderOf(crashed.order.id)).status === 'created');
    expect(jobsMade()).toBe(afterCrash);
    const [row] = await db
      .select({ printJobId: printOrders.printJobId, claimedAt: printOrders.claimedAt })
      .from(printOrders)
      .where(eq(printOrders.id, crashed.order.id));
    expect(row).toEqual({ printJobId: made.id, claimedAt: null });
  });

  it('places an order whose payment completed while the browser was gone, and only that one', async () => {
    const { order: settled } = await quoteAndPay();
    const { order: open } = await quoteAndPay();
    const [row] = await t.runtime.context.database.db
      .select({ paymentId: printOrders.paymentId })
      .from(printOrders)
      .where(eq(printOrders.id, settled.id));
    // What Razorpay's payment.captured webhook does to our payment; the browser never confirms.
    await t.runtime.context.database.db
      .update(payments)
      .set({ status: 'completed' })
      .where(eq(payments.id, row!.paymentId!));
    await syncPrintOrders(t.runtime.context);
    await until(async () => (await orderOf(settled.id)).status === 'created');
    expect((await orderOf(open.id)).status).toBe('paying');
  });

  it('moves with signed webhooks to printing and shipped, with tracking; refuses a bad signature', async () => {
    const { order, jobId } = await placedOrder();
    const production = lulu.setStatus(jobId, 'IN_PRODUCTION');
    const forged = await webhook({ ...production, signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      detail: 'The webhook signature does not match.',
      code: 'invalid',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/print-orders/webhook/lulu',
      headers: { 'content-type': 'application/json' },
      payload: production.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(order.id)).status).toBe('created');

    expect((await webhook(production)).json()).toEqual({ status: 'processed' });
    expect((await webhook(production)).json()).toEqual({ status: 'ignored' });
    expect((await orderOf(order.id)).status).toBe('in_production');

    const shipped = lulu.setStatus(jobId, 'SHIPPED', {
      tracking: { id: '1Z999', url: 'https://track.example/1Z999', carrier: 'UPS' },
    });
    expect((await webhook(shipped)).statusCode).toBe(200);
    // A late delivery of an earlier status moves nothing back.
    expect((await webhook(production)).json()).toEqual({ status: 'ignored' });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'shipped',
      tracking: { carrier: 'UPS', number: '1Z999', url: 'https://track.example/1Z999' },
      refund: null,
    });
    await until(async () => (await printOrderMails('shipped')).length > 0);
    expect((await printOrderMails('shipped'))[0]?.text).toContain('1Z999');
  });

  it('refunds a cancelled order once, whether the webhook or the poll reports it', async () => {
    const { order, jobId } = await placedOrder();
    const cancelled = lulu.setStatus(jobId, 'CANCELED', { message: 'Cancelled by support' });
    // The poll finds it first (the order has been quiet), then the webhook comes twice.
    await t.runtime.context.database.db
      .update(printOrders)
      .set({ updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(printOrders.id, order.id));
    await syncPrintOrders(t.runtime.context);
    await Promise.all([webhook(cancelled), webhook(cancelled)]);
    await until(async () => (await orderOf(order.id)).refund === 'done');
    await syncPrintOrders(t.runtime.context);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refund: 'done' });

    const { db } = t.runtime.context.database;
    const [row] = await db.select().from(printOrders).where(eq(printOrders.id, order.id));
    const [payment] = await db.select().from(payments).where(eq(payments.id, row!.paymentId!));
    expect(payment?.status).toBe('refunded');
    const refunds = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(2339);
    const [gateway] = await db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.orderId, payment!.orderId));
    expect(gateway?.status).toBe('refunded');
    await until(async () => (await printOrderMails('cancelled')).length > 0);
    expect(await printOrderMails('cancelled')).toHaveLength(1);
  });

  it('reports a file the printer refuses, orders nothing and refunds the payment', async () => {
    lulu.rejectFile = { file: 'cover', reason: 'The cover is 0.2 in too narrow.' };
    try {
      const before = lulu.jobs.size;
      const { order, proof } = await quoteAndPay();
      expect(
        (await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof)).statusCode,
      ).toBe(200);
      await until(async () => (await orderOf(order.id)).refund === 'done');
      expect(await orderOf(order.id)).toMatchObject({ status: 'rejected', refund: 'done' });
      expect(lulu.jobs.size).toBe(before);
      const [row] = await t.runtime.context.database.db
        .select({ message: printOrders.statusMessage })
        .from(printOrders)
        .where(eq(printOrders.id, order.id));
      expect(row?.message).toBe(
        'The printer refused the cover file: The cover is 0.2 in too narrow.',
      );
      await until(async () => (await printOrderMails('could not be printed')).length > 0);
    } finally {
      lulu.rejectFile = undefined;
    }
  });

  it('answers a printer outage with 503 and hostile input with 4xx, never 5xx', async () => {
    lulu.isDown = true;
    try {
      const down = await callAs(t, parent, 'POST', '/api/print-orders/shipping-options', {
        story_id: storyId,
        address,
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        detail: 'The printing service is not answering. Please try again in a few minutes.',
        code: 'unavailable',
      });
    } finally {
      lulu.isDown = false;
    }
    const hostile: [string, string, unknown][] = [
      ['GET', '/api/print-orders/not-a-uuid', undefined],
      ['GET', '/api/print-orders/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/api/print-orders/00000000-0000-4000-8000-000000000000/checkout', undefined],
      ['POST', '/api/print-orders/00000000-0000-4000-8000-000000000000/pay', { x: 1 }],
      ['POST', '/api/print-orders', { story_id: storyId, address, shipping_level: 'TELEPORT' }],
      ['POST', '/api/print-orders', 'not json'],
    ];
    for (const [method, url, payload] of hostile) {
      const response = await callAs(t, parent, method as 'GET', url, payload as object);
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/print-orders/webhook/lulu',
      headers: { 'content-type': 'application/json', 'lulu-hmac-sha256': 'zz' },
      payload: '{"topic":',
    });
    expect(garbage.statusCode).toBe(400);
  });

  // Last: it deletes the parent's account.
  it("lists the parent's orders, with their address, in the parent's data export", async () => {
    const { order } = await placedOrder();
    const files = await downloadDataExport(t, parent, { 'x-forwarded-for': '203.0.113.77' });
    const data = JSON.parse(files.get('account.json')?.toString('utf8') ?? '{}') as {
      print_orders: (PrintOrder & { shipping_address: { street1: string } })[];
    };
    const exported = data.print_orders.find((each) => each.id === order.id);
    expect(exported?.story_title).toBe(order.story_title);
    expect(exported?.status).toBe('created');
    expect(exported?.shipping_address.street1).toBe('1 Main Street');
  });

  it('cancels and refunds an order not yet at the printer when the account is deleted, and forgets the address', async () => {
    try {
      const { order, proof } = await quoteAndPay();
      // The printer is away: the order is paid and stays unplaced.
      lulu.isDown = true;
      expect(
        (await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof)).statusCode,
      ).toBe(200);
      expect((await orderOf(order.id)).status).toBe('paid');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { ...authed(parent), 'content-type': 'application/json' },
        payload: { password: parent.password },
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      const { db } = t.runtime.context.database;
      await until(async () => {
        const [row] = await db.select().from(printOrders).where(eq(printOrders.id, order.id));
        return row?.refund === 'done';
      });
      const rows = await db.select().from(printOrders).where(eq(printOrders.userId, parent.userId));
      for (const row of rows) expect(JSON.stringify(row.address)).not.toContain('Main Street');
      expect(rows.find((row) => row.id === order.id)?.status).toBe('cancelled');
    } finally {
      lulu.isDown = false;
    }
  });
});

describe('with PRINT=off', () => {
  it('offers nothing about print', async () => {
    const off = await createTestApp();
    try {
      const facts = await off.app.inject({ method: 'GET', url: '/api/site-facts' });
      expect(facts.json<{ print_orders: boolean }>().print_orders).toBe(false);
      const hook = await off.app.inject({
        method: 'POST',
        url: '/api/print-orders/webhook/lulu',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
      expect(hook.json()).toEqual({
        detail: 'Printed books are not offered here.',
        code: 'not_found',
      });
    } finally {
      await off.close();
    }
  });
});
