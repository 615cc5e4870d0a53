// Runs on PostgreSQL too: pg-boss jobs sent in transactions that commit or roll back.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchDueJob } from '../test/due-job.js';
import { appWith } from '../test/test-app.js';
import { ProviderError } from '../providers/provider-error.js';
import { defineJob, PermanentJobError } from './define-job.js';
import { DEAD_LETTER_QUEUE, installQueue, startQueue, type JobQueue } from './queue.js';
import { sendMailJob } from './send-mail-job.js';

const markSchema = z.object({ mark: z.string() });
/** Marks each run of `test.counted` saw, in order. */
const counted: string[] = [];
const countedJob = defineJob({
  name: 'test.counted',
  payload: markSchema,
  async handle({ payload }) {
    counted.push(payload.mark);
  },
});

let flakyAttempts = 0;
const flakyJob = defineJob({
  name: 'test.flaky',
  payload: z.object({}),
  handle() {
    flakyAttempts += 1;
    return flakyAttempts === 1 ? Promise.reject(new Error('first try fails')) : Promise.resolve();
  },
});
const doomedJob = defineJob({
  name: 'test.doomed',
  payload: z.object({ storyId: z.string() }),
  handle: () => Promise.reject(new Error('always fails')),
});
const abandonedJob = defineJob({
  name: 'test.abandoned',
  payload: z.object({}),
  handle: () => Promise.resolve(),
});

let compensateAttempts = 0;
const compensated: { mark: string; error: string }[] = [];
const compensatedJob = defineJob({
  name: 'test.compensated',
  payload: markSchema,
  retryLimit: 1,
  handle() {
    compensateAttempts += 1;
    return Promise.reject(new Error(`attempt ${compensateAttempts} fails`));
  },
  async onFinalFailure({ payload, error }) {
    compensated.push({ mark: payload.mark, error: (error as Error).message });
  },
});

const refusedAttempts = new Map<string, number>();
const refundedOnce: string[] = [];
/** Refused by the job itself (`PermanentJobError`), or by a provider that says so. */
const refusedJob = defineJob({
  name: 'test.refused',
  payload: markSchema,
  retryLimit: 3,
  handle({ payload }) {
    refusedAttempts.set(payload.mark, (refusedAttempts.get(payload.mark) ?? 0) + 1);
    return Promise.reject(
      payload.mark === 'by-provider'
        ? new ProviderError('the vendor refused it', { vendor: 'openai', isRetryable: false })
        : new PermanentJobError('the answer will be refused again'),
    );
  },
  async onFinalFailure({ payload, error }) {
    refundedOnce.push(`${payload.mark}: ${(error as Error).message}`);
  },
});

const testApp = appWith({ startWorkers: true });
let queue: JobQueue;
beforeAll(async () => {
  // A second queue client on the same database with short timings, for the failure cases.
  const jobs = [countedJob, flakyJob, doomedJob, abandonedJob, compensatedJob, refusedJob];
  const settings = { retryLimit: 1, timeoutSeconds: 5, retryDelaySeconds: 1, jobs };
  await installQueue(testApp.runtime.context.database.sql, settings);
  queue = await startQueue({
    ...settings,
    sql: testApp.runtime.context.database.sql,
    pollingIntervalSeconds: 1,
    log: testApp.runtime.context.log,
    secret: testApp.runtime.context.secret,
  });
  // `test.abandoned` has no worker: the test takes its job by hand.
  await queue.work(
    jobs.filter((job) => job !== abandonedJob),
    testApp.runtime.context,
  );
});
afterAll(async () => {
  await queue.stop();
});

async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  seconds = 20,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stateOf = async (name: string, id: string) =>
  (await queue.boss.getJobById(name, id, { includeArchive: true }))?.state;

