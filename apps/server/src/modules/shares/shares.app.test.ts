import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_SHARES_PER_STORY,
  shareMessages,
  type CreatedShare,
  type SharedBook,
  type ShareList,
} from '@littlestar/shared/shares';
import type { Story } from '@littlestar/shared/stories';
import { storyShares } from '../../db/shares-schema.js';
import { createTestUser, nextIp, ORIGIN, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';

/*
 * Share links: a complete story read by anyone with its link, with no account, until the
 * owner revokes it, it expires, or the story or the account is deleted.
 */

const t = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

const as = (user: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(user), ...(payload ? { payload } : {}) });

/** A reader with no account, from an address of their own. */
const anonymous = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': nextIp() } });

const tokenOf = (share: CreatedShare) => share.url.split('/b/')[1] ?? '';

async function completeStory() {
  const made = await generateStory(t);
  const story = await waitUntilFinished(t, made.user, made.storyId, 60);
  expect(story.status).toBe('complete');
  return { user: made.user, story };
}

async function share(user: SignedIn, storyId: string, payload: object = {}) {
  const created = await as(user, 'POST', `/api/stories/${storyId}/shares`, payload);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<CreatedShare>();
}

async function expectGone(token: string) {
  const response = await anonymous(`/api/shared/${token}`);
  expect(response.statusCode, response.body).toBe(410);
  expect(response.json()).toEqual({ detail: shareMessages.gone, code: 'gone' });
}

