import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Worker processes alive now: each writes its row every few seconds (see jobs/leases.ts). A
 * process whose row has not been written for WORKER_LAPSE_SECONDS is taken for dead.
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which worker process runs which pg-boss job: a job whose worker is taken for dead is handed
 * back to its queue at once instead of waiting out its expiry (JOB_TIMEOUT_SECONDS). No
 * payload here: only ids and the queue's name.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: uuid('worker_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_leases_worker_idx').on(table.workerId)],
);
