import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { createTestUser, nextIp, ORIGIN, type SignedIn } from '../test/accounts.js';
import { authed, createTestChild, giveCredits } from '../test/children.js';
import { appWith } from '../test/test-app.js';
import { testStoryInput } from '../test/written-stories.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' } });
/** A second app on the same database: what a second `serve` process is. */
let secondProcess: FastifyInstance;

beforeAll(async () => {
  secondProcess = await buildApp(testApp.runtime.context);
  await secondProcess.ready();
});
afterAll(async () => {
  await secondProcess.close();
});

function expectLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    detail: expect.stringMatching(
      /^Too many requests: .* Please try again in \d+ seconds?\.$/,
    ) as string,
    code: 'rate_limited',
  });
}

describe('rate limits', () => {
  it('holds page views from one address to 600 an hour across processes', async () => {
    const address = nextIp();
    const view = (app: FastifyInstance, from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        headers: { origin: ORIGIN, 'x-forwarded-for': from },
        payload: { path: '/stories', title: 'Stories' },
      });
    for (let index = 0; index < 600; index += 1) {
      const response = await view(index % 2 === 0 ? testApp.app : secondProcess, address);
      expect(response.statusCode).toBe(204);
    }
    expectLimited(await view(testApp.app, address));
    expectLimited(await view(secondProcess, address));
    expect((await view(testApp.app, nextIp())).statusCode).toBe(204);
  });

  it('counts rotating IPv6 addresses of one /64 as one address', async () => {
    const view = (from: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        headers: { origin: ORIGIN, 'x-forwarded-for': from },
        payload: { path: '/stories', title: 'Stories' },
      });
    for (let index = 0; index < 600; index += 1) {
      const response = await view(`2001:db8:24:64:${index.toString(16)}::1`);
      expect(response.statusCode).toBe(204);
    }
    expectLimited(await view('2001:db8:24:64:ffff:1:2:3'));
    expect((await view('2001:db8:24:65::1')).statusCode).toBe(204);
  });

  it('does not count a request that fails validation', async () => {
    const address = nextIp();
    for (let index = 0; index < 130; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        headers: { origin: ORIGIN, 'x-forwarded-for': address },
        payload: { path: 42 },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('holds create-order, upload-url, training start, story generation and redraws per user', async () => {
    const cases: { url: (childId: string) => string; max: number; payload?: object }[] = [
      {
        url: () => '/api/payments/create-order',
        max: 10,
        payload: { plan_id: 'standard', currency: 'USD' },
      },
      { url: (childId) => `/api/training/${childId}/upload-url`, max: 10 },
      { url: (childId) => `/api/training/${childId}/start`, max: 10 },
      // A missing story answers 404, and still counts: the limit is per user, not per story.
      { url: () => `/api/stories/${randomUUID()}/generate`, max: 10 },
      { url: (childId) => `/api/children/${childId}/character-sheet`, max: 10 },
    ];
    for (const { url, max, payload } of cases) {
      const user: SignedIn = await createTestUser(testApp.app);
      const other: SignedIn = await createTestUser(testApp.app);
      await giveCredits(testApp.runtime.context, user.userId, 1);
      await giveCredits(testApp.runtime.context, other.userId, 1);
      const child = await createTestChild(testApp.app, user);
      const otherChild = await createTestChild(testApp.app, other);
      const call = (app: FastifyInstance, who: SignedIn, childId: string) =>
        app.inject({
          method: 'POST',
          url: url(childId),
          headers: authed(who),
          ...(payload ? { payload } : {}),
        });
      for (let index = 0; index < max; index += 1) {
        const response = await call(index % 2 ? secondProcess : testApp.app, user, child.id);
        expect(response.statusCode, response.body).not.toBe(429);
      }
      expectLimited(await call(testApp.app, user, child.id));
      const unaffected = await call(testApp.app, other, otherChild.id);
      expect(unaffected.statusCode, unaffected.body).not.toBe(429);
    }
  });

  it("keeps a daily count through better-auth's prunes of its own table", async () => {
    // Data exports: at most 10 a day from one address, whoever asks.
    const address = nextIp();
    const exportFrom = async (who: SignedIn) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/me/export',
        headers: { ...authed(who), 'x-forwarded-for': address },
      });
    const parents: SignedIn[] = [];
    for (let index = 0; index < 11; index += 1) parents.push(await createTestUser(testApp.app));
    for (const parent of parents.slice(0, 10)) {
      const response = await exportFrom(parent);
      expect(response.statusCode, response.body).toBe(202);
    }
    expectLimited(await exportFrom(parents[10]!));

    // better-auth deletes every row of its table older than its longest window whenever one
    // of its own keys rolls into a new window: two such windows, twelve minutes on.
    const sql = testApp.runtime.context.database.sql;
    const start = Date.now();
    await sql.executeSql(
      `INSERT INTO rate_limit (id, key, count, last_request)
       VALUES ('prune-witness', 'prune-witness', 1, $1::bigint)`,
      [start - 60 * 60 * 1000],
    );
    const ok = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/auth/ok',
        headers: { origin: ORIGIN, 'x-forwarded-for': address },
      });
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      for (const minutes of [0, 1.1, 11, 12.1]) {
        vi.setSystemTime(start + minutes * 60 * 1000);
        expect((await ok()).statusCode).toBe(200);
      }
      const { rows: witness } = await sql.executeSql(
        "SELECT id FROM rate_limit WHERE id = 'prune-witness'",
      );
      expect(witness).toEqual([]);
      expectLimited(await exportFrom(parents[10]!));
      // The other processes agree: the count lives in the database.
      const second = await secondProcess.inject({
        method: 'POST',
        url: '/api/me/export',
        headers: { ...authed(parents[10]!), 'x-forwarded-for': address },
      });
      expectLimited(second);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds story creation and changes, payment verification and payment status per user', async () => {
    const cases: {
      method: 'GET' | 'POST' | 'PUT';
      url: (childId: string) => string;
      max: number;
      payload?: object;
      window: string;
    }[] = [
      // A child whose profile is not ready answers 409, and still counts.
      {
        method: 'POST',
        url: (childId) => `/api/children/${childId}/stories`,
        max: 30,
        payload: testStoryInput,
        window: 'hour',
      },
      {
        method: 'PUT',
        url: () => `/api/stories/${randomUUID()}`,
        max: 60,
        payload: testStoryInput,
        window: 'hour',
      },
      {
        method: 'POST',
        url: () => '/api/payments/verify',
        max: 10,
        payload: {
          razorpay_order_id: 'order_unknown',
          razorpay_payment_id: 'pay_unknown',
          razorpay_signature: 'f'.repeat(64),
        },
        window: 'minute',
      },
      {
        method: 'GET',
        url: () => '/api/payments/payment-status/pay_unknown',
        max: 30,
        window: 'minute',
      },
    ];
    for (const { method, url, max, payload, window } of cases) {
      const user: SignedIn = await createTestUser(testApp.app);
      const other: SignedIn = await createTestUser(testApp.app);
      // A child profile costs a credit.
      await giveCredits(testApp.runtime.context, user.userId, 1);
      await giveCredits(testApp.runtime.context, other.userId, 1);
      const child = await createTestChild(testApp.app, user);
      const otherChild = await createTestChild(testApp.app, other);
      const address = nextIp();
      const call = (app: FastifyInstance, who: SignedIn, childId: string) =>
        app.inject({
          method,
          url: url(childId),
          headers: { ...authed(who), 'x-forwarded-for': address },
          ...(payload ? { payload } : {}),
        });
      for (let index = 0; index < max; index += 1) {
        const response = await call(index % 2 ? secondProcess : testApp.app, user, child.id);
        expect(response.statusCode, `${method} ${url(child.id)}: ${response.body}`).not.toBe(429);
      }
      const limited = await call(testApp.app, user, child.id);
      expectLimited(limited);
      expect(limited.json<{ detail: string }>().detail).toContain(
        `at most ${max} every ${window} from one account`,
      );
      const unaffected = await call(testApp.app, other, otherChild.id);
      expect(unaffected.statusCode, unaffected.body).not.toBe(429);
    }
  });
});
