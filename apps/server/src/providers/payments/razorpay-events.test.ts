import { describe, expect, it } from 'vitest';
import { readRazorpayEvent } from './razorpay-events.js';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));
const payment = {
  id: 'pay_1',
  order_id: 'order_1',
  amount: 49900,
  currency: 'INR',
  status: 'captured',
  captured: true,
  method: 'upi',
};

describe("Razorpay's webhook events, in the payments module's words", () => {
  it('reads a captured payment as the order paid, with the order when the event has it', () => {
    const order = { id: 'order_1', amount: 49900, currency: 'INR', status: 'paid' };
    expect(
      readRazorpayEvent(
        body({
          event: 'order.paid',
          payload: { payment: { entity: payment }, order: { entity: order } },
        }),
      ),
    ).toEqual({
      type: 'paid',
      name: 'order.paid',
      payment: {
        id: 'pay_1',
        orderId: 'order_1',
        amount: 49900,
        currency: 'INR',
        status: 'captured',
        captured: true,
        method: 'upi',
      },
      order,
    });
  });

  it('reads a refund with its payment, pending or processed, ours or not', () => {
    const refund = { id: 'rfnd_1', payment_id: 'pay_1', amount: 100, currency: 'INR' };
    expect(
      readRazorpayEvent(
        body({
          event: 'refund.created',
          payload: {
            refund: { entity: { ...refund, status: 'pending' } },
            payment: { entity: payment },
          },
        }),
      ),
    ).toMatchObject({
      type: 'refunded',
      refund: { id: 'rfnd_1', paymentId: 'pay_1', status: 'pending', receipt: null },
      payment: { id: 'pay_1', orderId: 'order_1' },
    });
    expect(
      readRazorpayEvent(
        body({ event: 'refund.processed', payload: { refund: { entity: refund } } }),
      ),
    ).toMatchObject({ type: 'refunded', refund: { status: null }, payment: undefined });
  });

  it('names what it does not act on, and refuses what is not an event', () => {
    expect(
      readRazorpayEvent(
        body({ event: 'payment.failed', payload: { payment: { entity: payment } } }),
      ),
    ).toEqual({ type: 'other', name: 'payment.failed' });
    // A capture without an order is no order paid.
    const orderless = { ...payment, order_id: null };
    expect(
      readRazorpayEvent(
        body({ event: 'payment.captured', payload: { payment: { entity: orderless } } }),
      ),
    ).toEqual({ type: 'other', name: 'payment.captured' });
    expect(readRazorpayEvent(Buffer.from('not json'))).toBeUndefined();
    expect(readRazorpayEvent(body({ event: 'order.paid' }))).toBeUndefined();
    expect(
      readRazorpayEvent(
        body({ event: 'refund.created', payload: { refund: { entity: { id: 1 } } } }),
      ),
    ).toBeUndefined();
  });
});
