import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { GIFTS_PER_DAY, giftMessages, type SentGift } from '@littlestar/shared/gifts';
import type { SharedBook, ShareList } from '@littlestar/shared/shares';
import { storyGifts } from '../../db/gifts-schema.js';
import { nextIp, ORIGIN, uniqueEmail, verifyTestUser, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { downloadDataExport } from '../../test/data-export.js';
import { mailsIn, waitForMail } from '../../test/outbox.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';

/*
 * Send as a gift (docs/product.md#book-gifts): a share link mailed with the sender's name and
 * message; the recipient's address is in the sealed mail job only.
 */

const t = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

const as = (user: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(user), ...(payload ? { payload } : {}) });

async function completeStory(options: { verified: boolean } = { verified: true }) {
  const made = await generateStory(t);
  const story = await waitUntilFinished(t, made.user, made.storyId, 60);
  expect(story.status).toBe('complete');
  if (options.verified) await verifyTestUser(t, made.user);
  return { user: made.user, story };
}

const gift = (user: SignedIn, storyId: string, payload: object) =>
  as(user, 'POST', `/api/stories/${storyId}/gifts`, payload);

const giftInput = (recipient: string, message = 'Happy birthday, little one!') => ({
  recipient_email: recipient,
  sender_name: 'Granny Asha',
  message,
});

const isTo = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && !Array.isArray(mail.to) && mail.to.text === address;

/** Every job row's payload and output, and the server's log lines, as text. */
async function jobRowsAndLogs(): Promise<string> {
  const { rows } = await t.runtime.context.database.sql.executeSql(
    `SELECT name, data, output FROM pgboss.job UNION ALL SELECT name, data, output FROM pgboss.archive`,
    [],
  );
  return JSON.stringify(rows) + JSON.stringify(t.logs);
}

