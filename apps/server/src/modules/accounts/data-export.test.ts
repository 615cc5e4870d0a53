// Runs on PostgreSQL too: an account is deleted while its export job runs.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveMessages } from '@littlestar/shared/accounts';
import { startLocalS3, type LocalS3 } from '@littlestar/fakes/local-s3';
import { feedback, pageRedraws, printOrders, stories } from '../../db/schema.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { createTestUser, nextIp, ORIGIN, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { downloadDataExport } from '../../test/data-export.js';
import { mailsIn, recipientOf, waitForMail } from '../../test/outbox.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { FORGET_AFTER_SECONDS } from '../children/service.js';
import { zipEntryName } from './data-export.js';
import { EXPORT_ATTEMPT_SECONDS } from './account-keys.js';

const requestExport = (t: TestApp, user: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/export',
    headers: { ...authed(user), 'x-forwarded-for': nextIp() },
  });

const isDataMail = (mail: { subject?: string | undefined }) => /data/.test(mail.subject ?? '');

/** The files of a user's export folder in local storage. */
const exportFiles = (t: TestApp, userId: string) => {
  const { storage } = t.config;
  if (storage.kind !== 'local') throw new Error('local storage only');
  return fs.readdir(path.join(storage.root, 'exports', userId)).catch(() => [] as string[]);
};

async function mailJobCount(t: TestApp): Promise<number> {
  const { rows } = await t.runtime.context.database.sql.executeSql(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send'",
  );
  return Number(rows[0]?.n);
}

/** The states of a user's export jobs, oldest first. */
async function exportJobStates(t: TestApp, userId: string): Promise<string[]> {
  const { rows } = await t.runtime.context.database.sql.executeSql(
    "SELECT state FROM pgboss.job WHERE name = 'accounts.export' AND data->>'userId' = $1 ORDER BY created_on",
    [userId],
  );
  return rows.map((row) => String(row.state));
}

/**
 * Holds every streamed write into storage at its start until the test lets it go: an export
 * is then "running" for as long as the test needs.
 */