describe('a share link', () => {
  it('opens the book without an account, showing its pages and nothing else', async () => {
    const { user, story } = await completeStory();
    const created = await share(user, story.id);
    expect(created.url.startsWith(`${t.config.publicUrl}/b/`)).toBe(true);
    expect(tokenOf(created)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      story_id: story.id,
      story_title: story.title,
      allow_pdf: false,
    });

    const opened = await anonymous(`/api/shared/${tokenOf(created)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    const book = opened.json<SharedBook>();
    // The book's own words and pictures; no child id, no photos, no parent, no other book.
    expect(Object.keys(book).sort()).toEqual(['allow_pdf', 'cover_url', 'pages', 'title']);
    expect(book.title).toBe(story.title);
    expect(book.pages.map((page) => page.text)).toEqual(story.pages.map((page) => page.text));
    for (const page of book.pages)
      expect(Object.keys(page).sort()).toEqual(['id', 'image_url', 'text']);
    expect(opened.body).not.toContain(user.email);
    const picture = await t.app.inject({ method: 'GET', url: book.pages[0]?.image_url ?? '' });
    expect(picture.statusCode).toBe(200);

    // The owner sees how often it was opened, and never the token again.
    await anonymous(`/api/shared/${tokenOf(created)}`);
    const listed = (await as(user, 'GET', `/api/shares?story_id=${story.id}`)).json<ShareList>();
    expect(listed.shares).toEqual([
      expect.objectContaining({ id: created.id, view_count: 2, expires_at: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(created));
  });

  it('keeps no token in clear: the table holds its SHA-256 only', async () => {
    const { user, story } = await completeStory();
    const created = await share(user, story.id);
    const token = tokenOf(created);
    const rows = await t.runtime.context.database.db
      .select()
      .from(storyShares)
      .where(eq(storyShares.id, created.id));
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Two links to one book never share a token.
    expect(tokenOf(await share(user, story.id))).not.toBe(token);
    // A guess of the right shape opens nothing, and says no more than a revoked link.
    await expectGone('A'.repeat(43));
    await expectGone('not-a-token');
  });

  it('ends when revoked, when it expires, and with the story or the account', async () => {
    const { user, story } = await completeStory();
    const revoked = await share(user, story.id);
    expect((await as(user, 'DELETE', `/api/shares/${revoked.id}`)).statusCode).toBe(204);
    await expectGone(tokenOf(revoked));

    const expiring = await share(user, story.id, { expires_in_days: 1 });
    expect(Date.parse(expiring.expires_at ?? '')).toBeGreaterThan(Date.now());
    await t.runtime.context.database.db
      .update(storyShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storyShares.id, expiring.id));
    await expectGone(tokenOf(expiring));
    const listed = (await as(user, 'GET', '/api/shares')).json<ShareList>();
    expect(listed.shares.map((item) => item.id)).not.toContain(expiring.id);

    const withStory = await share(user, story.id);
    expect((await as(user, 'DELETE', `/api/stories/${story.id}`)).statusCode).toBe(204);
    await expectGone(tokenOf(withStory));

    const other = await completeStory();
    const withAccount = await share(other.user, other.story.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...authed(other.user), origin: ORIGIN, 'x-forwarded-for': nextIp() },
      payload: { password: other.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectGone(tokenOf(withAccount));
  });

  it('gives the PDF only when the owner allowed it', async () => {
    const { user, story } = await completeStory();
    const without = await share(user, story.id);
    const refused = await anonymous(`/api/shared/${tokenOf(without)}/pdf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: shareMessages.pdfNotShared });

    const withPdf = await share(user, story.id, { allow_pdf: true });
    expect((await anonymous(`/api/shared/${tokenOf(withPdf)}`)).json<SharedBook>().allow_pdf).toBe(
      true,
    );
    const pdf = await anonymous(`/api/shared/${tokenOf(withPdf)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is another parent's business only as a 404", async () => {
    const { user, story } = await completeStory();
    const created = await share(user, story.id);
    const stranger = await createTestUser(t.app);
    expect((await as(stranger, 'POST', `/api/stories/${story.id}/shares`, {})).statusCode).toBe(
      404,
    );
    expect((await as(stranger, 'DELETE', `/api/shares/${created.id}`)).statusCode).toBe(404);
    const theirs = (await as(stranger, 'GET', '/api/shares')).json<ShareList>();
    expect(theirs.shares).toEqual([]);
    expect((await anonymous(`/api/shared/${tokenOf(created)}`)).statusCode).toBe(200);
  });

  it('refuses bad input, an unfinished story and one link too many, storing nothing', async () => {
    const { user, story } = await completeStory();
    const url = `/api/stories/${story.id}/shares`;
    for (const [payload, detail] of [
      [{ expires_in_days: 0 }, 'Expiry must be at least 1 day.'],
      [{ expires_in_days: 91 }, 'Expiry must be at most 90 days.'],
      [{ expires_in_days: 1.5 }, 'Expiry must be a whole number of days.'],
      [{ expires_in_days: 'soon' }, 'Expiry must be a number of days.'],
      [{ allow_pdf: 'yes' }, 'allow_pdf must be true or false.'],
    ] as const) {
      const refused = await as(user, 'POST', url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    expect((await as(user, 'POST', url, { extra: 1 })).statusCode).toBe(400);
    expect((await as(user, 'DELETE', '/api/shares/not-a-uuid')).statusCode).toBe(404);
    expect((await as(user, 'GET', '/api/shares')).json<ShareList>().shares).toEqual([]);

    const pending = await as(user, 'POST', `/api/children/${story.child_id}/stories`, {
      ...testStoryInput,
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const unfinished = await as(
      user,
      'POST',
      `/api/stories/${pending.json<Story>().id}/shares`,
      {},
    );
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json()).toMatchObject({ detail: shareMessages.notComplete });

    const made = await Promise.all(
      Array.from({ length: MAX_OPEN_SHARES_PER_STORY + 3 }, () => as(user, 'POST', url, {})),
    );
    expect(made.filter((response) => response.statusCode === 201)).toHaveLength(
      MAX_OPEN_SHARES_PER_STORY,
    );
    const over = made.find((response) => response.statusCode === 409);
    expect(over?.json()).toMatchObject({ detail: shareMessages.tooMany });
  });
});