describe('a book sent as a gift', () => {
  it('mails the link, the cover and the checked message, and nothing else personal', async () => {
    const { user, story } = await completeStory();
    const recipient = uniqueEmail('grandchild');
    const sent = await gift(user, story.id, giftInput(recipient));
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = sent.json<SentGift>();
    expect(answer.sent_to).toBe(`g•••@example.com`);
    expect(sent.body).not.toContain(recipient);

    const mail = await waitForMail(t.config.dataDir, isTo(recipient));
    expect(mail.subject).toBe(`Granny Asha sent you a book: "${story.title}"`);
    expect(mail.text).toContain('"Happy birthday, little one!" — Granny Asha');
    expect(mail.replyTo).toBeUndefined();
    // Nothing of the parent's account, nor a child's photo, travels with the book.
    for (const part of [mail.text ?? '', String(mail.html), mail.subject ?? '']) {
      expect(part).not.toContain(user.email);
      expect(part).not.toContain('Test Parent');
      expect(part).not.toMatch(/photos?\//);
      expect(part).not.toContain(story.child_id);
    }

    // The link opens the book with no account.
    const link = /\/b\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    const opened = await t.app.inject({ method: 'GET', url: `/api/shared/${link}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<SharedBook>().title).toBe(story.title);
    // The picture in the mail is the book's cover, through the link.
    const cover = /<img src="([^"]+)"/.exec(String(mail.html))?.[1] ?? '';
    expect(cover).toBe(`${t.config.publicUrl}/api/shared/${link}/cover`);
    const redirected = await t.app.inject({
      method: 'GET',
      url: new URL(cover).pathname,
    });
    expect(redirected.statusCode, redirected.body).toBe(302);
    const picture = await t.app.inject({ method: 'GET', url: redirected.headers.location ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    // The sender's list shows the link as a gift, with the masked address only.
    const listed = (await as(user, 'GET', `/api/shares?story_id=${story.id}`)).json<ShareList>();
    expect(listed.shares).toEqual([
      expect.objectContaining({ id: answer.share_id, gift_to: 'g•••@example.com' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(recipient);

    // The address is in no table, no job row in clear, no log line.
    const rows = await t.runtime.context.database.db
      .select()
      .from(storyGifts)
      .where(eq(storyGifts.id, answer.id));
    expect(JSON.stringify(rows)).not.toContain(recipient);
    expect(rows[0]?.recipientHint).toBe('g•••@example.com');
    expect(await jobRowsAndLogs()).not.toContain(recipient.split('@')[0]);

    // Revoking the gift's link ends it like any other.
    expect((await as(user, 'DELETE', `/api/shares/${answer.share_id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${link}` })).statusCode).toBe(
      410,
    );
    expect((await t.app.inject({ method: 'GET', url: new URL(cover).pathname })).statusCode).toBe(
      410,
    );
  });

  it('is only for a verified address', async () => {
    const { user, story } = await completeStory({ verified: false });
    const recipient = uniqueEmail('nobody');
    const refused = await gift(user, story.id, giftInput(recipient));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: giftMessages.verificationRequired,
      code: 'verification_required',
    });
    expect((await as(user, 'GET', '/api/shares')).json<ShareList>().shares).toEqual([]);
  });

  it('refuses hostile words and bad input, storing and sending nothing', async () => {
    const { user, story } = await completeStory();
    const recipient = uniqueEmail('refused');
    for (const payload of [
      giftInput(recipient, 'you little shit'),
      { ...giftInput(recipient), sender_name: 'Nazi Granny' },
    ]) {
      const refused = await gift(user, story.id, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        detail: giftMessages.messageRefused,
        code: 'message_refused',
      });
    }
    for (const [payload, detail] of [
      [{ ...giftInput(recipient), recipient_email: 'not-an-address' }, 'valid email'],
      [{ ...giftInput(recipient), recipient_email: '' }, giftMessages.recipientRequired],
      [{ ...giftInput(recipient), sender_name: '  ' }, giftMessages.senderNameRequired],
      [giftInput(recipient, 'x'.repeat(301)), 'at most 300 characters'],
      [giftInput(recipient, '<a href="x">hi</a>'), 'plain text'],
      [{ ...giftInput(recipient), cc: 'a@example.com' }, ''],
    ] as const) {
      const refused = await gift(user, story.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    expect((await as(user, 'GET', '/api/shares')).json<ShareList>().shares).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsIn(t.config.dataDir, isTo(recipient))).toEqual([]);
  });

  it(`sends at most ${GIFTS_PER_DAY} a day, however many race, revoked ones counted`, async () => {
    const { user, story } = await completeStory();
    const recipient = uniqueEmail('many');
    const answers = await Promise.all(
      Array.from({ length: GIFTS_PER_DAY + 2 }, () => gift(user, story.id, giftInput(recipient))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(GIFTS_PER_DAY);
    const over = answers.find((answer) => answer.statusCode === 429);
    expect(over?.json()).toEqual({ detail: giftMessages.limitReached, code: 'gift_limit_reached' });

    // Revoking a gift's link frees a place among the book's links, not among the day's gifts.
    const first = answers.find((answer) => answer.statusCode === 201)?.json<SentGift>();
    expect((await as(user, 'DELETE', `/api/shares/${first?.share_id}`)).statusCode).toBe(204);
    const eleventh = await gift(user, story.id, giftInput(recipient));
    expect(eleventh.statusCode).toBe(429);

    // A day later the count starts again.
    await t.runtime.context.database.db
      .update(storyGifts)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(storyGifts.userId, user.userId));
    const tomorrow = await gift(user, story.id, giftInput(recipient));
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
  });

  it("is another parent's story only as a 404", async () => {
    const { story } = await completeStory();
    const other = await completeStory();
    const recipient = uniqueEmail('stranger');
    const refused = await gift(other.user, story.id, giftInput(recipient));
    expect(refused.statusCode).toBe(404);
    const missing = await gift(other.user, '00000000-0000-4000-8000-000000000000', {
      ...giftInput(recipient),
    });
    expect(missing.statusCode).toBe(404);
    expect(await mailsIn(t.config.dataDir, isTo(recipient))).toEqual([]);
  });

  it('is in the data export as its masked address, and goes with the account', async () => {
    const { user, story } = await completeStory();
    const recipient = uniqueEmail('exported');
    const sent = await gift(user, story.id, giftInput(recipient));
    expect(sent.statusCode, sent.body).toBe(201);
    await waitForMail(t.config.dataDir, isTo(recipient));

    const exported = await downloadDataExport(t, user);
    const account = exported.get('account.json')?.toString() ?? '';
    expect(JSON.parse(account)).toMatchObject({
      book_gifts: [{ story_id: story.id, sent_to: 'e•••@example.com' }],
    });
    expect(account).not.toContain(recipient);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...authed(user), origin: ORIGIN, 'x-forwarded-for': nextIp() },
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await t.runtime.context.database.db
      .select()
      .from(storyGifts)
      .where(eq(storyGifts.userId, user.userId));
    expect(left).toEqual([]);
  });
});
