// Runs on PostgreSQL too: verifications of one payment at once grant once.
import { describe, expect, it } from 'vitest';
import { ORIGIN, createTestUser, type SignedIn } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';
import { seedPlans } from './service.js';

// Typed asymmetric matchers (vitest types them as any).
const anyString = expect.any(String) as string;
const matching = (pattern: RegExp) => expect.stringMatching(pattern) as string;
const containing = (fields: object) => expect.objectContaining(fields) as object;

const testApp = appWith({ env: { TRUST_PROXY: 'true' } });

interface PlanBody {
  id: string;
  name: string;
  description: string;
  credits: number;
  price: number;
  price_usd_cents: number;
  price_inr_paise: number;
  is_popular: boolean;
  features: { name: string; description: string; included: boolean }[];
}

/** The web app's way: the session cookie, from our own origin. */
const call = (
  method: 'GET' | 'POST',
  url: string,
  signedIn: SignedIn | null,
  payload?: object | string,
) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      ...(signedIn ? { cookie: signedIn.cookie, origin: ORIGIN } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

const createOrder = async (signedIn: SignedIn, planId = 'standard', currency = 'INR') => {
  const response = await call('POST', '/api/payments/create-order', signedIn, {
    plan_id: planId,
    currency,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order_id: string; amount: number; key_id: string }>();
};

const pay = async (signedIn: SignedIn, orderId: string) => {
  const response = await call('POST', '/api/payments/simulated/pay', signedIn, {
    order_id: orderId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>();
};

const balanceOf = async (signedIn: SignedIn) =>
  (await call('GET', '/api/payments/credits', signedIn)).json<{ total_credits: number }>()
    .total_credits;

const transactionsOf = async (signedIn: SignedIn, query = '') =>
  (await call('GET', `/api/payments/payment-transactions${query}`, signedIn)).json<{
    items: { plan_id: string; status: string; amount: number; currency: string }[];
    total: number;
  }>();

describe('GET /api/payments/plans', () => {
  it('lists three plans to anyone, Standard the popular one, with the prices charged', async () => {
    const response = await call('GET', '/api/payments/plans', null);
    expect(response.statusCode).toBe(200);
    const plans = response.json<PlanBody[]>();
    expect(plans.map((plan) => plan.name)).toEqual(['Starter', 'Standard', 'Premium']);
    expect(plans.filter((plan) => plan.is_popular).map((plan) => plan.name)).toEqual(['Standard']);
    const standard = plans[1];
    expect(standard).toMatchObject({
      id: 'standard',
      credits: 15,
      max_children: 3,
      max_stories: 12,
      duration_days: 90,
      price: 9.99,
      price_usd_cents: 999,
      price_inr_paise: 79900,
    });
    expect(standard?.features).toContainEqual({
      name: 'PDF download',
      description: anyString,
      included: true,
    });
  });

  it('words the plans in Hindi for a Hindi browser; a rewritten text stays as written', async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/plans',
      headers: hindi,
    });
    expect(response.headers.vary).toContain('accept-language');
    const plans = response.json<PlanBody[]>();
    expect(plans.map((plan) => plan.name)).toEqual(['Starter', 'Standard', 'Premium']);
    expect(plans[0]?.description).toBe('एक नन्हा सितारा और उसकी पहली कुछ कहानियाँ।');
    expect(plans.find((plan) => plan.is_popular)?.id).toBe('standard');
    expect(plans[1]?.features).toContainEqual({
      name: 'PDF डाउनलोड',
      description: 'हर पूरी कहानी की प्रिंट के लिए तैयार PDF',
      included: true,
    });

    const sql = testApp.runtime.context.database.sql;
    await sql.executeSql(
      "UPDATE plans SET description = 'For a whole family.' WHERE id = 'premium'",
    );
    try {
      const renamed = await testApp.app.inject({
        method: 'GET',
        url: '/api/payments/plans',
        headers: hindi,
      });
      expect(renamed.json<PlanBody[]>()[2]?.description).toBe('For a whole family.');
    } finally {
      await sql.executeSql(
        "UPDATE plans SET description = 'A whole library of stories for the year.' WHERE id = 'premium'",
      );
    }
  });

  it('seeds the plans once: a price changed in the database survives a restart', async () => {
    const sql = testApp.runtime.context.database.sql;
    await sql.executeSql("UPDATE plans SET price_usd_cents = 899 WHERE id = 'standard'");
    try {
      await seedPlans({ db: testApp.runtime.context.database.db });
      const plans = (await call('GET', '/api/payments/plans', null)).json<PlanBody[]>();
      expect(plans.find((plan) => plan.id === 'standard')?.price_usd_cents).toBe(899);
      expect(plans).toHaveLength(3);
    } finally {
      await sql.executeSql("UPDATE plans SET price_usd_cents = 999 WHERE id = 'standard'");
    }
  });
});

describe('buying credits through the simulated checkout', () => {
  it('creates an order for the listed price, pays it, verifies it and grants the credits', async () => {
    const signedIn = await createTestUser(testApp.app);
    const plans = (await call('GET', '/api/payments/plans', null)).json<PlanBody[]>();
    const order = await createOrder(signedIn, 'standard', 'INR');
    expect(order).toEqual({
      key_id: 'rzp_test_simulated',
      amount: plans.find((plan) => plan.id === 'standard')?.price_inr_paise,
      currency: 'INR',
      order_id: matching(/^order_[A-Za-z0-9]{14}$/),
      plan_id: 'standard',
      plan_name: 'Standard',
      credits: 15,
      duration_days: 90,
    });

    const proof = await pay(signedIn, order.order_id);
    expect(proof.razorpay_order_id).toBe(order.order_id);
    expect(proof.razorpay_payment_id).toMatch(/^pay_/);
    expect(await balanceOf(signedIn)).toBe(0);

    const verified = await Promise.all([
      call('POST', '/api/payments/verify', signedIn, proof),
      call('POST', '/api/payments/verify', signedIn, proof),
    ]);
    for (const response of verified) expect(response.json()).toEqual({ status: 'completed' });
    expect(await balanceOf(signedIn)).toBe(15);

    const status = await call(
      'GET',
      `/api/payments/payment-status/${proof.razorpay_payment_id}`,
      signedIn,
    );
    expect(status.json()).toEqual({ status: 'completed' });
    const usage = await call('GET', '/api/payments/credit-usage', signedIn);
    expect(usage.json<{ items: unknown[] }>().items).toEqual([
      containing({ type: 'top-up', amount: 15, balance_after: 15 }),
    ]);
    expect((await transactionsOf(signedIn)).items).toEqual([
      containing({
        provider: 'simulated',
        provider_payment_id: proof.razorpay_payment_id,
        amount: 799,
        currency: 'INR',
        status: 'completed',
        plan_name: 'Standard',
        provider_response: containing({ order_id: order.order_id }),
      }),
    ]);
  });

  it('refuses a tampered signature through the same check, granting nothing', async () => {
    const signedIn = await createTestUser(testApp.app);
    const order = await createOrder(signedIn, 'starter', 'USD');
    const proof = await pay(signedIn, order.order_id);
    const response = await call('POST', '/api/payments/verify', signedIn, {
      ...proof,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Payment verification failed: the payment signature does not match.',
      code: 'invalid',
    });
    expect(await balanceOf(signedIn)).toBe(0);
  });

  it('lets only the owner pay, verify or cancel an order', async () => {
    const owner = await createTestUser(testApp.app);
    const other = await createTestUser(testApp.app);
    const order = await createOrder(owner);
    const proof = await pay(owner, order.order_id);
    const attempts = [
      await call('POST', '/api/payments/simulated/pay', other, { order_id: order.order_id }),
      await call('POST', '/api/payments/verify', other, proof),
      await call('POST', `/api/payments/fail-order/${order.order_id}`, other),
      await call('GET', `/api/payments/payment-status/${order.order_id}`, other),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: anyString, code: 'not_found' });
    }
    expect(await balanceOf(other)).toBe(0);
    expect((await transactionsOf(other)).total).toBe(0);
  });

  it('marks a dismissed checkout failed, but never a completed order', async () => {
    const signedIn = await createTestUser(testApp.app);
    const dismissed = await createOrder(signedIn);
    const failed = await call('POST', `/api/payments/fail-order/${dismissed.order_id}`, signedIn);
    expect(failed.json()).toEqual({ status: 'failed' });
    const status = await call(
      'GET',
      `/api/payments/payment-status/${dismissed.order_id}`,
      signedIn,
    );
    expect(status.json()).toEqual({ status: 'failed' });

    const completed = await createOrder(signedIn, 'starter');
    const proof = await pay(signedIn, completed.order_id);
    await call('POST', '/api/payments/verify', signedIn, proof);
    const late = await call('POST', `/api/payments/fail-order/${completed.order_id}`, signedIn);
    expect(late.json()).toEqual({ status: 'completed' });
    expect(await balanceOf(signedIn)).toBe(5);
  });

  it('lists purchases newest first, 5 a page', async () => {
    const signedIn = await createTestUser(testApp.app);
    const planIds = ['starter', 'standard', 'premium', 'starter', 'standard', 'premium'];
    for (const planId of planIds) await createOrder(signedIn, planId, 'USD');
    const first = await transactionsOf(signedIn, '?page=1&page_size=5');
    expect(first.total).toBe(6);
    expect(first.items.map((item) => item.plan_id)).toEqual([...planIds].reverse().slice(0, 5));
    expect(first.items[0]).toMatchObject({ amount: 19.99, currency: 'USD', status: 'created' });
    const second = await transactionsOf(signedIn, '?page=2&page_size=5');
    expect(second.items.map((item) => item.plan_id)).toEqual(['starter']);
  });
});

