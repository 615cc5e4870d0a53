// Runs on PostgreSQL too: worker leases on pg-boss jobs, held, lost and handed back.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../db/database.js';
import { fetchDueJob } from '../test/due-job.js';
import { appWith } from '../test/test-app.js';
import { defineJob } from './define-job.js';
import { WORKER_LAPSE_SECONDS } from './leases.js';
import { installQueue, startQueue, type JobQueue } from './queue.js';

const markSchema = z.object({ mark: z.string() });

/** Runs of `test.leased`, by mark. */
const leasedRuns: string[] = [];
const leasedJob = defineJob({
  name: 'test.leased',
  payload: markSchema,
  // Far longer than the test: only the lease can bring a dead worker's job back in time.
  expireInSeconds: 3600,
  async handle({ payload }) {
    leasedRuns.push(payload.mark);
  },
});

const lastChances: string[] = [];
const lastChanceJob = defineJob({
  name: 'test.last-chance',
  payload: markSchema,
  retryLimit: 0,
  expireInSeconds: 3600,
  handle: () => Promise.resolve(),
  async onFinalFailure({ payload }) {
    lastChances.push(payload.mark);
  },
});

/** Jobs of `test.slots` running now, and the most seen at once. */
let inFlight = 0;
let mostAtOnce = 0;
let releaseSlots: () => void = () => {};
let slotsReleased = new Promise<void>((resolve) => (releaseSlots = resolve));
const slotsJob = defineJob({
  name: 'test.slots',
  payload: markSchema,
  concurrency: 3,
  async handle() {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await slotsReleased;
    inFlight -= 1;
  },
});

/** A job that takes longer than the stop's grace period. */
const slowStarted: string[] = [];
const slowJob = defineJob({
  name: 'test.slow',
  payload: markSchema,
  expireInSeconds: 3600,
  async handle({ payload }) {
    slowStarted.push(payload.mark);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  },
});

/** Runs of `test.restart`, by mark. */
const restartRuns: string[] = [];
const restartJob = defineJob({
  name: 'test.restart',
  payload: markSchema,
  expireInSeconds: 3600,
  async handle({ payload }) {
    restartRuns.push(payload.mark);
  },
});

const jobs = [leasedJob, lastChanceJob, slotsJob, slowJob, restartJob];
const settings = { retryLimit: 2, timeoutSeconds: 3600, retryDelaySeconds: 1, jobs };

const testApp = appWith();
let queue: JobQueue;
let sql: SqlExecutor;
beforeAll(async () => {
  sql = testApp.runtime.context.database.sql;
  await installQueue(sql, settings);
  queue = await startQueue({
    ...settings,
    sql,
    pollingIntervalSeconds: 1,
    log: testApp.runtime.context.log,
    secret: testApp.runtime.context.secret,
  });
  await queue.work([leasedJob, lastChanceJob, slotsJob], testApp.runtime.context);
});
afterAll(async () => {
  releaseSlots();
  await queue.stop();
});

async function waitFor(isDone: () => boolean | Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await isDone()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return isDone();
}

/** A worker process that took `jobId` and then went silent, as a SIGKILLed one does. */
async function leaseToDeadWorker(queueName: string, jobId: string) {
  const deadWorker = randomUUID();
  await sql.executeSql(
    `INSERT INTO job_workers (id, seen_at) VALUES ($1, now() - make_interval(secs => $2))`,
    [deadWorker, WORKER_LAPSE_SECONDS + 5],
  );
  await sql.executeSql('INSERT INTO job_leases (job_id, queue, worker_id) VALUES ($1, $2, $3)', [
    jobId,
    queueName,
    deadWorker,
  ]);
}

/**
 * Takes a job of `queueName` as a worker of another process would. This process's own worker
 * polls the same queue and may take a job first: that one is left to it, and another is sent
 * (with a mark of its own) until the test holds one. Returns the job taken and its mark.
 */
async function takeAsAnotherProcess(queueName: string, mark: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await queue.boss.send(queueName, { mark: `${mark} ${attempt}` });
    const [taken] = await queue.boss.fetch<{ mark: string }>(queueName);
    if (taken) return { id: taken.id, mark: taken.data.mark };
  }
  throw new Error(`This process's own worker took every ${queueName} job first`);
}

const stateOf = async (name: string, id: string) =>
  (await queue.boss.getJobById(name, id, { includeArchive: true }))?.state;

