import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  GIFTS_PER_DAY,
  giftMessages,
  maskEmail,
  type SendGift,
  type SentGift,
} from '@littlestar/shared/gifts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { storyGifts } from '../../db/gifts-schema.js';
import { AppError } from '../../errors.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { getUserContact, isEmailVerified } from '../accounts/service.js';
import { findShareableStory } from '../stories/service.js';
import { bookGiftMail } from './mails.js';
import { insertShare, shareUrl } from './service.js';

/*
 * Send as a gift (docs/product.md#book-gifts): a share link of a complete book, mailed to
 * someone with the sender's name and message. The link is an ordinary share (revoke, expiry
 * and deletion end it the same way); the recipient's address goes only into the mail job's
 * payload, which the queue stores sealed, and the gift's row keeps a masked hint of it.
 * Counting the day's gifts, making the link, keeping the gift and queueing the mail are one
 * transaction: a refused or failed gift leaves nothing behind.
 */

type Context = Pick<AppContext, 'database' | 'storage' | 'queue' | 'config' | 'moderation' | 'log'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sender's name and message go out under our name beside a children's book: they pass
 * the content check a story idea passes. When the check cannot run nothing is sent (503).
 */
async function checkGiftWords(context: Context, input: SendGift): Promise<void> {
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea([
      { label: 'name', text: input.sender_name },
      ...(input.message ? [{ label: 'message', text: input.message }] : []),
    ]);
  } catch (error) {
    context.log.warn(
      { error: error instanceof Error ? error.name : 'unknown' },
      "a gift's message could not be checked",
    );
    throw new AppError('unavailable', giftMessages.checkUnavailable);
  }
  if (!verdict.flagged) return;
  // The service's categories only: never the words, nor whom they were for.
  context.log.info({ reasons: verdict.reasons }, "a gift's message refused");
  throw new AppError('message_refused', giftMessages.messageRefused);
}

/** Refuses the gift past GIFTS_PER_DAY in 24 hours, holding the sender's lock until commit. */
async function assertUnderDailyLimit(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gifts:${userId}`}))`);
  const since = new Date(Date.now() - DAY_MS);
  const [sent] = await tx
    .select({ n: count() })
    .from(storyGifts)
    .where(and(eq(storyGifts.userId, userId), gt(storyGifts.createdAt, since)));
  if ((sent?.n ?? 0) >= GIFTS_PER_DAY) {
    throw new AppError('gift_limit_reached', giftMessages.limitReached, {
      'retry-after': String(24 * 60 * 60),
    });
  }
}

/**
 * Sends the user's complete story as a gift: only from a verified address (403), at most
 * GIFTS_PER_DAY a day (429), with words that pass the content check (400).
 */
export async function sendGift(options: {
  context: Context;
  userId: string;
  storyId: string;
  input: SendGift;
}): Promise<SentGift> {
  const { context, userId, input } = options;
  if (!(await isEmailVerified({ db: context.database.db, userId }))) {
    throw new AppError('verification_required', giftMessages.verificationRequired);
  }
  const story = await findShareableStory({ context, userId, storyId: options.storyId });
  await checkGiftWords(context, input);
  const hint = maskEmail(input.recipient_email);
  const gift = await context.database.db.transaction(async (tx) => {
    await assertUnderDailyLimit(tx, userId);
    const sender = await getUserContact(tx, userId);
    const { row: share, token } = await insertShare({
      tx,
      userId,
      storyId: story.id,
      input: { expires_in_days: null, allow_pdf: false },
    });
    const [row] = await tx
      .insert(storyGifts)
      .values({ userId, storyId: story.id, shareId: share.id, recipientHint: hint })
      .returning();
    await context.queue.enqueue(
      sendMailJob,
      bookGiftMail({
        to: input.recipient_email,
        senderName: input.sender_name,
        message: input.message,
        title: story.title,
        link: shareUrl(context, token),
        coverUrl: `${context.config.publicUrl}/api/shared/${token}/cover`,
        language: sender?.language ?? 'en',
      }),
      { tx },
    );
    return row;
  });
  if (!gift?.shareId) throw new Error('The gift was not stored.');
  return {
    id: gift.id,
    share_id: gift.shareId,
    story_id: gift.storyId,
    sent_to: gift.recipientHint,
    sent_at: gift.createdAt.toISOString(),
  };
}

/** The user's gifts, newest first, as their list shows them: book, masked address, date. */
export async function listGiftsOfUser(options: { db: Database; userId: string }) {
  const rows = await options.db
    .select()
    .from(storyGifts)
    .where(eq(storyGifts.userId, options.userId))
    .orderBy(sql`${storyGifts.createdAt} desc`);
  return rows.map((row) => ({
    id: row.id,
    story_id: row.storyId,
    sent_to: row.recipientHint,
    sent_at: row.createdAt.toISOString(),
  }));
}

/** The user's gifts, deleted with the account (the foreign key would, too; this says so). */
export async function deleteGiftsOfUser(options: { db: Database; userId: string }) {
  await options.db.delete(storyGifts).where(eq(storyGifts.userId, options.userId));
}
