import type { FeedbackInput, FeedbackReceipt } from '@littlestar/shared/feedback';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { feedback } from '../../db/feedback-schema.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import type { SessionUser } from '../accounts/service.js';
import { feedbackMail } from './mails.js';

type Context = Pick<AppContext, 'database' | 'queue' | 'config'>;

/**
 * Keeps a parent's message and mails it to support. Both happen in one transaction: a
 * message is never stored without its mail on the way, nor mailed without being kept.
 */
export async function submitFeedback(options: {
  context: Context;
  user: SessionUser;
  input: FeedbackInput;
}): Promise<FeedbackReceipt> {
  const { context, user, input } = options;
  const row = await context.database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(feedback)
      .values({ userId: user.id, type: input.type, message: input.message })
      .returning();
    await context.queue.enqueue(
      sendMailJob,
      feedbackMail({
        to: context.config.supportEmail,
        from: { email: user.email, name: user.name },
        type: input.type,
        message: input.message,
      }),
      { tx },
    );
    return stored;
  });
  if (!row) throw new Error('The feedback row was not returned by its insert.');
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** The account's messages, oldest first: for the parent's data export. */
export async function listFeedbackOfUser(options: { db: Database; userId: string }) {
  const rows = await options.db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, options.userId))
    .orderBy(asc(feedback.createdAt));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Deletes the account's messages inside the caller's transaction (the account's deletion). */
export async function deleteFeedbackOfUser(options: { db: Database; userId: string }) {
  await options.db.delete(feedback).where(eq(feedback.userId, options.userId));
}
