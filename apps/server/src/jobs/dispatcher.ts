import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Leases } from './leases.js';

type Taken = PgBoss.JobWithMetadata<object>;

export interface Dispatcher {
  /** Looks for work now (a job was sent to this queue). */
  wake(): void;
  /**
   * Takes no more jobs and waits, at most `graceMs`, for the running ones; answers the ids of
   * those still running then, for the caller to hand back.
   */
  drain(graceMs: number): Promise<string[]>;
  /** The jobs fetched here whose outcome is not recorded yet: the ones this process runs. */
  held(): string[];
}

/** How often, and how far apart, a finished job's outcome is written while the database is away. */
const REPORT_ATTEMPTS = 6;
const REPORT_BACKOFF_MS = 1000;

/**
 * Runs one queue's jobs, at most `slots` at a time in this process. pg-boss 10's own workers
 * run one job (or one batch, finished together) per worker, each worker polling on its own: many
 * slots would mean many pollers. Here one loop per queue fetches as many jobs as slots are free,
 * starts each at once, and fetches again the moment one ends; idle, it looks every polling
 * interval or when woken. Each job's outcome is reported by itself, so a slow picture never
 * holds the others' slots.
 */
export function startDispatcher(options: {
  boss: PgBoss;
  name: string;
  slots: number;
  pollingIntervalSeconds: number;
  leases: Leases;
  log: FastifyBaseLogger;
  /**
   * One attempt; a throw fails the job (pg-boss retries it), a return completes it (with what
   * it returned, if anything, as the job's output).
   */
  run(job: Taken): Promise<object | void>;
}): Dispatcher {
  const { boss, name, slots, leases, log } = options;
  const running = new Map<string, Promise<void>>();
  /** Fetched and not yet reported: `running` and those between their fetch and their start. */
  const held = new Set<string>();
  let draining = false;
  let pumping = false;
  let again = false;

  const pump = async () => {
    if (draining) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        const free = slots - running.size;
        if (free <= 0) break;
        // pg-boss answers no jobs (not an error) while the database is away.
        const taken = await boss.fetch<object>(name, { batchSize: free, includeMetadata: true });
        if (taken.length === 0) break;
        for (const job of taken) held.add(job.id);
        await takeLeases(taken.map((job) => job.id));
        for (const job of taken) begin(job);
        // A full batch: there may be more waiting (the loop stops when the slots are full).
        if (taken.length === free) again = true;
      } while (again && !draining);
    } catch (error) {
      log.warn({ err: error, queue: name }, 'looking for jobs failed');
    } finally {
      pumping = false;
    }
  };

  /** Without its lease a running job is taken for lost after a lapse: try for a while. */
  const takeLeases = async (ids: string[]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await leases.take(name, ids);
        return;
      } catch (error) {
        if (attempt >= REPORT_ATTEMPTS) {
          log.warn({ err: error, queue: name }, 'job lease not taken');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, REPORT_BACKOFF_MS * attempt));
      }
    }
  };

  const begin = (job: Taken) => {
    const done = (async () => {
      let outcome: () => Promise<unknown>;
      try {
        const output = await options.run(job);
        outcome = () =>
          output ? boss.complete(name, job.id, output) : boss.complete(name, job.id);
      } catch (error) {
        // What the attempt failed with, for the job's row (run() throws only scrubbed errors).
        const failure =
          error instanceof Error
            ? { name: error.name, message: error.message, stack: error.stack }
            : { message: String(error) };
        outcome = () => boss.fail(name, job.id, failure);
      }
      // The job's work is done (or failed): its outcome must reach the database, which may be
      // restarting. Until it does, the job stays held, so nobody takes it for lost meanwhile.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await outcome();
          // A lease not released now (the database away again) is dropped by the heartbeat
          // once the job is no longer held; the outcome is not sent twice for it.
          await leases.release([job.id]).catch(() => {});
          return;
        } catch (error) {
          if (attempt >= REPORT_ATTEMPTS) {
            // Left active, and no longer held: the heartbeat drops its lease and it is handed
            // back as a lost job, to run again (jobs are idempotent).
            log.error({ err: error, queue: name, jobId: job.id }, 'job outcome not recorded');
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, REPORT_BACKOFF_MS * attempt));
        }
      }
    })().finally(() => {
      running.delete(job.id);
      held.delete(job.id);
      void pump();
    });
    running.set(job.id, done);
  };

  const timer = setInterval(() => void pump(), options.pollingIntervalSeconds * 1000);
  timer.unref();
  void pump();

  return {
    wake: () => void pump(),
    held: () => [...held],
    async drain(graceMs) {
      draining = true;
      clearInterval(timer);
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.values()),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
      return [...running.keys()];
    },
  };
}
