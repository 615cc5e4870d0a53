import { z } from 'zod';
import { pageOf } from './credits.js';

/** product.md#plans: prices are shown and charged in US dollars or Indian rupees. */
export const CURRENCIES = ['USD', 'INR'] as const;
export const currencySchema = z.enum(CURRENCIES, { error: 'must be USD or INR' });
export type Currency = z.infer<typeof currencySchema>;

/** product.md#plans: a fetched USD→INR rate is reused for 12 hours. */
export const EXCHANGE_RATE_CACHE_HOURS = 12;

/** The plan the add-credits page marks 'Most Popular'. */
export const POPULAR_PLAN_NAME = 'Standard';

/** product.md#checkout, product.md#messages and the purchase toasts, word for word. */
export const paymentMessages = {
  createOrderFailed: 'Failed to create order',
  verificationFailed: 'Payment verification failed. Please try again or contact support.',
  paymentFailed: 'Payment failed. Please try again.',
  checkoutLoadFailed: 'Failed to load Razorpay',
  authenticationRequired: 'Authentication Required',
  logInToPurchase: 'Please log in to purchase credits',
  paymentSuccessful: 'Payment successful! Credits added to your account.',
  noTransactions: 'No transactions yet',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  loadPlansFailed: 'Failed to load plans. Please try again later',
  mostPopular: 'Most Popular',
} as const;

export const planFeatureSchema = z.object({
  name: z.string(),
  description: z.string(),
  included: z.boolean(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/**
 * `GET /api/payments/plans`, one per plan. `price` is US dollars (product.md#plans);
 * `price_inr_paise` is exactly what an INR order for the plan charges.
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int().min(1),
  max_children: z.number().int().min(0),
  max_stories: z.number().int().min(0),
  duration_days: z.number().int().min(1),
  features: z.array(planFeatureSchema),
  price: z.number().min(0),
  price_usd_cents: z.number().int().min(0),
  price_inr_paise: z.number().int().min(0),
  is_popular: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

const planIdSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(64, 'is too long');

/**
 * `POST /api/payments/create-order`: the browser names a plan and a currency, never an amount.
 * Strict, so a client that sends an amount hears that it is not taken.
 */
export const createOrderRequestSchema = z.strictObject({
  plan_id: planIdSchema,
  currency: currencySchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** What the checkout needs: `amount` is in the smallest unit (cents or paise). */
export const orderResponseSchema = z.object({
  key_id: z.string(),
  amount: z.number().int().min(1),
  currency: currencySchema,
  order_id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  /** What the order buys, for the checkout's summary. */
  credits: z.number().int().min(1),
  duration_days: z.number().int().min(1),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

const providerId = (prefix: string) =>
  z
    .string({ error: 'is required' })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `must look like ${prefix}_…`);

/** What Razorpay's checkout hands the browser on success; `POST /api/payments/verify` takes it. */
export const paymentProofSchema = z.object({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'must be a hex HMAC-SHA256 signature'),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;
export const verifyPaymentRequestSchema = paymentProofSchema;

/**
 * `completed` means the credits are granted; `pending` means paid but not yet captured;
 * `refunded` means Razorpay refunded the whole amount and the credits were taken back.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'completed', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentStatusResponseSchema = z.object({ status: paymentStatusSchema });
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** `POST /api/payments/simulated/pay` (the embedded simulated checkout only). */
export const simulatedPayRequestSchema = z.object({ order_id: providerId('order') });

/** One purchase; `amount` is in major units (499.00 rupees is 499). */
export const paymentTransactionSchema = z.object({
  id: z.string(),
  provider: z.enum(['razorpay', 'simulated']),
  provider_payment_id: z.string().nullable(),
  amount: z.number().min(0),
  currency: currencySchema,
  status: paymentStatusSchema,
  created_at: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  provider_response: z.object({
    order_id: z.string(),
    receipt: z.string(),
    method: z.string().nullable(),
  }),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** `GET /api/payments/payment-transactions` */
export const paymentTransactionsPageSchema = pageOf(paymentTransactionSchema);
export type PaymentTransactionsPage = z.infer<typeof paymentTransactionsPageSchema>;

/**
 * `GET /api/payments/receipt/{order_id}`: what one of the user's purchases bought, for the
 * confirmation after paying. `amount` is in major units; `paid_at` is null until it is paid.
 */
export const paymentReceiptSchema = z.object({
  order_id: z.string(),
  payment_id: z.string().nullable(),
  status: paymentStatusSchema,
  plan_name: z.string(),
  credits: z.number().int(),
  duration_days: z.number().int(),
  amount: z.number().min(0),
  currency: currencySchema,
  paid_at: z.string().nullable(),
  /** In words ('UPI, through Razorpay'); null when not paid. */
  paid_with: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** `POST /api/payments/webhook` answers this (Razorpay reads only the 2xx). */
export const webhookResponseSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});
