import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.js';
import { storyShares } from './shares-schema.js';
import { stories } from './stories-schema.js';

/**
 * A book sent as a gift: the share link it made and a masked hint of the address it went to
 * (`a•••@example.com`), never the address itself, which lives only in the mail job's sealed
 * payload. Revoking the link keeps the row (its share becomes null): it still counts towards
 * the sender's gifts of the day. Deleting the story or the account deletes it.
 */
export const storyGifts = pgTable(
  'story_gifts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id').references(() => storyShares.id, { onDelete: 'set null' }),
    recipientHint: text('recipient_hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('story_gifts_user_created_idx').on(table.userId, table.createdAt),
    index('story_gifts_share_idx').on(table.shareId),
    index('story_gifts_story_idx').on(table.storyId),
  ],
);
