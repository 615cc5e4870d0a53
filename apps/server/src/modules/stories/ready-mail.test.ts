// Runs on PostgreSQL too: a retried bind step and a twin mail job still send one mail.
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { openPayload } from '../../jobs/sealed-payload.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { readOutbox, recipientOf, waitForMail } from '../../test/outbox.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';
import { bindStep } from './pipeline.js';
import { findStoryRow } from './story-rows.js';

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

/** The queued `mail.send` jobs whose (sealed) payload is this story's ready mail. */
async function readyMailJobs(storyId: string) {
  const { context } = testApp.runtime;
  const { rows } = await context.database.sql.executeSql(
    "SELECT id, data FROM pgboss.job WHERE name = 'mail.send'",
    [],
  );
  return rows
    .map((row) => ({
      id: String(row.id),
      payload: sendMailJob.payload.parse(openPayload(context.secret, row.data)),
    }))
    .filter((job) => job.payload.dedupeKey?.startsWith(`story-ready:${storyId}:`));
}

describe('the ready e-mail', () => {
  it('goes out once per story when the bind step or its mail job is retried', async () => {
    const { context } = testApp.runtime;
    const { user, storyId } = await generateStory(testApp);
    expect((await waitUntilFinished(testApp, user, storyId)).status).toBe('complete');
    const isReadyMail = (mail: ParsedMail) =>
      recipientOf(mail) === user.email && (mail.subject ?? '').includes(testStoryInput.title);
    await waitForMail(testApp.config.dataDir, isReadyMail);

    // The bind step runs again, as after a worker that died past its commit: nothing new queued.
    const story = await findStoryRow(context.database.db, storyId);
    await bindStep(context, { storyId, generation: story?.generation ?? 0 });
    const jobs = await readyMailJobs(storyId);
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    if (!job) throw new Error('no ready mail was queued');

    // Its mail job runs again with its id, as a retry would, and the same mail is queued again
    // (two binds that both believed they completed the story): neither sends.
    await sendMailJob.handle({ payload: job.payload, context, jobId: job.id, retryCount: 1 });
    const twin = await context.queue.enqueue(sendMailJob, job.payload);
    const skipped = (line: Record<string, unknown>) =>
      line.jobId === twin && line.msg === 'mail sent before: not sent again';
    const deadline = Date.now() + 20_000;
    while (!testApp.logs.some(skipped) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await readOutbox(testApp.config.dataDir)).filter(isReadyMail)).toHaveLength(1);
    // The twin ran, and found the mail sent before.
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({ jobId: twin, key: job.payload.dedupeKey }),
    );
  });
});
