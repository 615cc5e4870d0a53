import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.js';
import { payments } from './payments-schema.js';

/**
 * `unpaid`: ordered, not paid yet. `open`: paid, redeemable until `expires_at`. `redeemed`:
 * its credits went to `redeemed_by`. `void`: its payment was refunded before redemption.
 */
export type GiftCodeStatus = 'unpaid' | 'open' | 'redeemed' | 'void';

/**
 * A plan bought as a gift (docs/product.md#gift-credits): one per payment of purpose 'gift'.
 * The code is never stored: it is made when the buyer first asks to see it, and only its
 * SHA-256 is kept, which is what a redemption looks it up by.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Who the redeemer's ledger says it is from; emptied when the buyer's account is deleted. */
    fromName: text('from_name').notNull(),
    /** Who the buyer's ledger says it is for; emptied when the buyer's account is deleted. */
    recipientName: text('recipient_name').notNull(),
    credits: integer('credits').notNull(),
    status: text('status').$type<GiftCodeStatus>().notNull().default('unpaid'),
    /** Null until the buyer has been shown the code (once). */
    codeHash: text('code_hash').unique(),
    shownAt: timestamp('shown_at', { withTimezone: true }),
    /** Null until paid: a year after the payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedBy: text('redeemed_by').references(() => user.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_codes_buyer_idx').on(table.buyerId, table.createdAt),
    index('gift_codes_redeemed_by_idx').on(table.redeemedBy),
    check('gift_codes_credits_positive', sql`${table.credits} > 0`),
  ],
);
