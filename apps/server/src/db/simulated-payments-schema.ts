import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The simulated payment gateway's own tables (providers/payments/simulated-gateway.ts), which
 * stand in for what Razorpay keeps on its side: the orders it was asked to create, and the
 * payments its checkout made. Nothing else reads them; the payments module keeps its own record.
 */

/** An order the simulated gateway created, as Razorpay would keep it. */
export const simulatedOrders = pgTable('simulated_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment the simulated checkout made, one per order. */
export const simulatedPayments = pgTable('simulated_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
