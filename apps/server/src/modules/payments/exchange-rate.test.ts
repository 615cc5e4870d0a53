import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, plans } from '../../db/schema.js';
import { createTestUser } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';
import { getUsdInrRate, usdCentsToInrPaise } from './exchange-rate.js';

/** A local USD rate service in open.er-api.com's shape; `rate` and `isUp` are the test's knobs. */
const rateService = { rate: 84.25, isUp: true, hits: 0 };
const server = http.createServer((_request, response) => {
  rateService.hits += 1;
  if (!rateService.isUp) {
    response.writeHead(503).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      result: 'success',
      base_code: 'USD',
      rates: { INR: rateService.rate, USD: 1 },
    }),
  );
});

let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const testApp = appWith(() => ({ env: { EXCHANGE_RATE_URL: url, USD_INR_FALLBACK_RATE: '83.5' } }));

const db = () => testApp.runtime.context.database.db;
const clearCache = () => db().delete(exchangeRates);

describe('the USD→INR rate', () => {
  it('fetches the rate and reuses it for 12 hours', async () => {
    await clearCache();
    rateService.isUp = true;
    rateService.rate = 84.25;
    const now = new Date();
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now })).toBe(84.25);
    rateService.rate = 90;
    const hits = rateService.hits;
    const elevenHoursLater = new Date(now.getTime() + 11 * 3_600_000);
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: elevenHoursLater })).toBe(
      84.25,
    );
    expect(rateService.hits).toBe(hits);
    const thirteenHoursLater = new Date(now.getTime() + 13 * 3_600_000);
    expect(
      await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: thirteenHoursLater }),
    ).toBe(90);
  });

  it('uses the configured fallback when the service is down and nothing was fetched', async () => {
    await clearCache();
    rateService.isUp = false;
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5 })).toBe(83.5);
    const closedPort = 'http://127.0.0.1:1/v6/latest/USD';
    expect(await getUsdInrRate({ db: db(), url: closedPort, fallbackRate: 83.5 })).toBe(83.5);
  });

  it('after a failure, waits 10 minutes before asking the service again', async () => {
    await clearCache();
    rateService.isUp = false;
    const now = new Date();
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now })).toBe(83.5);
    const hits = rateService.hits;
    rateService.isUp = true;
    rateService.rate = 84.25;
    const fiveMinutesLater = new Date(now.getTime() + 5 * 60_000);
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: fiveMinutesLater })).toBe(
      83.5,
    );
    expect(rateService.hits).toBe(hits);
    const elevenMinutesLater = new Date(now.getTime() + 11 * 60_000);
    expect(
      await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: elevenMinutesLater }),
    ).toBe(84.25);
  });

  it('refuses a nonsense rate from the service', async () => {
    await clearCache();
    rateService.isUp = true;
    rateService.rate = 1;
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5 })).toBe(83.5);
  });

  it('refuses a rate outside 40–200, keeps the last good one and says so in a warning', async () => {
    await clearCache();
    rateService.isUp = true;
    rateService.rate = 84.25;
    const now = new Date();
    expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now })).toBe(84.25);

    const warnings: { details: unknown; message: string }[] = [];
    const log = {
      warn: (details: unknown, message: string) => warnings.push({ details, message }),
    } as unknown as FastifyBaseLogger;
    let later = now.getTime();
    for (const implausible of [8425, 0.8425, 39.9, 200.5]) {
      // Past the 12 hours and the 10 minutes after a refusal: the service is asked again.
      later += 13 * 3_600_000;
      rateService.rate = implausible;
      const hits = rateService.hits;
      const rate = await getUsdInrRate({
        db: db(),
        url,
        fallbackRate: 83.5,
        log,
        now: new Date(later),
      });
      expect(rateService.hits).toBe(hits + 1);
      expect(rate).toBe(84.25);
    }
    expect(warnings).toHaveLength(4);
    expect(warnings.every(({ message }) => /USD→INR rate .*refused/.test(message))).toBe(true);
    expect(String((warnings[0]?.details as { err: Error }).err.message)).toContain('8425');

    // The band's edges are plausible.
    for (const edge of [40, 200]) {
      later += 13 * 3_600_000;
      rateService.rate = edge;
      expect(await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: new Date(later) })).toBe(
        edge,
      );
    }
  });

  it('lists a plan at the last good rate while the service answers an implausible one', async () => {
    await clearCache();
    rateService.isUp = true;
    rateService.rate = 84.25;
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000);
    await getUsdInrRate({ db: db(), url, fallbackRate: 83.5, now: thirteenHoursAgo });
    rateService.rate = 8425;
    await db().update(plans).set({ priceInrPaise: null }).where(eq(plans.id, 'starter'));
    const hits = rateService.hits;
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/payments/plans' });
    expect(rateService.hits).toBe(hits + 1);
    const starter = listed
      .json<{ id: string; price_inr_paise: number }[]>()
      .find((plan) => plan.id === 'starter');
    expect(starter?.price_inr_paise).toBe(usdCentsToInrPaise(499, 84.25));
  });

  it('rounds USD times the rate to whole paise', () => {
    expect(usdCentsToInrPaise(999, 83.123)).toBe(83_040);
    expect(usdCentsToInrPaise(499, 84.25)).toBe(42_041);
  });

  it('charges exactly the converted INR price it lists for a plan without one', async () => {
    await clearCache();
    rateService.isUp = true;
    rateService.rate = 84.25;
    await db().update(plans).set({ priceInrPaise: null }).where(eq(plans.id, 'starter'));
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/payments/plans' });
    const starter = listed
      .json<{ id: string; price_inr_paise: number }[]>()
      .find((plan) => plan.id === 'starter');
    expect(starter?.price_inr_paise).toBe(usdCentsToInrPaise(499, 84.25));

    const signedIn = await createTestUser(testApp.app);
    const order = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: { authorization: `Bearer ${signedIn.bearer}` },
      payload: { plan_id: 'starter', currency: 'INR' },
    });
    expect(order.json<{ amount: number }>().amount).toBe(starter?.price_inr_paise);
  });
});
