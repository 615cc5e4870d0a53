import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency, PaymentProof } from '@littlestar/shared/payments';
import { ProviderError, statusFailure } from '../provider-error.js';
/** An order as the provider knows it; `amount` in the smallest unit of `currency`. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  /** Razorpay's order states: created, attempted, paid. */
  status: string;
}

/** A payment as the provider knows it. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  method: string | null;
  /** In a webhook event: false for an attempt only ever authorised, never captured. */
  captured?: boolean;
}

/** A refund as the provider reports it; `amount` in the smallest unit of `currency`. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  /** `pending` until the money is on its way back, then `processed`; null when not said. */
  status: string | null;
  /** Ours for a refund we asked for (our payment's id); null for one made at the provider. */
  receipt: string | null;
}

/**
 * What a webhook event tells the payments module, whichever gateway sent it: a payment that
 * paid an order (with the order, when the event carries it), a refund (with its payment,
 * when carried), or something we do not act on.
 */
export type PaymentEvent =
  | {
      type: 'paid';
      name: string;
      payment: GatewayPayment & { orderId: string };
      order?: GatewayOrder;
    }
  | { type: 'refunded'; name: string; refund: GatewayRefund; payment: GatewayPayment | undefined }
  | { type: 'other'; name: string };

/**
 * The gateway refused or did not answer; `statusCode` is its HTTP status when it answered (a
 * 4xx is a refusal that asking again will not change). `vendor` is the gateway's kind: the
 * simulated one names itself, so a log never blames Razorpay for it.
 */
export class PaymentGatewayError extends ProviderError {
  override name = 'PaymentGatewayError';
  constructor(message: string, statusCode: number | undefined, vendor: PaymentGateway['kind']) {
    super(message, statusFailure(vendor, statusCode));
  }
}

/**
 * Takes money for credit plans: Razorpay in production, a simulated Razorpay test mode by
 * default. Both sign and check payments the same way (`createSignatureChecks`), so the
 * verification path is the same code whichever runs.
 */
export interface PaymentGateway {
  kind: 'razorpay' | 'simulated';
  /** The public key the browser's checkout opens with. */
  keyId: string;
  /** Creates an order at the provider; `receipt` is our unique id for it. */
  createOrder(options: {
    amount: number;
    currency: Currency;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment attempt on an order (to settle an order whose browser never reported back). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds (part of) a captured payment; `receipt` is our id for the refund. */
  refund(options: { paymentId: string; amount: number; receipt: string }): Promise<{ id: string }>;
  /** Whether checkout's signature is HMAC-SHA256(order_id|payment_id, key secret). */
  isPaymentSignatureValid(options: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** Whether a webhook's X-Razorpay-Signature is HMAC-SHA256(raw body, webhook secret). */
  isWebhookSignatureValid(options: { rawBody: Buffer; signature: string }): boolean;
  /** A signed webhook's body as an event; undefined when it is not one. */
  readWebhookEvent(rawBody: Buffer): PaymentEvent | undefined;
  /**
   * The simulated checkout only: pays an order in full and answers what Razorpay's checkout
   * hands the browser.
   */
  pay?(options: { orderId: string }): Promise<PaymentProof>;
}

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function isSameHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.trim().toLowerCase(), 'hex');
  return (
    given.length === expected.length &&
    /^[0-9a-f]+$/i.test(givenHex.trim()) &&
    timingSafeEqual(expected, given)
  );
}

/** Razorpay's two signature rules, shared by both gateways. */
export function createSignatureChecks(secrets: { keySecret: string; webhookSecret: string }) {
  return {
    signPayment: ({ orderId, paymentId }: { orderId: string; paymentId: string }) =>
      hmacSha256Hex(secrets.keySecret, `${orderId}|${paymentId}`),
    isPaymentSignatureValid: ({
      orderId,
      paymentId,
      signature,
    }: {
      orderId: string;
      paymentId: string;
      signature: string;
    }) => isSameHex(hmacSha256Hex(secrets.keySecret, `${orderId}|${paymentId}`), signature),
    isWebhookSignatureValid: ({ rawBody, signature }: { rawBody: Buffer; signature: string }) =>
      isSameHex(hmacSha256Hex(secrets.webhookSecret, rawBody), signature),
  };
}
