import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Every request, as `METHOD /path`. */
  requests: string[];
  /** While true, every call answers 503 as during a Razorpay outage. */
  isDown: boolean;
  /**
   * A customer pays an order in checkout; `amount` lets a test make Razorpay report a payment
   * of another amount. Answers what checkout hands the browser.
   */
  pay(
    orderId: string,
    overrides?: { amount?: number },
  ): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /**
   * The merchant refunds a payment from the dashboard, in full or `amount` of it; answers the
   * refund, whose `refund.processed` webhook is `refundWebhook(refund)`.
   */
  refund(paymentId: string, amount?: number): FakeRefund;
  refunds: Map<string, FakeRefund>;
  /** A webhook delivery: the exact body and its X-Razorpay-Signature. */
  webhook(
    event: 'payment.captured' | 'order.paid',
    paymentId: string,
  ): { body: string; signature: string };
  /** The `refund.processed` delivery of a refund, with its payment as it stands now. */
  refundWebhook(refund: FakeRefund): { body: string; signature: string };
  close(): Promise<void>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

/** What the routes and the test hooks share. */
interface RazorpayState {
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  requests: string[];
  expectedAuth: string;
  outage: { isDown: boolean };
}

type Send = (status: number, body: unknown) => void;
type Fail = (status: number, description: string) => void;

function refundPayment(state: RazorpayState, paymentId: string, amount?: number): FakeRefund {
  const payment = state.payments.get(paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const refundable = payment.amount - payment.amount_refunded;
  const refunded = amount ?? refundable;
  if (payment.status !== 'captured' || refunded < 1 || refunded > refundable) {
    throw new Error(`cannot refund ${refunded} of ${paymentId}`);
  }
  payment.amount_refunded += refunded;
  const isFull = payment.amount_refunded === payment.amount;
  payment.refund_status = isFull ? 'full' : 'partial';
  if (isFull) payment.status = 'refunded';
  const refund: FakeRefund = {
    id: razorpayId('rfnd'),
    entity: 'refund',
    amount: refunded,
    currency: payment.currency,
    payment_id: paymentId,
    notes: {},
    receipt: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
    created_at: Math.floor(Date.now() / 1000),
  };
  state.refunds.set(refund.id, refund);
  return refund;
}

function createOrder(state: RazorpayState, raw: string, send: Send, fail: Fail) {
  const body = JSON.parse(raw || '{}') as Partial<FakeOrder>;
  if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
    return fail(400, 'The amount must be atleast INR 1.00');
  }
  if (typeof body.receipt !== 'string' || body.receipt.length > 40) {
    return fail(400, 'receipt: the length must be no more than 40.');
  }
  const order: FakeOrder = {
    id: razorpayId('order'),
    entity: 'order',
    amount: body.amount ?? 0,
    amount_paid: 0,
    amount_due: body.amount ?? 0,
    currency: body.currency ?? 'INR',
    receipt: body.receipt,
    status: 'created',
    notes: body.notes ?? {},
    created_at: Math.floor(Date.now() / 1000),
  };
  state.orders.set(order.id, order);
  return send(200, order);
}

function refundRoute(state: RazorpayState, paymentId: string, raw: string, send: Send, fail: Fail) {
  const body = JSON.parse(raw || '{}') as { amount?: number };
  const payment = state.payments.get(paymentId);
  if (!payment) return fail(400, 'The id provided does not exist');
  const refundable = payment.amount - payment.amount_refunded;
  if (payment.status !== 'captured' || (body.amount ?? refundable) > refundable) {
    return fail(400, 'The refund amount provided is greater than amount captured');
  }
  return send(200, refundPayment(state, payment.id, body.amount));
}

/** Routes one finished request: outage, basic auth, then the endpoints. */
function handleRazorpay(
  state: RazorpayState,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  raw: string,
) {
  const { orders, payments } = state;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  state.requests.push(`${request.method} ${path}`);
  const send: Send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fail: Fail = (status, description) =>
    send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
  if (state.outage.isDown) {
    return send(503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
  }
  if (request.headers.authorization !== state.expectedAuth) {
    return fail(401, 'Authentication failed');
  }
  const orderMatch = /^\/v1\/orders\/([\w]+)(\/payments)?$/.exec(path);
  const paymentMatch = /^\/v1\/payments\/([\w]+)$/.exec(path);
  if (request.method === 'POST' && path === '/v1/orders') {
    return createOrder(state, raw, send, fail);
  }
  if (request.method === 'GET' && orderMatch) {
    const order = orders.get(orderMatch[1] ?? '');
    if (!order) return fail(400, 'The id provided does not exist');
    if (!orderMatch[2]) return send(200, order);
    const items = [...payments.values()].filter((payment) => payment.order_id === order.id);
    return send(200, { entity: 'collection', count: items.length, items });
  }
  const refundMatch = /^\/v1\/payments\/([\w]+)\/refund$/.exec(path);
  if (request.method === 'POST' && refundMatch) {
    return refundRoute(state, refundMatch[1] ?? '', raw, send, fail);
  }
  if (request.method === 'GET' && paymentMatch) {
    const payment = payments.get(paymentMatch[1] ?? '');
    return payment ? send(200, payment) : fail(400, 'The id provided does not exist');
  }
  return fail(404, 'The requested URL was not found on the server.');
}

/**
 * A local server speaking the Razorpay endpoints the gateway calls (POST /v1/orders,
 * GET /v1/orders/:id, GET /v1/orders/:id/payments, GET /v1/payments/:id,
 * POST /v1/payments/:id/refund) with basic auth, and
 * Razorpay's error shape, so the official SDK runs unchanged against it.
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const state: RazorpayState = {
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    requests: [],
    expectedAuth: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
    outage: { isDown: false },
  };
  const { orders, payments, refunds, requests, outage } = state;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handleRazorpay(state, request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signedEvent = (event: string, payload: Record<string, unknown>) => {
    // Razorpay's own spacing is not JSON.stringify's: the signature covers these exact bytes.
    const body = JSON.stringify(
      {
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      },
      null,
      1,
    );
    const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
    return { body, signature };
  };

  return {
    get isDown() {
      return outage.isDown;
    },
    set isDown(value: boolean) {
      outage.isDown = value;
    },
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    requests,
    pay(orderId, overrides = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: overrides.amount ?? order.amount,
        currency: order.currency,
        status: 'captured',
        method: 'upi',
        captured: true,
        amount_refunded: 0,
        refund_status: null,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(payment.id, payment);
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = 0;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', keySecret)
          .update(`${orderId}|${payment.id}`)
          .digest('hex'),
      };
    },
    refunds,
    refund: (paymentId, amount) => refundPayment(state, paymentId, amount),
    webhook(event, paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      return signedEvent(
        event,
        event === 'order.paid'
          ? { payment: { entity: payment }, order: { entity: order } }
          : { payment: { entity: payment } },
      );
    },
    refundWebhook(refund) {
      const payment = payments.get(refund.payment_id);
      return signedEvent('refund.processed', {
        refund: { entity: refund },
        // A refund of a payment the fake never made (another merchant's) carries the refund only.
        ...(payment ? { payment: { entity: payment } } : {}),
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
