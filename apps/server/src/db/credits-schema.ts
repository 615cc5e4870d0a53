import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type { CreditEntryType } from '@littlestar/shared/credits';
import { user } from './auth-schema.js';

/**
 * One row per user holding the current balance. Every grant or charge locks it first
 * (SELECT … FOR UPDATE), which serialises a user's ledger writes on PostgreSQL; the CHECK
 * makes a negative balance impossible even if a bug skipped the lock.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('credit_balances_balance_non_negative', sql`${table.balance} >= 0`)],
);

/**
 * The append-only ledger: rows are only ever inserted; a correction is a new, reversing row.
 * (source, source_id) is the idempotency key of each grant or charge: a payment grants once,
 * a story is charged once, a charge is refunded once.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Insertion order; timestamps tie within one transaction. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').$type<CreditEntryType>().notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('credit_entries_source_key').on(table.source, table.sourceId),
    index('credit_entries_user_seq_idx').on(table.userId, table.seq),
    check('credit_entries_amount_non_zero', sql`${table.amount} <> 0`),
    check('credit_entries_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
