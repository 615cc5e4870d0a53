import { desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { PageView } from '@littlestar/shared/analytics';
import type { Database } from '../../db/database.js';
import { pageViews } from '../../db/analytics-schema.js';
import { defineJob } from '../../jobs/define-job.js';

/** Page views older than this are deleted: enough for trends, not a record of a person. */
export const PAGE_VIEW_RETENTION_DAYS = 90;

/** A path or address without its query and fragment, which may carry a token. */
function withoutQuery(value: string): string {
  return value.replace(/[?#][\s\S]*$/, '');
}

/** The referring page's origin and path, or null when the header is not a URL. */
function referrerPage(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    return null;
  }
}

/**
 * Stores one page view: the path alone (a query or fragment is dropped, since
 * `/reset-password?token=…` would put a live token in the table), the referrer likewise, and
 * the user agent cut to a sane length.
 */
export async function recordPageView(options: {
  db: Database;
  view: PageView;
  referrer?: string | undefined;
  userAgent?: string | undefined;
}): Promise<void> {
  await options.db.insert(pageViews).values({
    path: withoutQuery(options.view.path) || '/',
    title: options.view.title,
    referrer: referrerPage(options.referrer),
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

/** Deletes page views older than `PAGE_VIEW_RETENTION_DAYS`; how many went. */
export async function prunePageViews(options: { db: Database; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await options.db
    .delete(pageViews)
    .where(lt(pageViews.createdAt, cutoff))
    .returning({ id: pageViews.id });
  return deleted.length;
}

export const prunePageViewsJob = defineJob({
  name: 'analytics.prune',
  payload: z.object({}),
  // Daily, at a quiet hour.
  schedule: '23 3 * * *',
  async handle({ context }) {
    const pruned = await prunePageViews({ db: context.database.db });
    if (pruned > 0) context.log.info({ pruned }, 'deleted page views past their retention');
  },
});
