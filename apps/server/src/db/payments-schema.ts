import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type { Currency, PlanFeature } from '@littlestar/shared/payments';
import { user } from './auth-schema.js';

/** Credit plans, upserted at every start from `modules/payments/plans.ts`. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  credits: integer('credits').notNull(),
  maxChildren: integer('max_children').notNull(),
  maxStories: integer('max_stories').notNull(),
  durationDays: integer('duration_days').notNull(),
  features: jsonb('features').$type<PlanFeature[]>().notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  /** Null: the INR price is converted from USD at the cached exchange rate. */
  priceInrPaise: integer('price_inr_paise'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `refunded`: Razorpay refunded the whole amount (a partial refund leaves it `completed`). */
export type PaymentRowStatus = 'created' | 'completed' | 'failed' | 'refunded';

/**
 * One purchase: the provider order made for it and, once paid, the provider payment.
 * The amount, currency, plan and credits are fixed here when the order is made, so what is
 * granted is what was charged even if the plan changes later.
 */
export const payments = pgTable(
  'payments',
  {
    /** Also the order's receipt at the provider. */
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null for a printed book's payment (`purpose` 'print', no credits); a 'gift' buys a code. */
    planId: text('plan_id').references(() => plans.id),
    purpose: text('purpose').$type<'plan' | 'print' | 'gift'>().notNull().default('plan'),
    planName: text('plan_name').notNull(),
    credits: integer('credits').notNull(),
    provider: text('provider').$type<'razorpay' | 'simulated'>().notNull(),
    orderId: text('order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    /** In the currency's smallest unit (cents, paise). */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull().default('created'),
    method: text('method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Refunds of a payment, one row per Razorpay refund id, so each is handled once however often
 * (and under whichever event id) it is delivered. Credits are taken back in proportion to the
 * amount refunded so far: `creditsDue` is what this refund made due, `creditsTaken` what the
 * balance still held of it (credits already spent are not taken below zero).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** Razorpay's refund id (`rfnd_…`). */
    id: text('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** In the payment's currency's smallest unit. */
    amount: integer('amount').notNull(),
    creditsDue: integer('credits_due').notNull(),
    creditsTaken: integer('credits_taken').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
    check(
      'payment_refunds_credits_taken_within_due',
      sql`${table.creditsTaken} >= 0 AND ${table.creditsTaken} <= ${table.creditsDue}`,
    ),
  ],
);

/** Webhook deliveries already handled, by Razorpay's event id (it redelivers until a 2xx). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last fetched USD rate per currency, shared by every process so all quote one price. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
