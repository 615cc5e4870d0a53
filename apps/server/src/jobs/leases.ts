import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/database.js';

/** How often a worker process says it is alive. */
export const HEARTBEAT_SECONDS = 5;
/**
 * A worker process silent for this long is taken for dead and its jobs go back to their
 * queues: four missed heartbeats, so a busy event loop or a slow database is not a death.
 */
export const WORKER_LAPSE_SECONDS = 20;

export interface LostJob {
  jobId: string;
  queue: string;
}

export interface Leases {
  /** This process's id in `job_workers`. */
  readonly workerId: string;
  /** Records that this process runs these jobs. */
  take(queue: string, jobIds: string[]): Promise<void>;
  /** The jobs ended here (done, failed or handed back). */
  release(jobIds: string[]): Promise<void>;
  /**
   * What the heartbeat does, now: beats, drops this process's leases on jobs it no longer
   * runs, and hands back lost jobs (throwing what a failed hand-back threw).
   */
  look(): Promise<void>;
  /** Stops the heartbeat and the search for dead workers, and forgets this process. */
  stop(): Promise<void>;
}

/**
 * A lease of this process on a job it does not run is dropped once it is this old: a job
 * between its fetch and the start of its run holds a lease a moment before it counts as run.
 */
const UNRUN_LEASE_SECONDS = 2 * HEARTBEAT_SECONDS;

/**
 * Leases on running jobs. pg-boss alone finds a job whose worker died only when the job
 * expires (JOB_TIMEOUT_SECONDS, 15 minutes by default, which a slow live picture call may
 * need): a story would wait that long. Here every worker process heartbeats into
 * `job_workers` and records the jobs it runs in `job_leases`; every worker process also looks,
 * every heartbeat, for leases whose worker lapsed and hands those jobs to `onLost` (which fails
 * them in pg-boss, so they are retried), and so are active jobs nobody holds a lease on. The
 * DELETE … RETURNING gives each lost lease to exactly one looker; handing back is conditional on
 * the job being active, so two lookers finding one unleased job fail it once. Times are the database's, so the processes' clocks need not agree.
 */
export async function startLeases(options: {
  sql: SqlExecutor;
  log: FastifyBaseLogger;
  onLost(lost: LostJob[]): Promise<void>;
  /**
   * The jobs this process runs now (from their fetch until their outcome is recorded). A
   * lease of its own on any other job is a leftover (a hand-back or an outcome that failed
   * with the database away) and is dropped, so the job is handed back after all: a leftover
   * lease of a live process would keep its job active until it expired.
   */
  running: () => Iterable<string>;
  /**
   * No other process can be working (embedded PGlite): what others held when this one starts
   * is handed back at once, not after their lapse. A restart after a crash resumes at once.
   */
  sole: boolean;
}): Promise<Leases> {
  const { sql, log } = options;
  const workerId = randomUUID();
  const beat = () =>
    sql.executeSql(
      `INSERT INTO job_workers (id) VALUES ($1)
       ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
      [workerId],
    );
  /** Hands back the jobs of workers silent for `lapse` seconds (never this one's). */
  const reap = async (lapse = WORKER_LAPSE_SECONDS) => {
    const { rows } = await sql.executeSql(
      `DELETE FROM job_leases l
       WHERE NOT EXISTS (
         SELECT 1 FROM job_workers w
         WHERE w.id = l.worker_id AND (w.id = $2 OR w.seen_at > now() - make_interval(secs => $1))
       )
       RETURNING job_id::text AS "jobId", queue`,
      [lapse, workerId],
    );
    await sql.executeSql(
      'DELETE FROM job_workers WHERE id <> $2 AND seen_at < now() - make_interval(secs => $1)',
      [lapse, workerId],
    );
    // Jobs active with no lease at all: taken by a fetch whose answer was lost with its
    // connection (the database restarting), or by a process that died between the fetch and
    // the lease. Nobody runs them; without this they would wait for their expiry. This
    // process claims them with a lease of its own first, so only one looker hands each back.
    const { rows: unleased } = await sql.executeSql(
      `INSERT INTO job_leases (job_id, queue, worker_id)
       SELECT j.id, j.name, $2 FROM pgboss.job j
       WHERE j.state = 'active' AND j.started_on <= now() - make_interval(secs => $1)
         AND NOT EXISTS (SELECT 1 FROM job_leases l WHERE l.job_id = j.id)
       LIMIT 500
       ON CONFLICT (job_id) DO NOTHING
       RETURNING job_id::text AS "jobId", queue`,
      [lapse, workerId],
    );
    const lost = [...rows, ...unleased] as unknown as LostJob[];
    try {
      if (lost.length > 0) await options.onLost(lost);
    } finally {
      if (unleased.length > 0) await release(unleased.map((row) => String(row.jobId)));
    }
  };
  /** Drops this process's leases on jobs it does not run (see `running`). */
  const dropUnrun = () =>
    sql.executeSql(
      `DELETE FROM job_leases
       WHERE worker_id = $1 AND taken_at < now() - make_interval(secs => $2)
         AND NOT (job_id = ANY($3::uuid[]))`,
      [workerId, UNRUN_LEASE_SECONDS, [...options.running()]],
    );
  const release = async (jobIds: string[]) => {
    await sql.executeSql(
      'DELETE FROM job_leases WHERE job_id = ANY($1::uuid[]) AND worker_id = $2',
      [jobIds, workerId],
    );
  };
  await beat();
  // Which process a lease names, for whoever reads the logs after a job was stuck.
  log.info({ workerId }, 'job leases are taken as this worker');
  // Before this process fetches anything: every active job is then someone else's.
  if (options.sole) await reap(0);
  let busy = false;
  /**
   * When this process last failed to beat. After the database was away (a restart) every
   * process's beat is old: none takes the others for dead until they have all had a lapse's
   * time to beat again, or live workers' jobs would be run twice.
   */
  let lastFailure = 0;
  const look = async (afterFailureToo: boolean) => {
    await beat();
    await dropUnrun();
    if (afterFailureToo || Date.now() - lastFailure > WORKER_LAPSE_SECONDS * 1000) await reap();
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    look(false)
      .catch((error: unknown) => {
        // A database that does not answer now (restarting) is asked again next beat.
        lastFailure = Date.now();
        log.warn({ err: error }, 'worker heartbeat failed');
      })
      .finally(() => {
        busy = false;
      });
  }, HEARTBEAT_SECONDS * 1000);
  timer.unref();

  return {
    workerId,
    async take(queue, jobIds) {
      await sql.executeSql(
        `INSERT INTO job_leases (job_id, queue, worker_id)
         SELECT unnest($1::uuid[]), $2, $3
         ON CONFLICT (job_id) DO UPDATE SET worker_id = excluded.worker_id, taken_at = now()`,
        [jobIds, queue, workerId],
      );
    },
    release,
    look: () => look(true),
    async stop() {
      clearInterval(timer);
      await sql.executeSql('DELETE FROM job_workers WHERE id = $1', [workerId]);
    },
  };
}
