import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPTY_SHIPPING_ADDRESS, type PrintOrderStatus } from '@littlestar/shared/print-orders';
import { ALL_JOBS } from '../../job-list.js';
import { payments, printOrders } from '../../db/schema.js';
import type { PaymentRowStatus } from '../../db/payments-schema.js';
import { createTestUser } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';
import { forgetOldQuoteAddresses, forgetQuoteAddressesJob } from './quote-addresses.js';
import { testAddress } from './test-support.js';

const t = appWith();

const DAY = 24 * 60 * 60 * 1000;

describe('the addresses of quotes never paid', () => {
  it('are forgotten after 30 days; a paid order, a recent quote and an open payment keep theirs', async () => {
    const { db } = t.runtime.context.database;
    const user = await createTestUser(t.app);
    const now = new Date();
    const order = async (
      status: PrintOrderStatus,
      ageDays: number,
      payment?: PaymentRowStatus,
    ): Promise<string> => {
      const id = randomUUID();
      let paymentId: string | null = null;
      if (payment) {
        paymentId = randomUUID();
        await db.insert(payments).values({
          id: paymentId,
          userId: user.userId,
          purpose: 'print',
          planName: 'Printed book',
          credits: 0,
          provider: 'simulated',
          orderId: `order_${paymentId}`,
          amount: 1200,
          currency: 'USD',
          status: payment,
        });
      }
      await db.insert(printOrders).values({
        id,
        userId: user.userId,
        storyTitle: 'A book',
        status,
        pageCount: 24,
        shippingLevel: 'MAIL',
        address: testAddress,
        costCents: 1000,
        priceCents: 1200,
        paymentId,
        createdAt: new Date(now.getTime() - ageDays * DAY),
      });
      return id;
    };
    const oldQuote = await order('quoted', 31);
    const abandoned = await order('paying', 31, 'failed');
    const recentQuote = await order('quoted', 29);
    const stillPaying = await order('paying', 31, 'created');
    const paid = await order('paid', 31, 'completed');
    const shipped = await order('shipped', 90, 'completed');

    expect(await forgetOldQuoteAddresses({ db, now })).toBe(2);
    const addressOf = async (id: string) =>
      (await db.select().from(printOrders).where(eq(printOrders.id, id)))[0]?.address;
    expect(await addressOf(oldQuote)).toEqual(EMPTY_SHIPPING_ADDRESS);
    expect(await addressOf(abandoned)).toEqual(EMPTY_SHIPPING_ADDRESS);
    for (const kept of [recentQuote, stillPaying, paid, shipped]) {
      expect(await addressOf(kept)).toEqual(testAddress);
    }
    // Run again, nothing more goes; and the daily job runs this.
    expect(await forgetOldQuoteAddresses({ db, now })).toBe(0);
    expect(ALL_JOBS).toContain(forgetQuoteAddressesJob);
    expect(forgetQuoteAddressesJob.schedule).toBeTruthy();
  });
});
