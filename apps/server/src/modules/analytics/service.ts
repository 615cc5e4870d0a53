import { desc } from 'drizzle-orm';
import type { PageView } from '@littlestar/shared/analytics';
import type { Database } from '../../db/database.js';
import { pageViews } from '../../db/schema.js';

/** Stores one page view; header values are cut to a sane length. */
export async function recordPageView(options: {
  db: Database;
  view: PageView;
  referrer?: string | undefined;
  userAgent?: string | undefined;
}): Promise<void> {
  await options.db.insert(pageViews).values({
    path: options.view.path,
    title: options.view.title,
    referrer: options.referrer?.slice(0, 2048) ?? null,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
  });
}

/** Newest page views first. */
export async function listPageViews(options: { db: Database; limit: number }) {
  return options.db
    .select()
    .from(pageViews)
    .orderBy(desc(pageViews.createdAt))
    .limit(options.limit);
}
