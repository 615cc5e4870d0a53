import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { SqlExecutor } from '../db/database.js';
import { scrubbedError, scrubText } from '../http/logging.js';
import { PermanentJobError, type Job } from './define-job.js';
import { openPayload, sealPayload } from './sealed-payload.js';
import { transactionSql, type Transaction } from './transaction-sql.js';

export const DEAD_LETTER_QUEUE = 'dead-letter';

export interface EnqueueOptions {
  /**
   * The caller's Drizzle transaction: the job is written on its connection, so it exists
   * only if the transaction commits.
   */
  tx?: Transaction;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
  /** At most one queued job with this key (pg-boss's singleton). */
  singletonKey?: string;
}

export interface JobQueue {
  boss: PgBoss;
  /** Checks the payload against the job's schema and queues it; the job's id, or null for a duplicate singleton. */
  enqueue<Schema extends z.ZodType>(
    job: Job<Schema>,
    payload: z.input<Schema>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Starts workers for the given jobs (the `work` and `start` commands). */
  work(jobs: readonly Job[], context: AppContext): Promise<void>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  sql: SqlExecutor;
  retryLimit: number;
  timeoutSeconds: number;
  /** First retry delay; it doubles with each retry. */
  retryDelaySeconds?: number;
  /**
   * How often an idle worker looks for work it was not told about (retries coming due, jobs
   * sent by another process). A job enqueued in this process wakes its worker at once.
   */
  pollingIntervalSeconds: number;
  log: FastifyBaseLogger;
  /** APP_SECRET: seals the payloads of jobs declared `sealed`. */
  secret: string;
  /** Jobs whose queues to create; sending to an unknown queue fails in pg-boss 10. */
  jobs: readonly Job[];
}

/**
 * pg-boss on the application's own database. Retries back off exponentially; a job whose
 * worker died stays active only until its expiry, after which pg-boss fails it and it is
 * retried; a job out of retries calls its `onFinalFailure` and lands in the dead-letter queue.
 */
export async function startQueue(options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: options.sql,
    schema: 'pgboss',
    // Expired-job supervision and archiving run on every process; pg-boss makes it single-flight.
    supervise: true,
    // Expiry of jobs whose worker died is found here: no later than a job's own timeout.
    maintenanceIntervalSeconds: Math.min(120, Math.max(5, options.timeoutSeconds)),
    // Our schedules are hourly and ten-minutely: looking for due cron jobs less often than
    // pg-boss's defaults (30 s and 5 s) costs nothing in precision and saves idle wake-ups.
    cronMonitorIntervalSeconds: 45,
    cronWorkerIntervalSeconds: 45,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureQueue(boss, DEAD_LETTER_QUEUE, {});
  for (const job of options.jobs) {
    await ensureQueue(boss, job.name, {
      retryLimit: job.retryLimit ?? options.retryLimit,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? options.timeoutSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    });
  }
  /** This process's worker ids per queue, to wake them when a job is enqueued here. */
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    boss,
    async enqueue(job, payload, enqueueOptions = {}) {
      const parsed = job.payload.parse(payload) as object;
      const data = job.sealed ? sealPayload(options.secret, parsed) : parsed;
      const { tx, startAfterSeconds, singletonKey } = enqueueOptions;
      const id = await boss.send(job.name, data, {
        ...(tx ? { db: transactionSql(tx) } : {}),
        // A moment rather than seconds: through a transaction every placeholder becomes its
        // own parameter, and pg-boss's `CAST($n AS timestamptz)` of a bare '120' is refused.
        ...(startAfterSeconds
          ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000) }
          : {}),
        ...(singletonKey ? { singletonKey } : {}),
      });
      // On PGlite the worker's fetch waits for an open transaction to end, so it sees the job
      // once committed; on PostgreSQL a job of a still-open transaction waits for the next poll.
      if (startAfterSeconds) setTimeout(() => wake(job.name), startAfterSeconds * 1000).unref();
      else wake(job.name);
      return id;
    },
    async work(jobs, context) {
      for (const job of jobs) {
        // An empty payload, so a scheduled job's payload check passes like an enqueued one's.
        if (job.schedule) await boss.schedule(job.name, job.schedule, {});
        const ids: string[] = [];
        const slots =
          typeof job.concurrency === 'function' ? job.concurrency(context) : (job.concurrency ?? 1);
        for (let slot = 0; slot < slots; slot += 1) {
          const id: string = await boss.work<object>(
            job.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
            async ([taken]) => {
              if (!taken) return;
              try {
                await runOnce(job, taken, context, options.secret);
              } finally {
                // A worker that just found work looks again at once (a story's pictures are
                // many jobs); only a worker that found nothing waits out the polling interval.
                boss.notifyWorker(id);
              }
            },
          );
          ids.push(id);
        }
        workerIds.set(job.name, ids);
      }
    },
    async isHealthy() {
      try {
        await boss.getQueueSize(DEAD_LETTER_QUEUE);
        return true;
      } catch {
        return false;
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/** One attempt of a job; on the last one a failure first runs the job's compensation. */
async function runOnce(
  job: Job,
  taken: PgBoss.JobWithMetadata<object>,
  context: AppContext,
  secret: string,
) {
  const run = {
    payload: job.payload.parse(job.sealed ? openPayload(secret, taken.data) : taken.data),
    context,
    jobId: taken.id,
    retryCount: taken.retryCount,
  };
  try {
    await job.handle(run);
  } catch (error) {
    const isPermanent = error instanceof PermanentJobError;
    if (job.onFinalFailure && (isPermanent || taken.retryCount >= taken.retryLimit)) {
      try {
        await job.onFinalFailure({ ...run, error });
      } catch (compensationError) {
        // A permanent failure whose compensation failed is retried, so the refund is not lost.
        if (isPermanent) throw scrubbedError(compensationError);
        context.log.error(
          { err: compensationError, job: job.name, jobId: taken.id },
          'compensation of a failed job failed',
        );
      }
    }
    // Compensated already and not worth another attempt: the job ends here, as done.
    if (isPermanent) {
      context.log.warn(
        { job: job.name, jobId: taken.id, reason: scrubText(error.message) },
        'job failed for good',
      );
      return;
    }
    // pg-boss records the failure (and, with no retry left, dead-letters the job) by storing
    // every field of what is thrown as the job's output: an AI SDK error would put the prompt
    // and the child's photos there, so only a cleaned copy goes.
    throw scrubbedError(error);
  }
}

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  const queue = { name, ...options };
  if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
  else await boss.createQueue(name, queue);
}
