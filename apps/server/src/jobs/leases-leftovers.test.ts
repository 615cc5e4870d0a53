// Runs on PostgreSQL too: a lease a live worker holds on a job it does not run (a hand-back
// or an outcome cut short by the database going away) is dropped, so the job is not stuck.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../db/database.js';
import { fetchDueJob } from '../test/due-job.js';
import { appWith } from '../test/test-app.js';
import { defineJob } from './define-job.js';
import { startLeases, type Leases, type LostJob } from './leases.js';
import { installQueue, startQueue, type JobQueue } from './queue.js';

const leftoverJob = defineJob({
  name: 'test.leftover',
  payload: z.object({ mark: z.string() }),
  expireInSeconds: 3600,
  handle: () => Promise.resolve(),
});
const settings = { retryLimit: 2, timeoutSeconds: 3600, jobs: [leftoverJob] };

const testApp = appWith();
let sql: SqlExecutor;
/** pg-boss only: this process works no queue, so no heartbeat but the test's own looks. */
let queue: JobQueue;
beforeAll(async () => {
  sql = testApp.runtime.context.database.sql;
  await installQueue(sql, settings);
  queue = await startQueue({
    ...settings,
    sql,
    pollingIntervalSeconds: 60,
    log: testApp.runtime.context.log,
    secret: testApp.runtime.context.secret,
  });
});
afterAll(() => queue.stop());

/** A job taken by a fetch `secondsAgo` seconds ago whose taker nobody knows. */
async function activeJob(mark: string, secondsAgo = 120) {
  await queue.boss.send(leftoverJob.name, { mark });
  const taken = await fetchDueJob(queue.boss, leftoverJob.name);
  if (!taken) throw new Error('no job fetched');
  await sql.executeSql(
    `UPDATE pgboss.job SET started_on = now() - make_interval(secs => $2) WHERE id = $1`,
    [taken.id, secondsAgo],
  );
  return taken.id;
}

const leaseHolders = async (jobId: string) =>
  (
    await sql.executeSql('SELECT worker_id::text AS "workerId" FROM job_leases WHERE job_id = $1', [
      jobId,
    ])
  ).rows.map((row) => String(row.workerId));

/** A worker's leases, whose hand-back throws `failures` times before it records the jobs. */
async function leasesOfAWorker(options: { failures: number; running?: string[] }) {
  const handedBack: LostJob[] = [];
  let failures = options.failures;
  const leases: Leases = await startLeases({
    sql,
    log: testApp.runtime.context.log,
    onLost: async (lost) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Connection terminated unexpectedly');
      }
      handedBack.push(...lost);
      // As the queue's hand-back does: the job goes back to its queue, no longer active.
      for (const { jobId } of lost) {
        await queue.boss.fail(leftoverJob.name, jobId, { message: 'its worker stopped answering' });
      }
    },
    running: () => options.running ?? [],
    sole: false,
  });
  return { leases, handedBack };
}

describe('leftover leases', () => {
  it('a hand-back cut short leaves the job to the next look, not held by the worker that tried', async () => {
    const jobId = await activeJob('cut short');
    const { leases, handedBack } = await leasesOfAWorker({ failures: 1 });
    try {
      await expect(leases.look()).rejects.toThrow('Connection terminated');
      expect(await leaseHolders(jobId)).toEqual([]);
      await leases.look();
      expect(handedBack.map((lost) => lost.jobId)).toContain(jobId);
    } finally {
      await leases.stop();
    }
  });

  it("drops a worker's own old lease on a job it does not run, and keeps the ones it runs", async () => {
    const leftover = await activeJob('leftover');
    // Run by this worker, fetched long ago: its lease stays whatever its age.
    const kept = await activeJob('kept');
    const { leases, handedBack } = await leasesOfAWorker({ failures: 0, running: [kept] });
    try {
      await leases.take(leftoverJob.name, [leftover, kept]);
      await sql.executeSql(
        `UPDATE job_leases SET taken_at = now() - interval '60 seconds' WHERE job_id = ANY($1::uuid[])`,
        [[leftover, kept]],
      );
      await leases.look();
      // The leftover went back to its queue at once; the job this worker runs did not.
      expect(handedBack.map((lost) => lost.jobId)).toEqual([leftover]);
      expect(await leaseHolders(kept)).toEqual([leases.workerId]);
    } finally {
      await leases.stop();
    }
  });

  it('keeps a lease taken a moment ago, though the job has not started running yet', async () => {
    const fetched = await activeJob('just fetched');
    const { leases, handedBack } = await leasesOfAWorker({ failures: 0 });
    try {
      await leases.take(leftoverJob.name, [fetched]);
      await leases.look();
      expect(handedBack.map((lost) => lost.jobId)).not.toContain(fetched);
      expect(await leaseHolders(fetched)).toEqual([leases.workerId]);
    } finally {
      await leases.stop();
    }
  });
});
