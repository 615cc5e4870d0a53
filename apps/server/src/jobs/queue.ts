import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { SqlExecutor } from '../db/database.js';
import { scrubbedError, scrubText } from '../logging/logging.js';
import { isPermanentFailure, type Job } from './define-job.js';
import { startDispatcher, type Dispatcher } from './dispatcher.js';
import { startLeases, type Leases, type LostJob } from './leases.js';
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

export interface QueueSettings {
  retryLimit: number;
  timeoutSeconds: number;
  /** First retry delay; it doubles with each retry. */
  retryDelaySeconds?: number;
  /** Jobs whose queues to create; sending to an unknown queue fails in pg-boss 10. */
  jobs: readonly Job[];
}

export interface QueueOptions extends QueueSettings {
  sql: SqlExecutor;
  /**
   * How often an idle worker looks for work it was not told about (retries coming due, jobs
   * sent by another process while the notification channel was down).
   */
  pollingIntervalSeconds: number;
  log: FastifyBaseLogger;
  /** APP_SECRET: seals the payloads of jobs declared `sealed`. */
  secret: string;
  /**
   * PostgreSQL's LISTEN, when the database has one: a job sent by any process wakes the
   * workers of its queue the moment its transaction commits, instead of at their next poll.
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** How long a stopping worker lets its running jobs finish before handing them back. */
  stopGraceSeconds?: number;
  /**
   * The database is this process's alone (embedded PGlite, whose folder it holds locked): a
   * job some other worker was running when this one started is a dead process's.
   */
  soleWorker?: boolean;
}

/** The channel a sent job is announced on (its payload: the queue's name). */
const JOB_CHANNEL = 'littlestar_jobs';

const queueDefinition = (settings: QueueSettings, job: Job): Omit<PgBoss.Queue, 'name'> => ({
  retryLimit: job.retryLimit ?? settings.retryLimit,
  retryDelay: settings.retryDelaySeconds ?? 5,
  retryBackoff: true,
  expireInSeconds: job.expireInSeconds ?? settings.timeoutSeconds,
  deadLetter: DEAD_LETTER_QUEUE,
});

/**
 * Creates (or brings up to date) pg-boss's schema and one queue per job. Each queue is a table
 * of its own, and creating tables from several processes at once deadlocks: this runs with the
 * migrations, under their lock (`database.migrate`), so N processes starting together on an
 * empty database create it once.
 */
