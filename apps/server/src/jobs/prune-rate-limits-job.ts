import { z } from 'zod';
import { deleteExpiredHits } from '../http/rate-limit-store.js';
import { defineJob } from './define-job.js';

/**
 * Every counted request leaves a `request_counts` row keyed by the caller's address or
 * account; once its count no longer applies it only keeps a trace of who called, so it goes.
 * Our own prune, by each row's own expiry: better-auth's prunes only its own table.
 */
export const pruneRateLimitsJob = defineJob({
  name: 'rate-limits.prune',
  payload: z.object({}),
  schedule: '41 * * * *',
  async handle({ context }) {
    const pruned = await deleteExpiredHits(context.database.sql);
    if (pruned > 0) context.log.info({ pruned }, 'deleted expired rate-limit counts');
  },
});
