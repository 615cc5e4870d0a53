import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEAD_LETTER_QUEUE, startQueue, type JobQueue } from './queue.js';
import { sendMailJob } from './send-mail-job.js';

let testApp: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  testApp = await createTestApp({ startWorkers: true });
  // A second queue client on the same database with short timings, for the failure cases.
  queue = await startQueue({
    sql: testApp.runtime.context.database.sql,
    retryLimit: 1,
    timeoutSeconds: 5,
    retryDelaySeconds: 1,
    log: testApp.runtime.context.log,
    queueNames: ['test.flaky', 'test.doomed', 'test.abandoned'],
  });
});
afterAll(async () => {
  await queue.stop();
  await testApp.close();
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

describe('job queue', () => {
  it('delivers mail through the mail.send job', async () => {
    await sendMailJob.enqueue(testApp.runtime.context, {
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
  });

  it('retries a failed job until it succeeds', async () => {
    let attempts = 0;
    await queue.work([
      {
        name: 'test.flaky',
        handle() {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new Error('first try fails')) : Promise.resolve();
        },
      },
    ]);
    const id = (await queue.send('test.flaky', {})) ?? '';
    // Retries back off from 5 s; speed the first retry up instead of waiting.
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
    expect(attempts).toBe(2);
  });

  it('moves a job that keeps failing to the dead-letter queue', async () => {
    await queue.work([
      { name: 'test.doomed', handle: () => Promise.reject(new Error('always fails')) },
    ]);
    const id = (await queue.send('test.doomed', { storyId: 'abc' })) ?? '';
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
    const dead = await waitFor(
      () => queue.boss.fetch<{ storyId: string }>(DEAD_LETTER_QUEUE),
      (jobs) => jobs.length > 0,
    );
    expect(dead.map((job) => job.data)).toContainEqual({ storyId: 'abc' });
  });

  it('does not leave a job active forever when its worker died', async () => {
    const id = (await queue.send('test.abandoned', {})) ?? '';
    // A worker takes the job and dies without finishing it.
    const [taken] = await queue.boss.fetch('test.abandoned');
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
