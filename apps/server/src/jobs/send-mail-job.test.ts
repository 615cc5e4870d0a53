// Runs on PostgreSQL too: two runs of one mail job overlap and race to record the send.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.js';
import { mailDeliveries } from '../db/schema.js';
import { stableMessageId, type MailMessage } from '../providers/mail/mail-provider.js';
import { readOutbox, waitForMail } from '../test/outbox.js';
import { appWith } from '../test/test-app.js';
import { MAIL_DELIVERY_RETENTION_DAYS, pruneMailDeliveries } from './prune-mail-deliveries-job.js';
import { sendMailJob } from './send-mail-job.js';

const testApp = appWith({ startWorkers: true });

/** One attempt of a `mail.send` job, as a worker runs it: a retry keeps the job's id. */
const runMailJob = (
  context: AppContext,
  jobId: string,
  payload: Parameters<typeof sendMailJob.payload.parse>[0],
) =>
  sendMailJob.handle({
    payload: sendMailJob.payload.parse(payload),
    context,
    jobId,
    retryCount: 0,
  });

/** A mail nobody else in this file sends, and how many copies of it are in the outbox. */
function uniqueMail() {
  const subject = `Hello ${randomUUID()}`;
  return {
    message: { to: 'parent@example.com', subject, text: 'Once is enough.' },
    copies: async () =>
      (await readOutbox(testApp.config.dataDir)).filter((mail) => mail.subject === subject),
  };
}

/** The app's context with a mail provider that first does `firstSend`, then sends as usual. */
function withFirstSend(firstSend: (message: MailMessage) => Promise<{ messageId: string }>) {
  const context = testApp.runtime.context;
  let sends = 0;
  return {
    ...context,
    mail: {
      ...context.mail,
      send(message: MailMessage) {
        sends += 1;
        return sends === 1 ? firstSend(message) : context.mail.send(message);
      },
    },
  };
}

describe('mail.send, sent exactly once', () => {
  it('sends one message when the queued job runs again with its id, as a retry would', async () => {
    const { message, copies } = uniqueMail();
    const id = (await testApp.runtime.context.queue.enqueue(sendMailJob, message)) ?? '';
    const sent = await waitForMail(
      testApp.config.dataDir,
      (mail) => mail.subject === message.subject,
    );
    // Its Message-ID is derived from the job's id: the same on every attempt.
    expect(sent.messageId).toBe(stableMessageId(`job:${id}`, testApp.config.mail.from));
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@littlestar\.app>$/);

    // The worker died after sending and before the job was marked done: pg-boss runs it again.
    await runMailJob(testApp.runtime.context, id, message);
    await runMailJob(testApp.runtime.context, id, message);
    expect(await copies()).toHaveLength(1);
  });

  it('sends one message when two runs of one job overlap (an expired job handed to another worker)', async () => {
    const { message, copies } = uniqueMail();
    const id = randomUUID();
    // A slow mail server: the twin starts while the first run is still sending.
    const context = testApp.runtime.context;
    const slow = {
      ...context,
      mail: {
        ...context.mail,
        async send(sending: MailMessage) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return context.mail.send(sending);
        },
      },
    };
    await Promise.all([runMailJob(slow, id, message), runMailJob(slow, id, message)]);
    expect(await copies()).toHaveLength(1);
  });

  it('sends on the retry after a failed send, and then never again', async () => {
    const { message, copies } = uniqueMail();
    const id = randomUUID();
    const refused = withFirstSend(() => Promise.reject(new Error('421 try again later')));
    await expect(runMailJob(refused, id, message)).rejects.toThrow('421 try again later');
    // The failed attempt claimed nothing: the retry is free to send.
    const claims = await testApp.runtime.context.database.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.key, `job:${id}`));
    expect(claims).toEqual([]);
    expect(await copies()).toHaveLength(0);

    await runMailJob(refused, id, message);
    await runMailJob(refused, id, message);
    expect(await copies()).toHaveLength(1);
  });

  it('sends one message for two jobs that carry the same dedupe key', async () => {
    const { message, copies } = uniqueMail();
    const keyed = { ...message, dedupeKey: `test:${randomUUID()}` };
    await runMailJob(testApp.runtime.context, randomUUID(), keyed);
    await runMailJob(testApp.runtime.context, randomUUID(), keyed);
    const [only, ...others] = await copies();
    expect(others).toEqual([]);
    expect(only?.messageId).toBe(stableMessageId(keyed.dedupeKey, testApp.config.mail.from));
  });

  it('gives both copies the same Message-ID when the process died between the send and its record', async () => {
    // The one window left: the server accepted the message, then the transaction never
    // committed. The retry sends a second copy, which says it is the same message.
    const { message, copies } = uniqueMail();
    const id = randomUUID();
    const context = testApp.runtime.context;
    const diedAfterSending = withFirstSend(async (sending) => {
      await context.mail.send(sending);
      throw new Error('connection to the database lost before COMMIT');
    });
    await expect(runMailJob(diedAfterSending, id, message)).rejects.toThrow('before COMMIT');
    await runMailJob(diedAfterSending, id, message);
    const sent = await copies();
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((mail) => mail.messageId))).toEqual(
      new Set([stableMessageId(`job:${id}`, testApp.config.mail.from)]),
    );
  });

  it('records only a key and a time: no address, no subject, no text', async () => {
    const { message } = uniqueMail();
    const id = randomUUID();
    await runMailJob(testApp.runtime.context, id, message);
    const result: unknown = await testApp.runtime.context.database.db.execute(
      sql`SELECT * FROM mail_deliveries WHERE key = ${`job:${id}`}`,
    );
    const { rows } = result as { rows: Record<string, unknown>[] };
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['key', 'sent_at']);
    expect(JSON.stringify(rows)).not.toMatch(/parent@example\.com|Hello|Once is enough/);
  });

  it(`forgets deliveries after ${MAIL_DELIVERY_RETENTION_DAYS} days, keeping newer ones`, async () => {
    const db = testApp.runtime.context.database.db;
    const day = 24 * 60 * 60 * 1000;
    const old = `test-old:${randomUUID()}`;
    const recent = `test-recent:${randomUUID()}`;
    await db.insert(mailDeliveries).values([
      { key: old, sentAt: new Date(Date.now() - (MAIL_DELIVERY_RETENTION_DAYS + 1) * day) },
      { key: recent, sentAt: new Date(Date.now() - (MAIL_DELIVERY_RETENTION_DAYS - 1) * day) },
    ]);
    expect(await pruneMailDeliveries({ db })).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: mailDeliveries.key })
      .from(mailDeliveries)
      .where(inArray(mailDeliveries.key, [old, recent]));
    expect(left).toEqual([{ key: recent }]);
  });
});