export async function installQueue(sql: SqlExecutor, settings: QueueSettings): Promise<void> {
  const boss = new PgBoss({ db: sql, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  try {
    await ensureQueue(boss, DEAD_LETTER_QUEUE, {});
    for (const job of settings.jobs)
      await ensureQueue(boss, job.name, queueDefinition(settings, job));
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** pg-boss on the application's database, with this application's timings. */
function newBoss(options: QueueOptions): PgBoss {
  return new PgBoss({
    db: options.sql,
    schema: 'pgboss',
    // Installed with the migrations; a process only checks it is there.
    migrate: false,
    // Expired-job supervision and archiving run on every process; pg-boss makes it single-flight.
    supervise: true,
    // Expiry is now only the limit of a live attempt: a dead worker's jobs come back by lease.
    maintenanceIntervalSeconds: Math.min(120, Math.max(5, options.timeoutSeconds)),
    // Our schedules are hourly and five-minutely: looking for due cron jobs less often than
    // pg-boss's defaults (30 s and 5 s) costs nothing in precision and saves idle wake-ups.
    cronMonitorIntervalSeconds: 45,
    cronWorkerIntervalSeconds: 45,
  });
}

/** Lets running jobs finish within `graceMs`, and fails what still runs then, to run again. */
async function handBackRunning(options: {
  boss: PgBoss;
  dispatchers: Map<string, Dispatcher>;
  leases: Leases | undefined;
  graceMs: number;
  log: FastifyBaseLogger;
}) {
  const { boss, leases } = options;
  const leftovers = await Promise.all(
    [...options.dispatchers].map(async ([name, dispatcher]) => ({
      name,
      ids: await dispatcher.drain(options.graceMs),
    })),
  );
  for (const { name, ids } of leftovers.filter((entry) => entry.ids.length > 0)) {
    try {
      for (const id of ids) await boss.fail(name, id, { message: 'its worker stopped' });
      await leases?.release(ids);
    } catch (error) {
      // Their leases lapse with this process's heartbeat: another worker hands them back.
      options.log.warn({ err: error }, 'jobs not handed back');
    }
    options.log.warn({ queue: name, jobs: ids.length }, 'handed running jobs back');
  }
}

/**
 * pg-boss on the application's own database, installed beforehand by `installQueue`. Retries
 * back off exponentially; a job whose worker process died is handed back within
 * WORKER_LAPSE_SECONDS (see leases.ts), and pg-boss's expiry (JOB_TIMEOUT_SECONDS) is the limit
 * of one live attempt; a job out of retries calls its `onFinalFailure` and lands in the
 * dead-letter queue.
 */
export async function startQueue(options: QueueOptions): Promise<JobQueue> {
  const boss = newBoss(options);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const jobsByName = new Map(options.jobs.map((job) => [job.name, job]));
  /** This process's dispatchers, by queue, once it works. */
  const dispatchers = new Map<string, Dispatcher>();
  const wake = (name: string) => dispatchers.get(name)?.wake();
  let leases: Leases | undefined;
  /** What lost jobs' compensation runs with: the context the workers were started with. */
  let workContext: AppContext | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const notify = (name: string, sql: SqlExecutor) =>
    sql.executeSql('SELECT pg_notify($1, $2)', [JOB_CHANNEL, name]);

  return {
    boss,
    async enqueue(job, payload, enqueueOptions = {}) {
      const parsed = job.payload.parse(payload) as object;
      const data = job.sealed ? sealPayload(options.secret, parsed) : parsed;
      const { tx, startAfterSeconds, singletonKey } = enqueueOptions;
      const sql = tx ? transactionSql(tx) : options.sql;
      const id = await boss.send(job.name, data, {
        ...(tx ? { db: sql } : {}),
        // A moment rather than seconds: through a transaction every placeholder becomes its
        // own parameter, and pg-boss's `CAST($n AS timestamptz)` of a bare '120' is refused.
        ...(startAfterSeconds
          ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000) }
          : {}),
        ...(singletonKey ? { singletonKey } : {}),
      });
      if (startAfterSeconds) {
        setTimeout(() => wake(job.name), startAfterSeconds * 1000).unref();
        return id;
      }
      // Announced with the job: a notification of a transaction is delivered when it commits,
      // to every process listening, so the job runs at once wherever its workers are.
      if (options.listen) await notify(job.name, sql);
      // Here too: on PGlite the fetch waits for an open transaction to end, so it sees the job.
      wake(job.name);
      return id;
    },
    async work(jobs, context) {
      workContext = context;
      leases = await startLeases({
        sql: options.sql,
        log: options.log,
        onLost: (lost) => handBackLost(lost),
        running: () => [...dispatchers.values()].flatMap((dispatcher) => dispatcher.held()),
        sole: options.soleWorker ?? false,
      });
      for (const job of jobs) {
        // An empty payload, so a scheduled job's payload check passes like an enqueued one's.
        if (job.schedule) await boss.schedule(job.name, job.schedule, {});
        const slots =
          typeof job.concurrency === 'function' ? job.concurrency(context) : (job.concurrency ?? 1);
        dispatchers.set(
          job.name,
          startDispatcher({
            boss,
            name: job.name,
            slots,
            pollingIntervalSeconds: options.pollingIntervalSeconds,
            leases,
            log: options.log,
            run: (taken) => runOnce(job, taken, context, options.secret),
          }),
        );
      }
      if (options.listen) {
        unlisten = await options
          .listen(JOB_CHANNEL, (name) => wake(name))
          .catch((error: unknown) => {
            // Polling still finds every job, a little later.
            options.log.warn({ err: error }, 'job notifications unavailable; polling only');
            return undefined;
          });
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
    async stop() {
      await unlisten?.().catch(() => {});
      // Running jobs get the grace period to finish; what still runs then goes back to its
      // queue now (and runs again elsewhere) rather than when its lease lapses.
      await handBackRunning({
        boss,
        dispatchers,
        leases,
        graceMs: (options.stopGraceSeconds ?? 15) * 1000,
        log: options.log,
      });
      await leases?.stop().catch(() => {});
      await boss.stop({ graceful: false, close: false });
    },
  };

  /**
   * Jobs whose worker process stopped answering: failed in pg-boss, so they are retried now
   * (with the queue's backoff). One on its last attempt is compensated here, since its worker
   * cannot (a story is refunded at once rather than by the sweep, an hour later).
   */
  async function handBackLost(lost: LostJob[]) {
    for (const { jobId, queue } of lost) {
      const job = jobsByName.get(queue);
      const row = await boss.getJobById<object>(queue, jobId);
      if (!row || row.state !== 'active') continue;
      await boss.fail(queue, jobId, { message: 'its worker stopped answering' });
      options.log.warn({ queue, jobId }, 'handed back the job of a worker that stopped answering');
      // Its retry comes due after the queue's backoff (5–10 s): look then, not at the next poll.
      const retry = await boss.getJobById(queue, jobId);
      const dueInMs = retry ? new Date(retry.startAfter).getTime() - Date.now() : 0;
      setTimeout(() => wake(queue), Math.max(0, dueInMs) + 250).unref();
      if (job?.onFinalFailure && workContext && row.retryCount >= row.retryLimit) {
        const payload = job.payload.parse(
          job.sealed ? openPayload(options.secret, row.data) : row.data,
        );
        await job
          .onFinalFailure({
            payload,
            context: workContext,
            jobId,
            retryCount: row.retryCount,
            error: new Error('Its worker stopped answering.'),
          })
          .catch((error: unknown) =>
            options.log.error({ err: error, queue, jobId }, 'compensation of a lost job failed'),
          );
      }
    }
  }
}

/**
 * One attempt of a job; on the last one a failure first runs the job's compensation. The job's
 * code logs through a logger that names the job, its id and (for a story's steps) the story,
 * so one story can be followed across processes.
 */
async function runOnce(
  job: Job,
  taken: PgBoss.JobWithMetadata<object>,
  context: AppContext,
  secret: string,
): Promise<object | void> {
  const payload = job.payload.parse(job.sealed ? openPayload(secret, taken.data) : taken.data);
  const storyId = (payload as { storyId?: unknown }).storyId;
  const log = context.log.child({
    job: job.name,
    jobId: taken.id,
    ...(typeof storyId === 'string' ? { storyId } : {}),
  });
  const run = {
    payload,
    context: { ...context, log },
    jobId: taken.id,
    retryCount: taken.retryCount,
  };
  try {
    return await job.handle(run);
  } catch (error) {
    const isPermanent = isPermanentFailure(error);
    if (job.onFinalFailure && (isPermanent || taken.retryCount >= taken.retryLimit)) {
      try {
        await job.onFinalFailure({ ...run, error });
      } catch (compensationError) {
        // A permanent failure whose compensation failed is retried, so the refund is not lost.
        if (isPermanent) throw scrubbedError(compensationError);
        log.error({ err: compensationError }, 'compensation of a failed job failed');
      }
    }
    // Compensated already and not worth another attempt: the job ends here, as done.
    if (isPermanent) {
      log.warn(
        { reason: scrubText(error.message), ...(error.details ? { details: error.details } : {}) },
        'job failed for good',
      );
      return;
    }
    // pg-boss stores what the job failed with as its output: an AI SDK error would put the
    // prompt and the child's photos there, so only a cleaned copy's message goes.
    throw scrubbedError(error);
  }
}

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  const queue = { name, ...options };
  if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
  else await boss.createQueue(name, queue);
}
