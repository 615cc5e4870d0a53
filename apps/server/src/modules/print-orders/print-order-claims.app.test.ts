// Runs on PostgreSQL too: an order is cancelled in a transaction while a run holds its claim.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderResponse, PaymentProof } from '@littlestar/shared/payments';
import { EMPTY_SHIPPING_ADDRESS, type PrintOrder } from '@littlestar/shared/print-orders';
import { printOrders } from '../../db/schema.js';
import type { PrintFiles } from '@littlestar/shared/stories';
import type { FakeLulu } from '@littlestar/fakes/fake-lulu';
import type { SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import type { PrintProvider } from '../../providers/print/print-provider.js';
import { callAs } from '../../test/stories.js';
import type { TestApp } from '../../test/test-app.js';
import { CLAIM_LEASE_MS } from './order-claims.js';
import { moveOrder } from './order-status.js';
import { placePrintOrder } from './placing.js';
import {
  startPrintTestApp,
  storyWithPrintFiles,
  testAddress,
  until,
  type PrintTestApp,
} from './test-support.js';

/*
 * Placing an order while something else happens to it: its claim taken over from a run that
 * is still alive, or the order cancelled (the account deleted) while Lulu makes its job.
 * Whatever happens, at most one job made for an order is left alive at Lulu.
 */

let printApp: PrintTestApp;
let t: TestApp;
let lulu: FakeLulu;
let parent: SignedIn;
let storyId: string;

beforeAll(async () => {
  printApp = await startPrintTestApp();
  ({ t, lulu } = printApp);
  ({ user: parent, storyId } = await storyWithPrintFiles(t));
}, 240_000);
afterAll(async () => {
  await printApp?.close();
});

const orderOf = async (id: string) =>
  (await callAs(t, parent, 'GET', `/api/print-orders/${id}`)).json<PrintOrder>();

const jobsMade = () => lulu.requests.filter((request) => request === 'POST /print-jobs/').length;

const jobsOf = (orderId: string) =>
  [...lulu.jobs.values()].filter((job) => job.external_id === orderId);

const liveJobsOf = (orderId: string) =>
  jobsOf(orderId).filter((job) => job.status.name !== 'CANCELED');

async function quoteAndPay(): Promise<{ order: PrintOrder; proof: PaymentProof }> {
  const quoted = await callAs(t, parent, 'POST', '/api/print-orders', {
    story_id: storyId,
    address: testAddress,
    shipping_level: 'MAIL',
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

/**
 * Pays the order and lets its placing run until Lulu holds its `createPrintJob`; `meanwhile`
 * runs while it waits, then Lulu answers.
 */
async function payWhileLuluHoldsTheJob(meanwhile: (order: PrintOrder) => Promise<void>) {
  const before = jobsMade();
  const { order, proof } = await quoteAndPay();
  let answerLulu = () => {};
  lulu.holdPrintJobs = new Promise((resolve) => {
    answerLulu = resolve;
  });
  try {
    const paid = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof);
    expect(paid.statusCode, paid.body).toBe(200);
    await until(async () => jobsMade() === before + 1);
    await meanwhile(order);
  } finally {
    answerLulu();
    lulu.holdPrintJobs = undefined;
  }
  return order;
}

describe('placing an order while its claim or status changes', { timeout: 180_000 }, () => {
  it('leaves one job alive when a claim is taken over from a run still waiting for Lulu', async () => {
    const { db } = t.runtime.context.database;
    const order = await payWhileLuluHoldsTheJob(async (held) => {
      // The run has been slow for longer than the lease (its claim back-dated past it).
      await db
        .update(printOrders)
        .set({ claimedAt: new Date(Date.now() - CLAIM_LEASE_MS - 60_000) })
        .where(eq(printOrders.id, held.id));
      // Another run takes the claim over, finds no job at Lulu yet, and places the order.
      await placePrintOrder({ context: t.runtime.context, orderId: held.id });
      expect((await orderOf(held.id)).status).toBe('created');
    });
    // The slow run's job comes: it is not the order's, and it is cancelled.
    await until(async () => jobsOf(order.id).length === 2 && liveJobsOf(order.id).length === 1);
    const [row] = await db.select().from(printOrders).where(eq(printOrders.id, order.id));
    const live = liveJobsOf(order.id);
    expect(live).toHaveLength(1);
    expect(row?.printJobId).toBe(String(live[0]?.id));
    expect(row?.claimedAt).toBeNull();
    // A later search by the order's id (a run after a crash) finds the live job, not the stray.
    expect((await t.runtime.context.print?.findPrintJob(order.id))?.id).toBe(row?.printJobId);
    expect((await orderOf(order.id)).status).toBe('created');
    // And it stays so: nothing cancels the order's own job or makes another.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(jobsOf(order.id)).toHaveLength(2);
    expect(liveJobsOf(order.id).map((job) => String(job.id))).toEqual([row?.printJobId]);
  });

  it("never cancels a paid order for Lulu's CANCELED webhook of a stray job", async () => {
    const { db } = t.runtime.context.database;
    let stray = 0;
    const order = await payWhileLuluHoldsTheJob(async (held) => {
      // While the live run waits for Lulu, a job made under the order's id by a run whose
      // claim was taken over is cancelled, and Lulu reports it before the live job is recorded.
      const made = await t.runtime.context.print!.createPrintJob({
        externalId: held.id,
        title: held.story_title,
        interiorUrl: 'https://files.example/interior.pdf',
        coverUrl: 'https://files.example/cover.pdf',
        book: { pageCount: held.page_count },
        address: testAddress,
        level: 'MAIL',
        contactEmail: parent.email,
      });
      stray = Number(made.id);
      const cancelled = await printApp.luluWebhook(lulu.setStatus(stray, 'CANCELED'));
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ status: 'ignored' });
      expect(await orderOf(held.id)).toMatchObject({ status: 'paid', refund: null });
    });
    await until(async () => (await orderOf(order.id)).status === 'created');
    const [row] = await db.select().from(printOrders).where(eq(printOrders.id, order.id));
    const live = liveJobsOf(order.id);
    expect(live).toHaveLength(1);
    expect(row).toMatchObject({ printJobId: String(live[0]?.id), refund: null });
    expect(row?.printJobId).not.toBe(String(stray));
    // Delivered again once the live job is recorded: still nobody's.
    expect((await printApp.luluWebhook(lulu.setStatus(stray, 'CANCELED'))).json()).toEqual({
      status: 'ignored',
    });
    expect(await orderOf(order.id)).toMatchObject({ status: 'created', refund: null });
    expect(live[0]?.status.name).toBe('CREATED');
  });

  it('makes no job for an order cancelled (its address forgotten) while its files were checked', async () => {
    const { db } = t.runtime.context.database;
    const { order, proof } = await quoteAndPay();
    // Held by a run that is not the worker's: the worker's placing leaves it alone.
    await db.update(printOrders).set({ claimedAt: new Date() }).where(eq(printOrders.id, order.id));
    const paid = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof);
    expect(paid.statusCode, paid.body).toBe(200);
    await until(async () => {
      const { rows } = await t.runtime.context.database.sql.executeSql(
        "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'print-orders.place' AND data->>'orderId' = $1 AND state = 'completed'",
        [order.id],
      );
      return rows[0]?.count === 1;
    });
    await db.update(printOrders).set({ claimedAt: null }).where(eq(printOrders.id, order.id));
    const print = t.runtime.context.print!;
    let isCancelled = false;
    // The account is deleted while Lulu checks the files.
    const cancelling: PrintProvider = {
      ...print,
      fileCheck: async (options) => {
        if (!isCancelled) {
          isCancelled = true;
          await db.transaction(async (tx) => {
            await moveOrder({
              context: t.runtime.context,
              tx,
              orderId: order.id,
              status: 'cancelled',
              message: 'The account was deleted.',
            });
            await tx
              .update(printOrders)
              .set({ address: { ...EMPTY_SHIPPING_ADDRESS } })
              .where(eq(printOrders.id, order.id));
          });
        }
        return print.fileCheck(options);
      },
    };
    const before = jobsMade();
    await placePrintOrder({
      context: { ...t.runtime.context, print: cancelling },
      orderId: order.id,
    });
    expect(isCancelled).toBe(true);
    expect(jobsMade()).toBe(before);
    expect(jobsOf(order.id)).toEqual([]);
    const [row] = await db.select().from(printOrders).where(eq(printOrders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', printJobId: null, claimedAt: null });
  });

  it('cancels a job made for an order cancelled meanwhile, also when the first cancel call fails', async () => {
    const cancels = () => lulu.requests.filter((r) => /^PUT \/print-jobs\/\d+\/status\/$/.test(r));
    const cancelsBefore = cancels().length;
    const order = await payWhileLuluHoldsTheJob(async (held) => {
      // The account is deleted meanwhile: its paid order is cancelled, its refund due.
      await t.runtime.context.database.db.transaction((tx) =>
        moveOrder({
          context: t.runtime.context,
          tx,
          orderId: held.id,
          status: 'cancelled',
          message: 'The account was deleted.',
        }),
      );
      // Lulu stops answering just as the job's cancel is asked for.
      lulu.isDown = true;
    });
    try {
      await until(async () => cancels().length > cancelsBefore, 30);
    } finally {
      lulu.isDown = false;
    }
    // The cancel is retried until Lulu has cancelled the job.
    await until(async () => jobsOf(order.id).length === 1 && liveJobsOf(order.id).length === 0);
    expect(jobsOf(order.id).map((job) => job.status.name)).toEqual(['CANCELED']);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled' });
  });
  // Last: it edits the story the other tests order.
  it('prints the edition an order was quoted for, though the story was edited before it was paid', async () => {
    const quoted = await callAs(t, parent, 'POST', '/api/print-orders', {
      story_id: storyId,
      address: testAddress,
      shipping_level: 'MAIL',
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const order = quoted.json<PrintOrder>();
    // The parent changes a page's words, and the edited book's print files are made too.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${storyId}/pages/1`,
      headers: { ...authed(parent), 'content-type': 'application/json' },
      payload: { text: 'Maya waved at the moon, and the moon waved back.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const filesUrl = `/api/stories/${storyId}/print-files`;
    expect((await callAs(t, parent, 'POST', filesUrl)).statusCode).toBe(202);
    await until(
      async () => (await callAs(t, parent, 'GET', filesUrl)).json<PrintFiles>().status === 'ready',
    );
    const current = (await callAs(t, parent, 'GET', filesUrl)).json<PrintFiles>();
    expect(current.interior_url).toContain('/print-e1/interior.pdf');

    const checkout = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/checkout`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const proof = await callAs(t, parent, 'POST', '/api/payments/simulated/pay', {
      order_id: checkout.json<OrderResponse>().order_id,
    });
    const paid = await callAs(t, parent, 'POST', `/api/print-orders/${order.id}/pay`, proof.json());
    expect(paid.statusCode, paid.body).toBe(200);
    await until(async () => (await orderOf(order.id)).status === 'created');

    const [job] = jobsOf(order.id);
    const files = job?.line_items[0]?.printable_normalization;
    const keyOf = (url: string | undefined) =>
      new URL(url ?? '').pathname.replace('/api/files/', '');
    const printed = `/stories/${storyId}/g1/print/`;
    expect(keyOf(files?.interior.source_url)).toContain(`${printed}interior.pdf`);
    expect(keyOf(files?.cover.source_url)).toContain(`${printed}cover.pdf`);
    for (const url of [files?.interior.source_url, files?.cover.source_url]) {
      expect(await t.runtime.context.storage.exists(keyOf(url))).toBe(true);
    }
  });
});
