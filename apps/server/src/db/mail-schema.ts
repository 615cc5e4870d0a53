import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per e-mail a job has sent: its key (the mail job's id, or a key the caller named)
 * and when. It only says "this one went out", so a retried job does not send it again; the
 * address and the text stay sealed in the job's payload, never here. Pruned after 30 days.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    key: text('key').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_deliveries_sent_at_idx').on(table.sentAt)],
);