describe('refusing what cannot be bought', () => {
  it('answers 401 with a detail on every purchase call without a session', async () => {
    const calls: [method: 'GET' | 'POST', url: string][] = [
      ['POST', '/api/payments/create-order'],
      ['POST', '/api/payments/verify'],
      ['GET', '/api/payments/payment-status/pay_abc'],
      ['POST', '/api/payments/fail-order/order_abc'],
      ['GET', '/api/payments/payment-transactions'],
      ['POST', '/api/payments/simulated/pay'],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url, null, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Authentication required. Please log in.',
        code: 'unauthorized',
      });
    }
  });

  it('names the problem in bad input and stores nothing', async () => {
    const signedIn = await createTestUser(testApp.app);
    const cases: [payload: object | string, detail: string | RegExp][] = [
      [{ plan_id: 'platinum', currency: 'INR' }, 'body.plan_id: there is no plan "platinum"'],
      [{ plan_id: 'standard', currency: 'EUR' }, 'body.currency: must be USD or INR'],
      [{ plan_id: 'standard', currency: 'INR', amount: 1 }, /amount/],
      [{ currency: 'USD' }, 'body.plan_id: is required'],
      ['{"plan_id": "standard", ', 'Malformed JSON in request body'],
    ];
    for (const [payload, detail] of cases) {
      const response = await call('POST', '/api/payments/create-order', signedIn, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ detail: string }>();
      if (typeof detail === 'string') expect(body.detail).toBe(detail);
      else expect(body.detail).toMatch(detail);
    }
    const verify = await call('POST', '/api/payments/verify', signedIn, {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'nope',
      razorpay_signature: 'x',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json<{ detail: string }>().detail).toMatch(
      /razorpay_payment_id.*razorpay_signature/,
    );
    expect((await transactionsOf(signedIn)).total).toBe(0);
  });
});
