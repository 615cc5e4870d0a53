import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { mailDeliveries } from '../db/mail-schema.js';
import { defineJob } from './define-job.js';

/**
 * A delivery's key guards against a retry of its job (minutes to hours later) or a second
 * enqueue while its story or account is in motion: a month is far longer than either.
 */
export const MAIL_DELIVERY_RETENTION_DAYS = 30;

/** Deletes the record of e-mails sent more than MAIL_DELIVERY_RETENTION_DAYS ago. */
export async function pruneMailDeliveries(options: { db: Database; now?: Date }) {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - MAIL_DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await options.db
    .delete(mailDeliveries)
    .where(lt(mailDeliveries.sentAt, cutoff))
    .returning({ key: mailDeliveries.key });
  return deleted.length;
}

/**
 * `mail.prune`, daily: the delivery records past MAIL_DELIVERY_RETENTION_DAYS, and the copies
 * the mail provider keeps (the outbox's files) past OUTBOX_RETENTION_DAYS.
 */
export const pruneMailDeliveriesJob = defineJob({
  name: 'mail.prune',
  payload: z.object({}),
  // Daily, at a quiet hour.
  schedule: '37 3 * * *',
  async handle({ context }) {
    const pruned = await pruneMailDeliveries({ db: context.database.db });
    if (pruned > 0) context.log.info({ pruned }, 'forgot e-mails sent long ago');
    const removed = await context.mail.prune();
    if (removed > 0) context.log.info({ removed }, 'removed old mails from the outbox');
  },
});
