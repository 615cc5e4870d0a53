import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The free trial's daily budget across all users and processes: free generations started on
 * each UTC day. Taken in the transaction that starts the generation, by a conditional upsert,
 * so two racing requests cannot both take the last one. Owned by the free-trial module.
 */
export const freeStoryDays = pgTable('free_story_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  started: integer('started').notNull().default(0),
});
