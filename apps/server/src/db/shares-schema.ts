import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.js';
import { stories } from './stories-schema.js';

/**
 * A read-only link to a complete story. The token is never stored: only its SHA-256, which is
 * what a link's request is looked up by. Deleting the story or the account deletes its links.
 */
export const storyShares = pgTable(
  'story_shares',
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
    tokenHash: text('token_hash').notNull().unique(),
    allowPdf: boolean('allow_pdf').notNull().default(false),
    /** Null: until the owner revokes it (which deletes the row). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('story_shares_user_idx').on(table.userId),
    index('story_shares_story_idx').on(table.storyId),
  ],
);
