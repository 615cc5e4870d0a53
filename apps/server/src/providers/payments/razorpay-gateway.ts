import Razorpay from 'razorpay';
import {
  createSignatureChecks,
  PaymentGatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type PaymentGateway,
} from './payments-provider.js';
import { readRazorpayEvent } from './razorpay-events.js';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Razorpay through its official SDK. The SDK hard-codes https://api.razorpay.com as the host
 * of its axios instance (`api.rq`); we point that instance at RAZORPAY_API_URL so tests (and
 * a proxy, if ever needed) speak to another host with the very same client code. The SDK's
 * own webhook check compares with `===`; ours is constant-time.
 */
export function createRazorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (client.api as unknown as { rq?: { defaults: AxiosDefaults } }).rq;
  if (!http?.defaults) throw new Error('The razorpay SDK no longer exposes its HTTP client.');
  http.defaults.baseURL = options.apiUrl;
  // The SDK sets no timeout: a hung provider must not hold a request open forever.
  http.defaults.timeout = REQUEST_TIMEOUT_MS;

  const checks = createSignatureChecks(options);
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call(() => client.orders.create({ amount, currency, receipt, notes }));
      return toOrder(order);
    },
    async fetchOrder(orderId) {
      return toOrder(await call(() => client.orders.fetch(orderId)));
    },
    async fetchPayment(paymentId) {
      return toPayment(await call(() => client.payments.fetch(paymentId)));
    },
    async fetchOrderPayments(orderId) {
      const list = await call(() => client.orders.fetchPayments(orderId));
      return list.items.map(toPayment);
    },
    async refund({ paymentId, amount, receipt }) {
      const refund = await call(() => client.payments.refund(paymentId, { amount, receipt }));
      return { id: refund.id };
    },
    isPaymentSignatureValid: checks.isPaymentSignatureValid,
    isWebhookSignatureValid: checks.isWebhookSignatureValid,
    readWebhookEvent: readRazorpayEvent,
  };
}

interface AxiosDefaults {
  baseURL?: string;
  timeout?: number;
}

/** The SDK rejects with `{ statusCode, error }`, or a TypeError when no answer came at all. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const failure = error as { statusCode?: unknown; error?: { description?: unknown } };
    const statusCode = typeof failure.statusCode === 'number' ? failure.statusCode : undefined;
    const description =
      typeof failure.error?.description === 'string'
        ? failure.error.description
        : error instanceof Error
          ? error.message
          : 'no answer';
    throw new PaymentGatewayError(`Razorpay: ${description}`, statusCode, 'razorpay');
  }
}

function toOrder(order: {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
}): GatewayOrder {
  return {
    id: order.id,
    amount: Number(order.amount),
    currency: order.currency,
    status: order.status,
  };
}

function toPayment(payment: {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  method?: string | null;
}): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amount: Number(payment.amount),
    currency: payment.currency,
    status: payment.status,
    method: payment.method ?? null,
  };
}
