import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { freeStoryDays } from '../../db/free-trial-schema.js';

/*
 * FREE_STORIES_PER_DAY (product.md#free-story): free stories cost real AI calls and sign-ups
 * are cheap, so all users together may start only so many a UTC day, counted in the database
 * so that every process shares the one budget.
 */

/** A UTC day as the budget counts it: YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes one of the day's free generations if fewer than `perDay` were taken: one conditional
 * upsert, so of racing calls for the last one exactly one wins. Call it in the transaction
 * that starts the generation, so a refused start takes none.
 */
export async function takeFreeGeneration(options: {
  db: Database;
  day: string;
  perDay: number;
}): Promise<boolean> {
  if (options.perDay <= 0) return false;
  const taken = await options.db
    .insert(freeStoryDays)
    .values({ day: options.day, started: 1 })
    .onConflictDoUpdate({
      target: freeStoryDays.day,
      set: { started: sql`${freeStoryDays.started} + 1` },
      setWhere: lt(freeStoryDays.started, options.perDay),
    })
    .returning({ started: freeStoryDays.started });
  return taken.length > 0;
}

/**
 * Whether one of the day's free generations is left: a look, taking nothing, so a day that
 * is spent answers before any paid check.
 */
export async function hasFreeGenerationLeft(options: {
  db: Database;
  day: string;
  perDay: number;
}): Promise<boolean> {
  if (options.perDay <= 0) return false;
  const [row] = await options.db
    .select({ started: freeStoryDays.started })
    .from(freeStoryDays)
    .where(eq(freeStoryDays.day, options.day));
  return (row?.started ?? 0) < options.perDay;
}
