import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type {
  PrintOrderStatus,
  ShippingAddress,
  ShippingLevel,
} from '@littlestar/shared/print-orders';
import { user } from './auth-schema.js';
import { payments } from './payments-schema.js';
import { stories } from './stories-schema.js';

/**
 * One printed book ordered by a parent. The price is fixed here at the quote, and the
 * payment that pays it is one row of `payments`: `payment_id` and `print_job_id` are unique,
 * so one payment is one order and one order is one print job at the printer.
 */
export const printOrders = pgTable(
  'print_orders',
  {
    /** Also the print job's `external_id` at the printer. */
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once the story is deleted: the order and its money stay on record. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    storyTitle: text('story_title').notNull(),
    /**
     * The story's generation and edition the order was quoted for: their print files are the
     * ones printed, whatever the parent edits afterwards. Null on orders quoted before this was
     * kept (they print the story's current files).
     */
    storyGeneration: integer('story_generation'),
    storyEdition: integer('story_edition'),
    status: text('status').$type<PrintOrderStatus>().notNull(),
    pageCount: integer('page_count').notNull(),
    shippingLevel: text('shipping_level').$type<ShippingLevel>().notNull(),
    /** Personal data, kept only to place the order; never copied into a job or a log. */
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    /** What the printer charges us, and what the parent pays (with our margin), in US cents. */
    costCents: integer('cost_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id),
    printJobId: text('print_job_id').unique(),
    tracking: jsonb('tracking').$type<{
      carrier: string | null;
      number: string;
      url: string | null;
    }>(),
    /** The printer's reason for a cancelled or rejected order. */
    statusMessage: text('status_message'),
    /** `due` once the order is cancelled after payment; `done` once the refund went through. */
    refund: text('refund').$type<'due' | 'done'>(),
    /**
     * Set while a job talks to the printer about this order (placing it, or cancelling it for
     * a refund), so no other job does at once; no lock is held meanwhile. A claim older than
     * the lease in `order-claims.ts` is a crashed job's and may be taken over.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('print_orders_user_created_idx').on(table.userId, table.createdAt),
    index('print_orders_status_idx').on(table.status),
    check('print_orders_price_covers_cost', sql`${table.priceCents} >= ${table.costCents}`),
    check('print_orders_cost_positive', sql`${table.costCents} > 0`),
  ],
);
