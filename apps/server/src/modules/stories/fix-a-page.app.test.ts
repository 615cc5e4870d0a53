// Runs on PostgreSQL too: three redraws of one page at once draw one picture.
import { describe, expect, it } from 'vitest';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import { pageEditMessages } from '@littlestar/shared/page-edits';
import type { Story } from '@littlestar/shared/stories';
import { poppler, skipPdfTests, writeTemporaryPdf } from '@littlestar/bookbinder/poppler';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import { authed, giveCredits } from '../../test/children.js';
import {
  callAs,
  generateStory,
  refundsAndBalance,
  storedFiles as storedFilesOf,
  waitUntilFinished,
} from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { PictureRefusedError } from '../../providers/story-images/picture-refused.js';
import type { StoryImagesProvider } from '../../providers/story-images/story-images-provider.js';
import { pageRedraws } from '../../db/stories-schema.js';
import { spendCredits } from '../credits/service.js';
import { sweepStuckRedraws } from './page-redraws.js';
import { redrawPictureJob } from './service.js';

/*
 * Fix a page: a page's words changed, one picture drawn again and kept, through
 * the offline engine with real workers. One free redraw a story here, then one credit each.
 */

const t = appWith({
  startWorkers: true,
  env: { TRUST_PROXY: 'true', PAGE_REDRAWS_PER_STORY: '1', PAGE_REDRAW_CREDIT_COST: '1' },
});

