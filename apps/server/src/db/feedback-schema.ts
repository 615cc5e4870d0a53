import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type { FeedbackType } from '@littlestar/shared/feedback';
import { user } from './auth-schema.js';

/** A message sent through /feedback, kept with its author; it is also mailed to support. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').$type<FeedbackType>().notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);
