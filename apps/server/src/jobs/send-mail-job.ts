import { z } from 'zod';
import { defineJob } from './define-job.js';

const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});

/**
 * Mail goes out from a job, so a slow or failing mail server never fails the request that
 * caused it, and a failed send is retried.
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  payload: mailMessageSchema,
  // The address and the text (a reset link) are nobody's business in the job table.
  sealed: true,
  concurrency: 2,
  async handle({ payload, context }) {
    await context.mail.send(payload);
  },
});