describe('worker leases', () => {
  it('hands the job of a worker that stopped answering back, and it runs again long before it would expire', async () => {
    // Taken by a worker of another process, which then dies mid-job: the job stays active.
    const taken = await takeAsAnotherProcess('test.leased', 'orphan');
    await leaseToDeadWorker('test.leased', taken.id);
    // The live worker's next heartbeat finds the lapsed lease and hands the job back.
    expect(await waitFor(() => leasedRuns.includes(taken.mark), 30)).toBe(true);
    expect(
      await waitFor(async () => (await stateOf('test.leased', taken.id)) === 'completed', 10),
    ).toBe(true);
    expect(leasedRuns.filter((mark) => mark === taken.mark)).toHaveLength(1);
  });

  it('hands back an active job nobody holds a lease on (a fetch whose answer was lost)', async () => {
    // Taken, but the taker never learned it (its connection dropped with the answer).
    const taken = await takeAsAnotherProcess('test.leased', 'unleased');
    expect(await waitFor(() => leasedRuns.includes(taken.mark), 60)).toBe(true);
    expect(
      await waitFor(async () => (await stateOf('test.leased', taken.id)) === 'completed', 10),
    ).toBe(true);
    expect(leasedRuns.filter((mark) => mark === taken.mark)).toHaveLength(1);
  });

  it("compensates a dead worker's job that was on its last attempt, once", async () => {
    const taken = await takeAsAnotherProcess('test.last-chance', 'last');
    await leaseToDeadWorker('test.last-chance', taken.id);
    expect(await waitFor(() => lastChances.includes(taken.mark), 30)).toBe(true);
    expect(await stateOf('test.last-chance', taken.id)).toBe('failed');
    // A later look finds nothing more to hand back.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(lastChances).toEqual([taken.mark]);
  });

  it("runs as many of a queue's jobs at once as its concurrency, and no more", async () => {
    for (let index = 0; index < 7; index += 1) {
      await queue.enqueue(slotsJob, { mark: `slot ${index}` });
    }
    expect(await waitFor(() => inFlight === 3, 20)).toBe(true);
    // Given time, no fourth one starts while three run.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mostAtOnce).toBe(3);
    releaseSlots();
    slotsReleased = Promise.resolve();
    expect(await waitFor(() => inFlight === 0, 20)).toBe(true);
    expect(mostAtOnce).toBe(3);
  });

  it('a restarted embedded process takes back at once what the killed one held, though it beat a moment ago', async () => {
    await queue.boss.send('test.restart', { mark: 'restart' });
    const taken = await fetchDueJob(queue.boss, 'test.restart');
    expect(taken).toBeDefined();
    // The killed process beat a moment ago: on a shared database its jobs would wait its lapse.
    const killed = randomUUID();
    await sql.executeSql('INSERT INTO job_workers (id) VALUES ($1)', [killed]);
    await sql.executeSql('INSERT INTO job_leases (job_id, queue, worker_id) VALUES ($1, $2, $3)', [
      taken!.id,
      'test.restart',
      killed,
    ]);
    // The embedded database is one process's (its folder is locked): whatever it finds held
    // when it starts is a dead process's.
    const restarted = await startQueue({
      ...settings,
      sql,
      pollingIntervalSeconds: 1,
      soleWorker: true,
      log: testApp.runtime.context.log,
      secret: testApp.runtime.context.secret,
    });
    await restarted.work([restartJob], testApp.runtime.context);
    const { rows } = await sql.executeSql(
      'SELECT count(*)::int AS n FROM job_leases WHERE worker_id = $1',
      [killed],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await waitFor(() => restartRuns.includes('restart'), 30)).toBe(true);
    await restarted.stop();
    expect(restartRuns).toEqual(['restart']);
  });

  it('a stopping worker hands back the jobs still running after its grace period', async () => {
    // A second worker process of its own, stopped with a short grace.
    const stopping = await startQueue({
      ...settings,
      sql,
      pollingIntervalSeconds: 1,
      stopGraceSeconds: 1,
      log: testApp.runtime.context.log,
      secret: testApp.runtime.context.secret,
    });
    await stopping.work([slowJob], testApp.runtime.context);
    const id = (await stopping.enqueue(slowJob, { mark: 'slow' })) ?? '';
    expect(await waitFor(() => slowStarted.includes('slow'), 20)).toBe(true);
    await stopping.stop();
    // Back in the queue for another worker (a retry), its lease gone with the process.
    expect(await stateOf('test.slow', id)).toBe('retry');
    const { rows } = await sql.executeSql(
      'SELECT count(*)::int AS n FROM job_leases WHERE job_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