/** Jobs of `test.counted` with this mark, whatever their state (pg-boss 10 keeps one table). */
async function jobRowsMarked(mark: string): Promise<number> {
  const { rows } = await testApp.runtime.context.database.sql.executeSql(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.counted' AND data->>'mark' = $1",
    [mark],
  );
  return Number(rows[0]?.n ?? 0);
}

describe('job queue', () => {
  it('delivers mail through the mail.send job', async () => {
    await testApp.runtime.context.queue.enqueue(sendMailJob, {
      to: 'parent@example.com',
      subject: 'Queued hello',
      text: 'Sent by a worker.',
    });
    const outbox = testApp.config.mail.kind === 'outbox' ? testApp.config.mail.dir : '';
    const files = await waitFor(
      () => fs.readdir(outbox).catch(() => [] as string[]),
      (list) => list.length > 0,
    );
    expect(files).toHaveLength(1);
    // The job table holds the mail sealed: neither the address nor the text can be read there.
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      "SELECT data::text AS data FROM pgboss.job WHERE name = 'mail.send'",
      [],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(String(row.data)).not.toMatch(/parent@example\.com|Queued hello|Sent by a worker/);
      expect(Object.keys(JSON.parse(String(row.data)) as object)).toEqual(['sealed']);
    }
  });

  it('refuses a payload that does not match the job, before anything is queued', async () => {
    await expect(
      queue.enqueue(countedJob, { mark: 42 } as unknown as { mark: string }),
    ).rejects.toThrow();
    expect(counted).toEqual([]);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const db = testApp.runtime.context.database.db;
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await queue.enqueue(countedJob, { mark: 'rolled-back' }, { tx });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Another job sent afterwards runs; by then the rolled-back one would have run too.
    await queue.enqueue(countedJob, { mark: 'after-rollback' });
    await waitFor(
      async () => counted,
      (marks) => marks.includes('after-rollback'),
    );
    expect(counted).not.toContain('rolled-back');
    expect(await jobRowsMarked('rolled-back')).toBe(0);
  });

  it('runs a job enqueued in a committed transaction exactly once, without a deadlock', async () => {
    const db = testApp.runtime.context.database.db;
    // On PGlite a send outside the transaction's own connection would wait for the transaction
    // to end, which waits for the send: this test would hang until its timeout.
    const id = await db.transaction(async (tx) => {
      const jobId = await queue.enqueue(countedJob, { mark: 'committed' }, { tx });
      // Inside the transaction the job is visible; it is not yet to anyone else on PostgreSQL.
      const result: unknown = await tx.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${jobId}`,
      );
      const { rows } = result as { rows: { n: number }[] };
      expect(Number(rows[0]?.n)).toBe(1);
      return jobId;
    });
    expect(id).toEqual(expect.any(String));
    const state = await waitFor(
      () => stateOf('test.counted', id ?? ''),
      (value) => value === 'completed',
    );
    expect(state).toBe('completed');
    // Time for a duplicate run to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(counted.filter((mark) => mark === 'committed')).toEqual(['committed']);
    expect(await jobRowsMarked('committed')).toBe(1);
  });

  it('runs a delayed job enqueued in a transaction once its delay has passed, not before', async () => {
    const db = testApp.runtime.context.database.db;
    const id = await db.transaction((tx) =>
      queue.enqueue(countedJob, { mark: 'delayed' }, { tx, startAfterSeconds: 2 }),
    );
    const result: unknown = await db.execute(
      sql`SELECT extract(epoch FROM start_after - created_on)::float AS delay FROM pgboss.job WHERE id = ${id}`,
    );
    const { rows } = result as { rows: { delay: number }[] };
    expect(Number(rows[0]?.delay)).toBeGreaterThan(1);
    expect(counted).not.toContain('delayed');
    const state = await waitFor(
      () => stateOf('test.counted', id ?? ''),
      (value) => value === 'completed',
    );
    expect(state).toBe('completed');
    expect(counted.filter((mark) => mark === 'delayed')).toEqual(['delayed']);
  });

  it('retries a failed job until it succeeds', async () => {
    const id = (await queue.enqueue(flakyJob, {})) ?? '';
    // Retries back off; speed the first retry up instead of waiting.
    await waitFor(
      () => stateOf('test.flaky', id),
      (state) => state === 'retry',
    );
    await queue.boss.retry('test.flaky', id);
    const state = await waitFor(
      () => stateOf('test.flaky', id),
      (value) => value === 'completed',
    );
    expect(state).toBe('completed');
    expect(flakyAttempts).toBe(2);
  });

  it('calls onFinalFailure once, after the last retry, and not before', async () => {
    const id = (await queue.enqueue(compensatedJob, { mark: 'refund-me' })) ?? '';
    await waitFor(
      () => stateOf('test.compensated', id),
      (state) => state === 'retry',
    );
    // The first attempt failed with a retry left: no compensation yet.
    expect(compensated).toEqual([]);
    const state = await waitFor(
      () => stateOf('test.compensated', id),
      (value) => value === 'failed',
    );
    expect(state).toBe('failed');
    expect(compensateAttempts).toBe(2);
    expect(compensated).toEqual([{ mark: 'refund-me', error: 'attempt 2 fails' }]);
  });

  it('compensates a PermanentJobError at once and never retries it', async () => {
    const id = (await queue.enqueue(refusedJob, { mark: 'refused' })) ?? '';
    const state = await waitFor(
      () => stateOf('test.refused', id),
      (value) => value === 'completed' || value === 'failed',
    );
    // Ends after its one attempt although three retries were allowed, compensated once.
    expect(state).toBe('completed');
    expect(refundedOnce).toEqual(['refused: the answer will be refused again']);
    // Time for a retry to show up if there were one (the retry delay is 1 s).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(refusedAttempts.get('refused')).toBe(1);
    expect(refundedOnce).toHaveLength(1);
  });

  it("ends a job at once on a provider's error that is not retryable", async () => {
    const id = (await queue.enqueue(refusedJob, { mark: 'by-provider' })) ?? '';
    const state = await waitFor(
      () => stateOf('test.refused', id),
      (value) => value === 'completed' || value === 'failed',
    );
    expect(state).toBe('completed');
    expect(refundedOnce).toContain('by-provider: the vendor refused it');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(refusedAttempts.get('by-provider')).toBe(1);
  });

  it('moves a job that keeps failing to the dead-letter queue', async () => {
    const id = (await queue.enqueue(doomedJob, { storyId: 'abc' })) ?? '';
    await waitFor(
      () => stateOf('test.doomed', id),
      (state) => state === 'retry',
    );
    await queue.boss.retry('test.doomed', id);
    const state = await waitFor(
      () => stateOf('test.doomed', id),
      (value) => value === 'failed',
    );
    expect(state).toBe('failed');
    // Other tests' failed jobs land there too: read until this one shows up.
    const dead: object[] = [];
    await waitFor(
      async () => {
        const jobs = await queue.boss.fetch<object>(DEAD_LETTER_QUEUE, { batchSize: 10 });
        dead.push(...jobs.map((job) => job.data));
        return dead;
      },
      (all) => all.some((data) => 'storyId' in data),
    );
    expect(dead).toContainEqual({ storyId: 'abc' });
  });

  it('does not leave a job active forever when its worker died', async () => {
    const id = (await queue.enqueue(abandonedJob, {})) ?? '';
    // A worker takes the job and dies without finishing it.
    const taken = await fetchDueJob(queue.boss, 'test.abandoned');
    expect(taken?.id).toBe(id);
    expect(await stateOf('test.abandoned', id)).toBe('active');
    // Past its timeout the supervisor fails it, and it goes back for a retry.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    await queue.boss.maintain();
    const state = await waitFor(
      () => stateOf('test.abandoned', id),
      (value) => value === 'retry',
      5,
    );
    expect(state).toBe('retry');
  });
});
