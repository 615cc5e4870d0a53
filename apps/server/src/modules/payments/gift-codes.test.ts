// Runs on PostgreSQL too: twenty redemptions of one code at once grant once.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '@littlestar/fakes/fake-razorpay';
import type { GeneratedGiftCode, GiftCode, GiftOrder } from '@littlestar/shared/gift-codes';
import { giftCodes } from '../../db/schema.js';
import { openPayload } from '../../jobs/sealed-payload.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { createTestUser, nextIp, type SignedIn } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';

/*
 * Gift credits (docs/product.md#gift-credits): a plan bought as a gift, its code shown once,
 * redeemed once by whoever comes first, voided by a refund before that, and never taken back
 * from the redeemer after.
 */

// Typed asymmetric matcher (vitest types it as any).
const anyString = expect.any(String) as string;

let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(async () => {
  await razorpay.close();
});

const t = appWith(() => ({
  env: {
    TRUST_PROXY: 'true',
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  },
}));

/** Each call from an address of its own, so only the per-account limits count. */
const call = (method: 'GET' | 'POST', url: string, user: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.bearer}`, 'x-forwarded-for': nextIp() },
    ...(payload ? { payload } : {}),
  });

const balanceOf = async (user: SignedIn) =>
  (await call('GET', '/api/payments/credits', user)).json<{ total_credits: number }>()
    .total_credits;

const usageOf = async (user: SignedIn) =>
  (await call('GET', '/api/payments/credit-usage?page_size=50', user))
    .json<{ items: { type: string; description: string; amount: number }[] }>()
    .items.map(({ type, description, amount }) => ({ type, description, amount }));

async function buyPlan(user: SignedIn, planId: string) {
  const order = await call('POST', '/api/payments/create-order', user, {
    plan_id: planId,
    currency: 'INR',
  });
  const proof = razorpay.pay(order.json<{ order_id: string }>().order_id);
  expect((await call('POST', '/api/payments/verify', user, proof)).json()).toEqual({
    status: 'completed',
  });
  return proof;
}

/** Asha buys a plan as a gift for Ravi and pays for it; answers the order and the proof. */
async function buyGift(buyer: SignedIn, planId = 'standard') {
  const created = await call('POST', '/api/gift-codes/orders', buyer, {
    plan_id: planId,
    currency: 'INR',
    from_name: 'Asha',
    recipient_name: 'Ravi',
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json<GiftOrder>();
  const proof = razorpay.pay(order.order_id);
  const verified = await call('POST', '/api/payments/verify', buyer, proof);
  expect(verified.json()).toEqual({ status: 'completed' });
  return { order, proof };
}

async function showCode(buyer: SignedIn, giftId: string, payload: object = {}) {
  const shown = await call('POST', `/api/gift-codes/${giftId}/code`, buyer, payload);
  expect(shown.statusCode, shown.body).toBe(200);
  return shown.json<GeneratedGiftCode>();
}

const redeem = (user: SignedIn, code: string) =>
  call('POST', '/api/gift-codes/redeem', user, { code });

let events = 0;
const refundInFull = (paymentId: string) => {
  const delivery = razorpay.refundWebhook(razorpay.refund(paymentId));
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': `evt_gift_refund_${(events += 1)}`,
    },
    payload: delivery.body,
  });
};

describe('a gift code', () => {
  it('is bought, shown once, mailed sealed, and redeemed once of twenty at once', async () => {
    const buyer = await createTestUser(t.app);
    const { order } = await buyGift(buyer);
    expect(order).toMatchObject({ plan_id: 'standard', credits: 15, gift_id: anyString });

    // The buyer's ledger: the plan's credits in, and out again into the code.
    expect(await balanceOf(buyer)).toBe(0);
    expect((await usageOf(buyer)).slice(0, 2)).toEqual([
      { type: 'gift', description: 'Gift code bought for Ravi', amount: -15 },
      { type: 'top-up', description: 'Standard plan: 15 credits', amount: 15 },
    ]);
    const listed = (await call('GET', '/api/gift-codes', buyer)).json<{ gift_codes: GiftCode[] }>();
    expect(listed.gift_codes).toEqual([
      expect.objectContaining({ id: order.gift_id, status: 'open', code_shown: false }),
    ]);

    const shown = await showCode(buyer, order.gift_id, {
      recipient_email: 'ravi@example.com',
      message: 'Happy birthday, little one!',
    });
    expect(shown.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
    expect(shown).toMatchObject({ is_mailed: true, code_shown: true });
    // Shown once: only its hash is kept.
    const again = await call('POST', `/api/gift-codes/${order.gift_id}/code`, buyer, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'gift_code_shown' });
    const [row] = await t.runtime.context.database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.id, order.gift_id));
    const bare = shown.code.replaceAll('-', '');
    expect(row?.codeHash).toBe(createHash('sha256').update(bare).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(bare);

    // The recipient's address and the code are only in the mail's sealed payload.
    const { context } = t.runtime;
    const { rows } = await context.database.sql.executeSql(
      "SELECT data::text AS raw, data FROM pgboss.job WHERE name = 'mail.send'",
      [],
    );
    expect(rows.some((job) => String(job.raw).includes('ravi@example.com'))).toBe(false);
    const mails = rows
      .map((job) => sendMailJob.payload.parse(openPayload(context.secret, job.data)))
      .filter((mail) => mail.to === 'ravi@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(shown.code);
    expect(mails[0]?.text).toContain('Happy birthday, little one!');
    expect(mails[0]?.text).not.toContain(buyer.email);

    // Five parents, four tries each, all at once: exactly one grant.
    const parents = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser(t.app)));
    const tries = parents.flatMap((parent) => [1, 2, 3, 4].map(() => parent));
    const answers = await Promise.all(
      tries.map((parent, index) =>
        redeem(parent, index % 2 ? shown.code.toLowerCase() : shown.code),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      detail: 'This gift code has already been redeemed.',
      code: 'gift_code_redeemed',
    });
    const winner = tries[statuses.indexOf(200)];
    if (!winner) throw new Error('nobody redeemed');
    expect(answers[statuses.indexOf(200)]?.json()).toEqual({
      credits: 15,
      from_name: 'Asha',
      total_credits: 15,
    });
    const balances = await Promise.all(parents.map(balanceOf));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(15);
    expect(await usageOf(winner)).toEqual([
      { type: 'gift', description: 'Gift from Asha', amount: 15 },
    ]);
    const after = (await call('GET', '/api/gift-codes', buyer)).json<{ gift_codes: GiftCode[] }>();
    expect(after.gift_codes[0]).toMatchObject({ status: 'redeemed' });
  });

  it('is voided by a refund before anyone redeemed it, taking nothing from the buyer', async () => {
    const buyer = await createTestUser(t.app);
    await buyPlan(buyer, 'starter');
    const { order, proof } = await buyGift(buyer);
    const { code } = await showCode(buyer, order.gift_id);
    expect(await balanceOf(buyer)).toBe(5);

    expect((await refundInFull(proof.razorpay_payment_id)).json()).toEqual({
      status: 'processed',
    });
    expect(await balanceOf(buyer)).toBe(5);
    expect((await usageOf(buyer))[0]).toMatchObject({ description: 'Gift code bought for Ravi' });

    const friend = await createTestUser(t.app);
    const refused = await redeem(friend, code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'gift_code_void' });
    expect(await balanceOf(friend)).toBe(0);
  });

  it('refunded after redemption takes back from the buyer, never the redeemer', async () => {
    const buyer = await createTestUser(t.app);
    await buyPlan(buyer, 'starter');
    const { order, proof } = await buyGift(buyer, 'starter');
    const { code } = await showCode(buyer, order.gift_id);
    const friend = await createTestUser(t.app);
    expect((await redeem(friend, code)).statusCode).toBe(200);
    expect(await balanceOf(buyer)).toBe(5);

    await refundInFull(proof.razorpay_payment_id);
    expect(await balanceOf(friend)).toBe(5);
    expect(await balanceOf(buyer)).toBe(0);
    expect((await usageOf(buyer))[0]).toEqual({
      type: 'refund',
      description: 'Refund: Starter plan payment refunded (5 credits taken back)',
      amount: -5,
    });
  });

  it('refuses an expired, an unknown and a malformed code, and too many tries', async () => {
    const buyer = await createTestUser(t.app);
    const { order } = await buyGift(buyer, 'starter');
    const { code } = await showCode(buyer, order.gift_id);
    await t.runtime.context.database.db
      .update(giftCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCodes.id, order.gift_id));

    const friend = await createTestUser(t.app);
    const expired = await redeem(friend, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'gift_code_expired' });
    const listed = (await call('GET', '/api/gift-codes', buyer)).json<{ gift_codes: GiftCode[] }>();
    expect(listed.gift_codes[0]).toMatchObject({ status: 'expired' });

    const unknown = await redeem(friend, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'gift_code_unknown' });
    const malformed = await redeem(friend, 'not a code');
    expect(malformed.statusCode).toBe(400);

    const answers = [];
    for (let index = 0; index < 10; index += 1) {
      answers.push((await redeem(friend, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345')).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(await balanceOf(friend)).toBe(0);
  });

  it('is shown only to its buyer, and only once it is paid', async () => {
    const buyer = await createTestUser(t.app);
    const created = await call('POST', '/api/gift-codes/orders', buyer, {
      plan_id: 'starter',
      currency: 'USD',
      from_name: 'Asha',
      recipient_name: 'Ravi',
    });
    const { gift_id } = created.json<GiftOrder>();
    const unpaid = await call('POST', `/api/gift-codes/${gift_id}/code`, buyer, {});
    expect(unpaid.json()).toMatchObject({ code: 'gift_not_paid' });
    const stranger = await createTestUser(t.app);
    expect((await call('POST', `/api/gift-codes/${gift_id}/code`, stranger, {})).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/gift-codes/not-a-uuid/code', buyer, {})).statusCode).toBe(404);
    const blank = await call('POST', '/api/gift-codes/orders', buyer, {
      plan_id: 'starter',
      currency: 'USD',
      from_name: ' ',
      recipient_name: 'Ravi',
    });
    expect(blank.statusCode).toBe(400);
  });

  it("outlives its buyer's account, without the names written on it", async () => {
    const buyer = await createTestUser(t.app);
    const { order } = await buyGift(buyer, 'starter');
    const { code } = await showCode(buyer, order.gift_id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${buyer.bearer}`, 'x-forwarded-for': nextIp() },
      payload: { password: buyer.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [row] = await t.runtime.context.database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.id, order.gift_id));
    expect(row).toMatchObject({ fromName: '', recipientName: '', status: 'open' });

    const friend = await createTestUser(t.app);
    const redeemed = await redeem(friend, code);
    expect(redeemed.json()).toMatchObject({ credits: 5, from_name: 'a friend' });
    expect(await usageOf(friend)).toEqual([
      { type: 'gift', description: 'Gift from a friend', amount: 5 },
    ]);
  });
});
