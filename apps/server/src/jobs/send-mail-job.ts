import { z } from 'zod';
import { mailDeliveries } from '../db/mail-schema.js';
import { stableMessageId } from '../providers/mail/mail-provider.js';
import { defineJob } from './define-job.js';

const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /**
   * Names the e-mail when the same one could be enqueued twice (the ready mail:
   * `story-ready:{story}:{generation}`): one key, one message. Without it the key is the
   * job's id, which pg-boss keeps across retries. Not personal data: it is stored as it is.
   */
  dedupeKey: z.string().min(1).max(200).optional(),
});

/**
 * Mail goes out from a job, so a slow or failing mail server never fails the request that
 * caused it, and a failed send is retried.
 *
 * Each e-mail goes out once, whatever is retried: one transaction claims its key in
 * `mail_deliveries` (a key already there was sent before: nothing to do), sends while it holds
 * that row, and commits. A send that fails rolls the claim back, and so does a worker that
 * dies mid-send (its transaction never commits), so the retry sends. A twin run at the same
 * moment (an expired job handed to another worker) waits on the row, then finds it taken.
 *
 * What remains is the moment between the server accepting the message and the COMMIT: a
 * process that dies there (or a COMMIT that fails) leaves no claim, and the retry sends a
 * second copy. No protocol can close that window without the mail server's help, so it is
 * made recognisable: every attempt carries the same Message-ID, derived from the key.
 *
 * On PGlite (one connection) the open transaction holds the whole database while the
 * provider sends. The embedded default's provider writes a file to the outbox, which takes
 * milliseconds; SMTP with PGlite would stall every query for a network round trip per mail.
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  payload: mailMessageSchema,
  // The address and the text (a reset link) are nobody's business in the job table.
  sealed: true,
  concurrency: 2,
  async handle({ payload, context, jobId }) {
    const { dedupeKey, ...message } = payload;
    const key = dedupeKey ?? `job:${jobId}`;
    await context.database.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(mailDeliveries)
        .values({ key })
        .onConflictDoNothing()
        .returning({ key: mailDeliveries.key });
      if (claimed.length === 0) {
        context.log.info({ jobId, key }, 'mail sent before: not sent again');
        return;
      }
      await context.mail.send({
        ...message,
        messageId: stableMessageId(key, context.config.mail.from),
      });
    });
  },
});