const putPage = (user: SignedIn, storyId: string, page: number | string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stories/${storyId}/pages/${page}`,
    headers: authed(user),
    payload,
  });

const readStory = async (user: SignedIn, storyId: string) =>
  (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();

async function completeStory() {
  const made = await generateStory(t);
  const story = await waitUntilFinished(t, made.user, made.storyId, 60);
  expect(story.status).toBe('complete');
  const folder = `children/${story.child_id}/stories/${story.id}`;
  return { ...made, story, folder };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const storedFiles = (prefix: string) => storedFilesOf(t, prefix);

const keyOf = (url: string | null | undefined) => (url ? new URL(url).pathname : null);

async function pdfText(user: SignedIn, storyId: string): Promise<string> {
  const pdf = await callAs(t, user, 'GET', `/api/stories/${storyId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return poppler('pdftotext', [await writeTemporaryPdf(pdf.rawPayload), '-']);
}

describe("changing a page's words", () => {
  it('saves them at once for the owner, binds the book again and keeps the story complete', async () => {
    const { user, storyId, folder } = await completeStory();
    const words = 'Maya holds the lantern high and the little fox follows her home.';
    const saved = await putPage(user, storyId, 2, { text: words });
    expect(saved.statusCode, saved.body).toBe(200);
    const story = saved.json<Story>();
    expect(story.pages[1]?.text).toBe(words);
    expect(story.status).toBe('complete');
    expect((await readStory(user, storyId)).pages[1]?.text).toBe(words);
    // The edition's own book replaces the first one; nothing else in the folder changes.
    const files = await until(
      () => storedFiles(folder),
      (found) => found.includes('g1/book-e1.pdf') && !found.includes('g1/book.pdf'),
    );
    expect(files).toContain('g1/book-e1.pdf');
    expect(files).not.toContain('g1/book.pdf');
    if (!skipPdfTests) expect((await pdfText(user, storyId)).replace(/\s+/g, ' ')).toContain(words);
  });

  it("refuses words a children's book never prints, saving nothing", async () => {
    const { user, storyId, story } = await completeStory();
    const refused = await putPage(user, storyId, 2, {
      text: 'Maya said shit to the fox.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: pageEditMessages.textRefused, code: 'text_refused' });
    expect((await readStory(user, storyId)).pages[1]?.text).toBe(story.pages[1]?.text);
    expect(JSON.stringify(t.logs)).not.toContain('shit to');
  });

  it('applies the rules of the story text and answers others with a 404', async () => {
    const { user, storyId, story } = await completeStory();
    const markup = await putPage(user, storyId, 1, { text: 'A <b>bold</b> page' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json<{ detail: string }>().detail).toContain('plain text');
    // Maya is six: a page holds at most 120 words, and the story says so to the editor.
    expect(story.page_word_limit).toBe(120);
    expect((await putPage(user, storyId, 2, { text: 'word '.repeat(120) })).statusCode).toBe(200);
    const long = await putPage(user, storyId, 1, { text: 'word '.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      detail: 'A page for this age holds at most 120 words. Please make it shorter.',
      code: 'invalid',
    });
    expect((await putPage(user, storyId, 1, { text: '   ' })).statusCode).toBe(400);
    // The cover's words are the title, changed with the story: no page 0 here.
    expect((await putPage(user, storyId, 0, { text: 'Hello' })).statusCode).toBe(400);
    expect((await putPage(user, storyId, 'two', { text: 'Hello' })).statusCode).toBe(400);
    const beyond = await putPage(user, storyId, story.pages.length + 1, { text: 'Hello' });
    expect(beyond.statusCode).toBe(404);
    const stranger = await createTestUser(t.app);
    const theirs = await putPage(stranger, storyId, 1, { text: 'Hello' });
    expect(theirs.statusCode).toBe(404);
    expect((await readStory(user, storyId)).pages[0]?.text).toBe(story.pages[0]?.text);
  });

  it('is refused while the story is being made', async () => {
    const { user, storyId } = await generateStory(t);
    const early = await putPage(user, storyId, 1, { text: 'Too soon.' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: 'Pages can be changed once the story is complete.',
      code: 'already_generating',
    });
    await waitUntilFinished(t, user, storyId, 60);
  });
});

describe('drawing a picture again', () => {
  it('draws only that picture, keeps the old one until the parent chooses, and binds again', async () => {
    const { user, storyId, story, folder } = await completeStory();
    const before = await storedFiles(folder);
    const url = `/api/stories/${storyId}/pages/3/redraw`;
    // Three requests for one page at once: one picture.
    const asked = await Promise.all(
      [1, 2, 3].map(() => callAs(t, user, 'POST', url, { note: 'she is smiling' })),
    );
    expect(asked.map((response) => response.statusCode).sort()).toEqual([202, 409, 409]);
    expect(asked.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      code: 'redraw_open',
    });
    const ready = await until(
      () => readStory(user, storyId),
      (now) => now.pages[2]?.redraw?.status === 'ready',
    );
    const page = ready.pages[2];
    expect(page?.redraw).toMatchObject({ status: 'ready', note: 'she is smiling' });
    // The old picture stays in the book until one is kept.
    expect(keyOf(page?.image_url)).toBe(keyOf(story.pages[2]?.image_url));
    const candidate = await t.app.inject({
      url:
        new URL(page?.redraw?.candidate_url ?? '').pathname +
        new URL(page?.redraw?.candidate_url ?? '').search,
    });
    expect(candidate.statusCode).toBe(200);
    const old = await t.app.inject({
      url: new URL(page?.image_url ?? '').pathname + new URL(page?.image_url ?? '').search,
    });
    // Another picture of the same page: another version, not the same file.
    expect(candidate.body).not.toBe(old.body);
    const added = (await storedFiles(folder)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^g1\/redraws\/[\w-]+\.svg$/);
    expect(ready.redraws).toEqual({ free_left: 0, credit_cost: 1 });

    const kept = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/3/keep`, {
      picture: 'new',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const after = kept.json<Story>();
    expect(after.status).toBe('complete');
    expect(after.pages[2]?.redraw).toBeNull();
    expect(keyOf(after.pages[2]?.image_url)).toContain(added[0]);
    // Every other picture is the same file as before.
    for (const [index, other] of after.pages.entries()) {
      if (index !== 2) expect(keyOf(other.image_url)).toBe(keyOf(story.pages[index]?.image_url));
    }
    expect(keyOf(after.cover_url)).toBe(keyOf(story.cover_url));
    // The old file is gone, and the book is bound again with the new picture.
    const files = await until(
      () => storedFiles(folder),
      (found) => found.includes('g1/book-e1.pdf') && !found.includes('g1/book.pdf'),
    );
    expect(files).not.toContain('g1/page-03.svg');
    expect(files).toContain(added[0]);
    expect(files).toContain('g1/book-e1.pdf');
    // Chosen once: a second choice finds nothing to keep.
    const again = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/3/keep`, {
      picture: 'old',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'nothing_to_keep' });
  });

  it('charges past the free redraws, once, and refunds a picture that could not be drawn once', async () => {
    const { user, storyId, story, folder } = await completeStory();
    const redraw = (page: number) =>
      callAs(t, user, 'POST', `/api/stories/${storyId}/pages/${page}/redraw`, {});
    const settled = (page: number) =>
      until(
        () => readStory(user, storyId),
        (now) =>
          (page === 0 ? now.cover_redraw : now.pages[page - 1]?.redraw)?.status !== 'drawing',
      );

    // The free one: the cover, kept as it was (the new file is deleted).
    expect((await redraw(0)).statusCode).toBe(202);
    expect((await settled(0)).cover_redraw?.status).toBe('ready');
    const dropped = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/0/keep`, {
      picture: 'old',
    });
    expect(dropped.statusCode).toBe(200);
    expect(keyOf(dropped.json<Story>().cover_url)).toBe(keyOf(story.cover_url));
    expect((await storedFiles(folder)).filter((file) => file.includes('redraws/'))).toEqual([]);

    // The next costs a credit, and the parent has none: nothing starts.
    const broke = await redraw(1);
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ code: 'not_enough_credits' });
    expect((await readStory(user, storyId)).pages[0]?.redraw).toBeNull();

    // With two credits, one redraw is charged one.
    await giveCredits(t.runtime.context, user.userId, 2);
    expect((await redraw(1)).statusCode).toBe(202);
    expect((await settled(1)).pages[0]?.redraw?.status).toBe('ready');
    expect((await refundsAndBalance(t, user)).balance).toBe(1);
    // The parent's Credit Usage page reads it as a picture redraw, not "other".
    const usage = await callAs(t, user, 'GET', '/api/payments/credit-usage?page_size=50');
    expect(usage.json<CreditUsagePage>().items[0]).toMatchObject({
      type: 'picture redraw',
      amount: -1,
      description: `Picture drawn again: page 1 of "${story.title}"`,
    });

    // A picture every provider refuses: charged, then refunded once, and the page unchanged.
    const context = t.runtime.context;
    const drawing = context.storyImages;
    const refusing: StoryImagesProvider = {
      kind: 'refusing',
      illustrate: () => Promise.reject(new PictureRefusedError('test', 'not this one')),
    };
    context.storyImages = refusing;
    try {
      expect((await redraw(2)).statusCode).toBe(202);
      const failed = await settled(2);
      expect(failed.pages[1]?.redraw?.status).toBe('failed');
      expect(keyOf(failed.pages[1]?.image_url)).toBe(keyOf(story.pages[1]?.image_url));
    } finally {
      context.storyImages = drawing;
    }
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    // The compensation running again (a duplicated final failure) gives nothing more back.
    const { rows } = await context.database.sql.executeSql(
      "SELECT id FROM page_redraws WHERE story_id = $1 AND status = 'failed'",
      [storyId],
    );
    const failedId = (rows[0] as { id: string }).id;
    await redrawPictureJob.onFinalFailure?.({
      context,
      payload: { redrawId: failedId },
      jobId: 'again',
      retryCount: 0,
      error: new Error('again'),
    });
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    // The failed one may be asked again.
    expect((await redraw(2)).statusCode).toBe(202);
    expect((await settled(2)).pages[1]?.redraw?.status).toBe('ready');
    expect((await refundsAndBalance(t, user)).balance).toBe(0);
  });

  it('is bounded for everyone per day, and is nobody else’s business', async () => {
    const { user, storyId } = await completeStory();
    const stranger = await createTestUser(t.app);
    const theirs = await callAs(t, stranger, 'POST', `/api/stories/${storyId}/pages/1/redraw`, {});
    expect(theirs.statusCode).toBe(404);
    const keep = await callAs(t, stranger, 'POST', `/api/stories/${storyId}/pages/1/keep`, {
      picture: 'new',
    });
    expect(keep.statusCode).toBe(404);
    const bad = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/1/keep`, {
      picture: 'both',
    });
    expect(bad.statusCode).toBe(400);
    const markup = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/1/redraw`, {
      note: '<script>',
    });
    expect(markup.statusCode).toBe(400);

    const limits = t.runtime.context.config.pageRedraws;
    const perDay = limits.perDay;
    limits.perDay = 0;
    try {
      const paused = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/1/redraw`, {});
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({
        detail: 'Pictures cannot be drawn again right now. Please try again tomorrow.',
        code: 'rate_limited',
      });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      limits.perDay = perDay;
    }
  });
});

describe('a redraw whose job was lost', () => {
  it('fails and is refunded once by the sweep, so the page can be drawn again', async () => {
    const { user, storyId } = await completeStory();
    const context = t.runtime.context;
    await giveCredits(context, user.userId, 1);
    // As a request leaves it: charged, drawing, with its job gone with a dead worker.
    const [row] = await context.database.db
      .insert(pageRedraws)
      .values({ storyId, userId: user.userId, generation: 1, page: 4, status: 'drawing', cost: 1 })
      .returning();
    await spendCredits({
      db: context.database.db,
      userId: user.userId,
      amount: 1,
      type: 'picture redraw',
      description: 'Picture drawn again',
      source: 'page-redraw',
      sourceId: row!.id,
    });
    expect((await refundsAndBalance(t, user)).balance).toBe(0);
    expect(await sweepStuckRedraws({ context })).toBe(0);
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sweepStuckRedraws({ context, now: later })).toBe(1);
    expect(await sweepStuckRedraws({ context, now: later })).toBe(0);
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    expect((await readStory(user, storyId)).pages[3]?.redraw?.status).toBe('failed');
  });
});