function holdStreamedWrites(storage: StorageProvider) {
  const original = storage.putStream.bind(storage);
  let started: (key: string) => void = () => undefined;
  const startedKey = new Promise<string>((resolve) => (started = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  storage.putStream = async (key, body, options) => {
    started(key);
    await released;
    return original(key, body, options);
  };
  return {
    startedKey,
    release,
    restore() {
      release();
      storage.putStream = original;
    },
  };
}

describe('data export with local storage', () => {
  const t = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

  it('stores nothing and mails nothing when the account is deleted while its export runs', async () => {
    const user = await createTestUser(t.app);
    const { storage } = t.runtime.context;
    const held = holdStreamedWrites(storage);
    try {
      expect((await requestExport(t, user)).statusCode).toBe(202);
      const key = await held.startedKey;
      expect(key.startsWith(`exports/${user.userId}/`)).toBe(true);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: user.cookie, origin: ORIGIN, 'x-forwarded-for': nextIp() },
        payload: { password: user.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const mailJobs = await mailJobCount(t);
      held.release();

      await expect
        .poll(() => exportJobStates(t, user.userId), { timeout: 30_000 })
        .toEqual(['completed']);
      // The zip was written after the deletion cleared the folder, and was removed again.
      expect(await storage.exists(key)).toBe(false);
      expect(await exportFiles(t, user.userId)).toEqual([]);
      // No mail was queued by the export: the deletion's own is the last this address gets.
      expect(await mailJobCount(t)).toBe(mailJobs);
      await waitForMail(
        t.config.dataDir,
        (mail) => recipientOf(mail) === user.email && /deleted/.test(mail.subject ?? ''),
      );
      const mails = await mailsIn(t.config.dataDir, (mail) => recipientOf(mail) === user.email);
      expect(mails.filter(isDataMail)).toEqual([]);

      // And the folder is cleared once more after the export's attempt can have ended.
      const { rows } = await t.runtime.context.database.sql.executeSql(
        `SELECT extract(epoch FROM start_after - created_on)::float AS delay FROM pgboss.job
          WHERE name = 'accounts.forget-files' AND data->'prefixes' = $1::jsonb
          ORDER BY delay DESC`,
        [JSON.stringify([`exports/${user.userId}/`])],
      );
      expect(Number(rows[0]?.delay)).toBeGreaterThanOrEqual(
        EXPORT_ATTEMPT_SECONDS + FORGET_AFTER_SECONDS - 5,
      );
    } finally {
      held.restore();
    }
  });

  it('prepares one export at a time: a second request while one runs is refused with 409', async () => {
    const user = await createTestUser(t.app);
    const held = holdStreamedWrites(t.runtime.context.storage);
    try {
      const answers = await Promise.all([requestExport(t, user), requestExport(t, user)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json()).toEqual({ detail: leaveMessages.exportRunning, code: 'conflict' });
      await held.startedKey;
      expect(await exportJobStates(t, user.userId)).toEqual(['active']);
      held.release();
      await waitForMail(
        t.config.dataDir,
        (mail) => recipientOf(mail) === user.email && /data is ready/.test(mail.subject ?? ''),
      );
      expect(await exportJobStates(t, user.userId)).toEqual(['completed']);
    } finally {
      held.restore();
    }
  });
});

describe('data export with a size cap', () => {
  const t = appWith({
    startWorkers: true,
    env: { TRUST_PROXY: 'true', DATA_EXPORT_MAX_BYTES: '4096' },
  });

  it('keeps no zip over the cap and tells the parent why by mail', async () => {
    const user = await createTestUser(t.app);
    const { db } = t.runtime.context.database;
    // Random words compress badly: the zip outgrows 4 KB.
    for (let n = 0; n < 8; n += 1) {
      const message = Array.from({ length: 40 }, () => randomUUID()).join(' ');
      await db.insert(feedback).values({ userId: user.userId, type: 'Suggestion', message });
    }
    expect((await requestExport(t, user)).statusCode).toBe(202);
    const mail = await waitForMail(
      t.config.dataDir,
      (candidate) => recipientOf(candidate) === user.email && /data/.test(candidate.subject ?? ''),
    );
    expect(mail.subject).toBe('We could not prepare your Littlestar data');
    expect(mail.text).toContain(leaveMessages.exportTooLarge);
    expect(mail.text).not.toMatch(/api\/files\/exports/);
    const { rows } = await t.runtime.context.database.sql.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'accounts.forget-files'",
    );
    expect(rows[0]?.n).toBe(0);
    expect(await exportJobStates(t, user.userId)).toEqual(['completed']);
    expect(await exportFiles(t, user.userId)).toEqual([]);
  });
});

describe('data export streamed to S3', () => {
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  const t = appWith(() => ({ startWorkers: true, env: { TRUST_PROXY: 'true', ...s3.env } }));

  it('holds the cast, redraw notes and quotes with their addresses, and names books safely', async () => {
    const { user, storyId } = await generateStory(t);
    expect((await waitUntilFinished(t, user, storyId, 60)).status).toBe('complete');
    const { db } = t.runtime.context.database;
    const title = 'Maya/../../etc/passwd and the /Moon/';
    await db
      .update(stories)
      .set({ title, cast: [{ name: 'Biscuit', kind: 'dog' }] })
      .where(eq(stories.id, storyId));
    const [story] = await db.select().from(stories).where(eq(stories.id, storyId));
    await db.insert(pageRedraws).values({
      storyId,
      userId: user.userId,
      generation: story?.generation ?? 1,
      page: 2,
      note: 'Give Maya her red boots',
      status: 'kept',
    });
    const address = {
      name: 'Maya Parent',
      street1: '1 Moon Lane',
      street2: '',
      city: 'Pune',
      state_code: 'MH',
      postcode: '411001',
      country_code: 'IN',
      phone_number: '+91 98765 43210',
    };
    await db.insert(printOrders).values({
      id: randomUUID(),
      userId: user.userId,
      storyId,
      storyTitle: title,
      status: 'quoted',
      pageCount: 24,
      shippingLevel: 'MAIL',
      address,
      costCents: 1000,
      priceCents: 1500,
    });

    const files = await downloadDataExport(t, user, { 'x-forwarded-for': nextIp() });
    const names = [...files.keys()];
    for (const name of names) {
      expect(name === 'account.json' || /^books\/[^/]+\.pdf$/.test(name), name).toBe(true);
      expect(name.split('/')).not.toContain('..');
    }
    const data = JSON.parse(files.get('account.json')?.toString('utf8') ?? '{}') as {
      stories: {
        title: string;
        pdf: string;
        cast: unknown[];
        redraws: { page: number; note: string }[];
      }[];
      print_orders: { status: string; shipping_address: typeof address }[];
    };
    const [exported] = data.stories;
    expect(exported?.title).toBe(title);
    expect(exported?.pdf).toBe('books/maya_._._etc_passwd_and_the__moon.pdf');
    expect(
      files
        .get(exported?.pdf ?? '')
        ?.subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(exported?.cast).toEqual([{ name: 'Biscuit', kind: 'dog' }]);
    expect(exported?.redraws).toMatchObject([{ page: 2, note: 'Give Maya her red boots' }]);
    expect(data.print_orders).toMatchObject([{ status: 'quoted', shipping_address: address }]);
  }, 120_000);
});

describe('zipEntryName', () => {
  it('keeps a book one plain file, whatever its title', () => {
    expect(zipEntryName('maya/../../etc/passwd.pdf')).toBe('maya_._._etc_passwd.pdf');
    expect(zipEntryName('/moon/.pdf')).toBe('moon.pdf');
    expect(zipEntryName('...pdf')).toBe('book.pdf');
    expect(zipEntryName('a\\b:c.pdf')).toBe('a_b_c.pdf');
    expect(zipEntryName(`${'x'.repeat(300)}.pdf`)).toBe(`${'x'.repeat(100)}.pdf`);
  });
});
