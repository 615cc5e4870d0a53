import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/database.js';

export const DEAD_LETTER_QUEUE = 'dead-letter';

/** A job kind: its queue name, and the handler workers run for it. Handlers must be idempotent. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  handle(data: Data, context: { jobId: string; retryCount: number }): Promise<void>;
  /** Parallel jobs of this kind per worker process. */
  concurrency?: number;
  /** A cron expression: pg-boss then also runs the job on that schedule (once across processes). */
  schedule?: string;
}

export interface JobQueue {
  boss: PgBoss;
  send<Data extends object>(
    name: string,
    data: Data,
    options?: { singletonKey?: string; startAfter?: number },
  ): Promise<string | null>;
  /** Starts workers for the given jobs (the `work` and `start` commands). */
  work(definitions: JobDefinition[]): Promise<void>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  sql: SqlExecutor;
  retryLimit: number;
  timeoutSeconds: number;
  /** First retry delay; it doubles with each retry. */
  retryDelaySeconds?: number;
  log: FastifyBaseLogger;
  /** Queues to create; sending to an unknown queue fails in pg-boss 10. */
  queueNames: string[];
}

/**
 * pg-boss on the application's own database. Retries back off exponentially; a job whose
 * worker died stays active only until `timeoutSeconds`, after which pg-boss fails it and it is
 * retried; a job out of retries lands in the dead-letter queue.
 */
export async function startQueue(options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: options.sql,
    schema: 'pgboss',
    // Expired-job supervision and archiving run on every process; pg-boss makes it single-flight.
    supervise: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureQueue(boss, DEAD_LETTER_QUEUE, {});
  for (const name of options.queueNames) {
    await ensureQueue(boss, name, {
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: options.timeoutSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    });
  }

  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    async work(definitions) {
      for (const definition of definitions) {
        if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
        const concurrency = definition.concurrency ?? 1;
        for (let slot = 0; slot < concurrency; slot += 1) {
          await boss.work<object>(definition.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
            for (const job of jobs) {
              const retryCount = (job as { retryCount?: number }).retryCount ?? 0;
              await definition.handle(job.data, { jobId: job.id, retryCount });
            }
          });
        }
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

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  const queue = { name, ...options };
  if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
  else await boss.createQueue(name, queue);
}
