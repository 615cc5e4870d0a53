// Runs on PostgreSQL too: ten generate calls at once charge once; twin picture jobs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageCountForAge } from '@littlestar/shared/story';
import type { Story } from '@littlestar/shared/stories';
import { storyBookTexts, storyPdfFileName } from '@littlestar/shared/stories';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import { poppler, skipPdfTests, writeTemporaryPdf } from '@littlestar/bookbinder/poppler';
import { createTestUser, nextIp, type SignedIn } from '../../test/accounts.js';
import { authed, createReadyChild, createTestChild, giveCredits } from '../../test/children.js';
import { recipientOf, waitForMail } from '../../test/outbox.js';
import { bookFiles, storedFiles, withTransactionsRefused } from '../../test/stories.js';
import { appWith, createTestApp, type TestApp } from '../../test/test-app.js';
import type { AppContext } from '../../app-context.js';
import { bindStep, illustrateStep, writeStoryStep } from './pipeline.js';
import { sweepStuckStories } from './story-sweep.js';
import { findStoryPages, findStoryRow } from './story-rows.js';

const input = {
  title: 'The Lantern in the Woods',
  theme: 'courage',
  setting: 'forest',
  conflict: 'A lost fox cub cannot find its den',
  moral: 'Being brave means helping even when you are scared',
};

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

function call(
  t: TestApp,
  user: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: authed(user),
    ...(payload ? { payload } : {}),
  });
}

async function parentWithReadyChild(t: TestApp, credits = 5, age = 6) {
  const user = await createTestUser(t.app);
  const child = await createReadyChild(t.runtime.context, t.app, user, { age });
  if (credits > 0) await giveCredits(t.runtime.context, user.userId, credits);
  return { user, child };
}

async function createStory(t: TestApp, user: SignedIn, childId: string): Promise<Story> {
  const response = await call(t, user, 'POST', `/api/children/${childId}/stories`, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Story>();
}

async function readStory(t: TestApp, user: SignedIn, storyId: string): Promise<Story> {
  const response = await call(t, user, 'GET', `/api/stories/${storyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Story>();
}

async function waitForStory(
  t: TestApp,
  user: SignedIn,
  storyId: string,
  done: (story: Story) => boolean,
  seconds = 20,
): Promise<Story> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const story = await readStory(t, user, storyId);
    if (done(story) || Date.now() > deadline) return story;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (story: Story) => story.status === 'complete' || story.status === 'error';

async function ledger(t: TestApp, user: SignedIn) {
  const usage = await call(t, user, 'GET', '/api/payments/credit-usage?page_size=50');
  const credits = await call(t, user, 'GET', '/api/payments/credits');
  const entries = usage.json<CreditUsagePage>().items;
  return {
    entries,
    balance: credits.json<{ total_credits: number }>().total_credits,
    sum: entries.reduce((total, entry) => total + entry.amount, 0),
  };
}

describe('creating stories', () => {
  it('creates a pending story for a ready child, with the spec fields and no progress', async () => {
    const { user, child } = await parentWithReadyChild(testApp);
    const story = await createStory(testApp, user, child.id);
    expect(story).toMatchObject({
      child_id: child.id,
      status: 'pending',
      title: input.title,
      theme: 'courage',
      setting: 'forest',
      conflict: input.conflict,
      moral: input.moral,
      cover_url: null,
      pages: [],
      progress: null,
    });
    const list = await call(testApp, user, 'GET', `/api/children/${child.id}/stories`);
    expect(list.json<Story[]>().map((item) => item.id)).toEqual([story.id]);
  });

  it('refuses a story for a child whose profile is not ready, saying why', async () => {
    const user = await createTestUser(testApp.app);
    await giveCredits(testApp.runtime.context, user.userId, 1);
    const child = await createTestChild(testApp.app, user, { name: 'Theo' });
    const response = await call(testApp, user, 'POST', `/api/children/${child.id}/stories`, input);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/Theo's profile is not ready/);
  });

  it('answers bad details with the spec messages and saves nothing', async () => {
    const { user, child } = await parentWithReadyChild(testApp);
    const cases: Array<[object, string]> = [
      [{ ...input, title: '   ' }, 'Please enter a story title'],
      [{ ...input, theme: 'Horror' }, 'Please select a story theme'],
      [{ ...input, setting: '' }, 'Please select a story setting'],
      [{ ...input, title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
      [{ ...input, moral: '<script>alert(1)</script>' }, 'Moral must be plain text, not markup'],
      [{ ...input, conflict: 'bell\u0007' }, 'Conflict must not contain control characters'],
    ];
    for (const [body, message] of cases) {
      const response = await call(testApp, user, 'POST', `/api/children/${child.id}/stories`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(message);
    }
    const list = await call(testApp, user, 'GET', `/api/children/${child.id}/stories`);
    expect(list.json()).toEqual([]);
  });

  it('keeps blank optional details out of the story', async () => {
    const { user, child } = await parentWithReadyChild(testApp);
    const response = await call(testApp, user, 'POST', `/api/children/${child.id}/stories`, {
      ...input,
      conflict: '  ',
      moral: null,
    });
    expect(response.json<Story>()).toMatchObject({ conflict: null, moral: null });
  });
});

describe('owner only', () => {
  it("answers 404 on every route for another user's child or story", async () => {
    const { user, child } = await parentWithReadyChild(testApp);
    const story = await createStory(testApp, user, child.id);
    const stranger = await createTestUser(testApp.app);
    await giveCredits(testApp.runtime.context, stranger.userId, 5);
    const attempts: Array<[Parameters<typeof call>[2], string, object?]> = [
      ['GET', `/api/children/${child.id}/stories`],
      ['POST', `/api/children/${child.id}/stories`, input],
      ['GET', `/api/stories/${story.id}`],
      ['PUT', `/api/stories/${story.id}`, input],
      ['POST', `/api/stories/${story.id}/generate`],
      ['DELETE', `/api/stories/${story.id}`],
      ['GET', `/api/stories/${story.id}/pdf`],
      ['GET', '/api/stories/not-a-uuid'],
      ['GET', '/api/stories/not-a-uuid/pdf'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(testApp, stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    }
    // Nothing of the owner's changed, and the stranger was charged nothing.
    expect((await readStory(testApp, user, story.id)).status).toBe('pending');
    expect((await ledger(testApp, stranger)).balance).toBe(5);
  });
});

describe('generating', () => {
  it('writes and illustrates the whole book, charges once and e-mails the parent', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 3, 4);
    const story = await createStory(testApp, user, child.id);
    const generate = await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect(generate.statusCode, generate.body).toBe(200);
    expect(generate.json<{ success: boolean; story: Story }>()).toMatchObject({
      success: true,
      story: { status: 'generating', progress: { stage: 'writing', pages_total: 0 } },
    });

    const done = await waitForStory(testApp, user, story.id, finished);
    expect(done.status).toBe('complete');
    expect(done.progress).toBeNull();
    expect(done.pages).toHaveLength(pageCountForAge(4));
    expect(done.pages.every((page) => page.text.length > 0 && page.image_url)).toBe(true);
    expect(done.cover_url).toBeTruthy();

    // The signed URLs work without a session, as an <img> would load them.
    const cover = new URL(done.cover_url ?? '');
    const picture = await testApp.app.inject({ url: `${cover.pathname}${cover.search}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');

    const { entries, balance, sum } = await ledger(testApp, user);
    expect(entries.filter((entry) => entry.type === 'story creation')).toHaveLength(1);
    expect(balance).toBe(2);
    expect(sum).toBe(balance);

    const mail = (
      await waitForMail(
        testApp.config.dataDir,
        (candidate) =>
          recipientOf(candidate) === user.email && (candidate.text ?? '').includes(input.title),
      )
    ).text;
    expect(mail).toContain(`Read the story: http://127.0.0.1:3000/story/${story.id}/preview`);
  });

  // The pictures a parent sees are the engine's own, which show what the words say.
  it("draws the parent's problem on the pages that name it: the little brother, and no quest", async () => {
    const { user, child } = await parentWithReadyChild(testApp, 1, 6);
    const created = await call(testApp, user, 'POST', `/api/children/${child.id}/stories`, {
      ...input,
      title: 'A Day at Home',
      theme: 'adventure',
      conflict: 'gets cross when her little brother touches her toys',
      moral: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const storyId = created.json<Story>().id;
    await call(testApp, user, 'POST', `/api/stories/${storyId}/generate`);
    const done = await waitForStory(testApp, user, storyId, finished);
    expect(done.status).toBe('complete');
    const pictureOf = async (url: string | null) => {
      const signed = new URL(url ?? '');
      return (await testApp.app.inject({ url: `${signed.pathname}${signed.search}` })).body;
    };
    const brotherPages = done.pages.filter((page) => /little brother/.test(page.text));
    expect(brotherPages.length).toBeGreaterThanOrEqual(3);
    for (const page of brotherPages)
      expect(await pictureOf(page.image_url), page.text).toContain('data-prop="sibling"');
    // The theme's map-and-treasure quest gave way to the quarrel, in the pictures too.
    for (const url of [done.cover_url, ...done.pages.map((page) => page.image_url)])
      expect(await pictureOf(url)).not.toContain('data-goal=');
  });

  it('shows progress while the pictures are drawn', async () => {
    const slow = await createTestApp({
      startWorkers: true,
      env: {
        TRUST_PROXY: 'true',
        OFFLINE_ILLUSTRATION_DELAY_MS: '150',
        STORY_IMAGES_CONCURRENCY: '2',
      },
    });
    try {
      const { user, child } = await parentWithReadyChild(slow);
      const story = await createStory(slow, user, child.id);
      await call(slow, user, 'POST', `/api/stories/${story.id}/generate`);
      const midway = await waitForStory(
        slow,
        user,
        story.id,
        (item) => (item.progress?.pages_illustrated ?? 0) > 0 || finished(item),
      );
      expect(midway.status).toBe('generating_images');
      expect(midway.progress).toMatchObject({
        stage: 'illustrating',
        pages_total: pageCountForAge(6),
      });
      expect((await waitForStory(slow, user, story.id, finished)).status).toBe('complete');
    } finally {
      await slow.close();
    }
  });

  it('starts one generation and charges once for 10 simultaneous calls', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 3);
    const story = await createStory(testApp, user, child.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(testApp, user, 'POST', `/api/stories/${story.id}/generate`),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json<{ detail: string }>().detail).toBe(
      'Story is being generated. Please wait for some time.',
    );
    expect((await waitForStory(testApp, user, story.id, finished)).status).toBe('complete');
    const { entries, balance, sum } = await ledger(testApp, user);
    expect(entries.filter((entry) => entry.type === 'story creation')).toHaveLength(1);
    expect(balance).toBe(2);
    expect(sum).toBe(balance);
  });

  it('refuses to generate without enough credits, charging nothing and changing nothing', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 0);
    const story = await createStory(testApp, user, child.id);
    const response = await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect(response.statusCode).toBe(402);
    expect(response.json<{ detail: string }>().detail).toMatch(/Not enough credits/);
    expect((await readStory(testApp, user, story.id)).status).toBe('pending');
    const { entries, balance } = await ledger(testApp, user);
    expect(entries.some((entry) => entry.type === 'story creation')).toBe(false);
    expect(balance).toBe(0);
  });

  it('lets a story change only while pending or failed, and never generates it twice', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 3);
    const story = await createStory(testApp, user, child.id);
    const edited = await call(testApp, user, 'PUT', `/api/stories/${story.id}`, {
      ...input,
      title: 'The Lantern, Again',
      setting: 'magical kingdom',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Story>()).toMatchObject({
      title: 'The Lantern, Again',
      setting: 'magical kingdom',
    });

    await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect((await waitForStory(testApp, user, story.id, finished)).status).toBe('complete');
    const update = await call(testApp, user, 'PUT', `/api/stories/${story.id}`, input);
    expect(update.statusCode).toBe(409);
    expect(update.json<{ detail: string }>().detail).toMatch(/already complete/);
    const again = await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect(again.statusCode).toBe(409);
    expect((await ledger(testApp, user)).balance).toBe(2);
  });

  it('deletes a story with every picture it had and its PDF, without a refund', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 1);
    const story = await createStory(testApp, user, child.id);
    await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    await waitForStory(testApp, user, story.id, finished);
    const folder = `children/${child.id}/stories/${story.id}`;
    const files = await storedFiles(testApp, folder);
    expect(files).toHaveLength(pageCountForAge(6) + 2);
    expect(files).toContain(path.join('g1', 'book.pdf'));

    const response = await call(testApp, user, 'DELETE', `/api/stories/${story.id}`);
    expect(response.statusCode).toBe(204);
    expect(await storedFiles(testApp, folder)).toEqual([]);
    expect((await call(testApp, user, 'GET', `/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await ledger(testApp, user)).balance).toBe(0);
  });
});

describe('downloading the PDF', () => {
  const title = "Zoë's 🌟 तारा Adventure";

  it('gives the owner the book bind stored, named after the title; renders a missing one again', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 1, 6);
    const created = await call(testApp, user, 'POST', `/api/children/${child.id}/stories`, {
      ...input,
      title,
    });
    const story = created.json<Story>();
    await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect((await waitForStory(testApp, user, story.id, finished)).status).toBe('complete');
    const stored = path.join(
      testApp.config.dataDir,
      'files',
      `children/${child.id}/stories/${story.id}/g1/book.pdf`,
    );
    const bound = await fs.readFile(stored);

    const download = await call(testApp, user, 'GET', `/api/stories/${story.id}/pdf`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(storyPdfFileName(title)).toBe("zoë's_🌟_तारा_adventure.pdf");
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="zoe's______adventure.pdf"; filename*=UTF-8''` +
        `zo%C3%AB%27s_%F0%9F%8C%9F_%E0%A4%A4%E0%A4%BE%E0%A4%B0%E0%A4%BE_adventure.pdf`,
    );
    expect(download.rawPayload.equals(bound)).toBe(true);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await fs.rm(stored);
    const again = await call(testApp, user, 'GET', `/api/stories/${story.id}/pdf`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Rendered again and stored again.
    expect((await fs.readFile(stored)).equals(again.rawPayload)).toBe(true);
    if (!skipPdfTests) {
      const file = await writeTemporaryPdf(again.rawPayload);
      expect(await poppler('pdfinfo', [file])).toMatch(
        new RegExp(`^Pages:\\s+${2 + 2 * pageCountForAge(6)}$`, 'm'),
      );
    }
  });

  it('answers 409 while the story is not complete', async () => {
    const { user, child } = await parentWithReadyChild(testApp);
    const story = await createStory(testApp, user, child.id);
    const response = await call(testApp, user, 'GET', `/api/stories/${story.id}/pdf`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toBe(storyBookTexts.notComplete);
  });

  it('gives one parent 30 downloads an hour, then 429 with Retry-After, from any address', async () => {
    const { user, child } = await parentWithReadyChild(testApp, 1, 4);
    const story = await createStory(testApp, user, child.id);
    await call(testApp, user, 'POST', `/api/stories/${story.id}/generate`);
    expect((await waitForStory(testApp, user, story.id, finished)).status).toBe('complete');
    const download = (signedIn: SignedIn, address: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/stories/${story.id}/pdf`,
        headers: { ...authed(signedIn), 'x-forwarded-for': address },
      });

    const address = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await download(user, address)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    // The 31st, even from another address, is refused before any PDF is read or rendered.
    const refused = await download(user, nextIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(
        /^Too many requests: at most 30 every hour from one account\. Please try again in [\d,]+ seconds?\.$/,
      ) as string,
      code: 'rate_limited',
    });
    // Another parent at the same address is not held back by this one's downloads: the
    // request reaches the route (which answers that the story is not theirs).
    const other = await createTestUser(testApp.app);
    expect((await download(other, address)).statusCode).toBe(404);
  });
});

describe('when a step fails for good', () => {
  it('marks the story failed and refunds exactly once; it can then be made again', async () => {
    const failing = await createTestApp({
      startWorkers: true,
      env: { TRUST_PROXY: 'true', JOB_RETRY_LIMIT: '0' },
    });
    try {
      const context: AppContext = failing.runtime.context;
      const writer = context.storyText;
      let attempts = 0;
      context.storyText = {
        kind: 'failing',
        write: () => {
          attempts += 1;
          return Promise.reject(new Error('the model is down'));
        },
      };
      const { user, child } = await parentWithReadyChild(failing, 2);
      const story = await createStory(failing, user, child.id);
      await call(failing, user, 'POST', `/api/stories/${story.id}/generate`);
      const failed = await waitForStory(failing, user, story.id, finished);
      expect(failed.status).toBe('error');
      expect(attempts).toBe(1);

      // A late duplicate of the compensation refunds nothing more.
      const { failGeneration } = await import('./pipeline.js');
      await failGeneration(context, { storyId: story.id, generation: 1, error: 'again' });

      let money = await ledger(failing, user);
      expect(money.entries.filter((entry) => entry.type === 'refund')).toHaveLength(1);
      expect(money.balance).toBe(2);
      expect(money.sum).toBe(money.balance);

      context.storyText = writer;
      const retry = await call(failing, user, 'POST', `/api/stories/${story.id}/generate`);
      expect(retry.statusCode).toBe(200);
      expect((await waitForStory(failing, user, story.id, finished)).status).toBe('complete');
      money = await ledger(failing, user);
      expect(money.entries.filter((entry) => entry.type === 'story creation')).toHaveLength(2);
      expect(money.balance).toBe(1);
      expect(money.sum).toBe(money.balance);
    } finally {
      await failing.close();
    }
  });
});

describe('the sweep of stories that stopped moving', () => {
  it('resumes a stuck story from where it stopped, and fails one that stays stuck, refunded once', async () => {
    const idle = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const context = idle.runtime.context;
      const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

      // No worker runs in this app: every generation stays where it is.
      const stuck = await parentWithReadyChild(idle, 1);
      const doomed = await createStory(idle, stuck.user, stuck.child.id);
      await call(idle, stuck.user, 'POST', `/api/stories/${doomed.id}/generate`);
      expect(await sweepStuckStories({ context, now: later(1) })).toBe(1);
      expect(await sweepStuckStories({ context, now: later(2) })).toBe(1);
      expect((await readStory(idle, stuck.user, doomed.id)).status).toBe('generating');
      await sweepStuckStories({ context, now: later(3) });
      await sweepStuckStories({ context, now: later(4) });
      expect((await readStory(idle, stuck.user, doomed.id)).status).toBe('error');
      const money = await ledger(idle, stuck.user);
      expect(money.entries.filter((entry) => entry.type === 'refund')).toHaveLength(1);
      expect(money.balance).toBe(1);

      const resumed = await parentWithReadyChild(idle, 1);
      const story = await createStory(idle, resumed.user, resumed.child.id);
      await call(idle, resumed.user, 'POST', `/api/stories/${story.id}/generate`);
      await sweepStuckStories({ context, now: later(1) });
      // Workers start: the original job and the sweep's both run; the story is made once.
      await idle.runtime.startWorkers();
      const done = await waitForStory(idle, resumed.user, story.id, finished);
      expect(done.status).toBe('complete');
      const paid = await ledger(idle, resumed.user);
      expect(paid.entries.filter((entry) => entry.type === 'story creation')).toHaveLength(1);
      expect(paid.balance).toBe(0);
    } finally {
      await idle.close();
    }
  });
});

/**
 * A 4-year-old's story asked for in an app with no worker, its text written here: its
 * pictures wait for the test to run their steps, as a worker would.
 */
async function writtenByHand(idle: TestApp) {
  const context = idle.runtime.context;
  const { user, child } = await parentWithReadyChild(idle, 1, 4);
  const story = await createStory(idle, user, child.id);
  await call(idle, user, 'POST', `/api/stories/${story.id}/generate`);
  const row = await findStoryRow(context.database.db, story.id);
  const payload = { storyId: story.id, generation: row?.generation ?? 0 };
  await writeStoryStep(context, payload);
  return { context, user, child, story, payload };
}

describe('a picture job retried after its picture was stored', () => {
  it('uses the stored picture instead of paying for it again', async () => {
    // No worker runs in this app: the steps run here, as a worker would run them.
    const idle = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const { context, user, story, payload } = await writtenByHand(idle);
      const drawn: number[] = [];
      const counting = {
        ...context,
        storyImages: {
          kind: 'counting',
          illustrate(request: Parameters<AppContext['storyImages']['illustrate']>[0]) {
            drawn.push(request.pageIndex);
            return context.storyImages.illustrate(request);
          },
        },
      };
      // The first attempt at page 1 draws and stores its picture, then its recording fails
      // (the database went away): the story does not show it yet.
      const failing = withTransactionsRefused(counting);
      await expect(illustrateStep(failing, { ...payload, page: 0 })).rejects.toThrow(
        'Connection terminated',
      );
      expect(drawn).toEqual([0]);
      // The retry finds it in the store and records it without drawing again.
      await illustrateStep(counting, { ...payload, page: 0 }, undefined, { retried: true });
      expect(drawn).toEqual([0]);
      const pages = await findStoryPages(context.database.db, story.id);
      expect(pages.find((page) => page.position === 0)?.imageKey).toMatch(/page-01\.\w+$/);
      // Every other picture is drawn once, and the book is made.
      const total = pageCountForAge(4);
      for (let page = -1; page < total; page++) {
        if (page !== 0) await illustrateStep(counting, { ...payload, page });
      }
      expect(drawn.sort((a, b) => a - b)).toEqual([
        -1,
        ...Array.from({ length: total }, (_, i) => i),
      ]);
      await bindStep(context, payload);
      expect((await readStory(idle, user, story.id)).status).toBe('complete');
    } finally {
      await idle.close();
    }
  });
});

describe('a picture job that runs twice', () => {
  it('keeps the picture the finished book shows when the twin ends after the binding', async () => {
    // No worker runs in this app: the steps run here, in the order of a worker that died
    // after drawing the last page and before its job was marked done.
    const idle = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const { context, user, child, story, payload } = await writtenByHand(idle);
      const total = pageCountForAge(4);
      for (let page = -1; page < total - 1; page++) {
        await illustrateStep(context, { ...payload, page });
      }
      const last = total - 1;
      // The twin is still drawing when the first run records the picture and the book is bound.
      const twin = {
        ...context,
        storyImages: {
          kind: 'twin',
          async illustrate(request: Parameters<AppContext['storyImages']['illustrate']>[0]) {
            const picture = await context.storyImages.illustrate(request);
            await illustrateStep(context, { ...payload, page: last });
            await bindStep(context, payload);
            return picture;
          },
        },
      };
      await illustrateStep(twin, { ...payload, page: last });
      // A retry after all that has nothing to draw.
      await illustrateStep(twin, { ...payload, page: last });

      const done = await readStory(idle, user, story.id);
      expect(done.status).toBe('complete');
      const folder = `children/${child.id}/stories/${story.id}`;
      expect(await storedFiles(idle, folder)).toEqual(bookFiles(total));
      const picture = new URL(done.pages[last]?.image_url ?? '');
      const served = await idle.app.inject({ url: `${picture.pathname}${picture.search}` });
      expect(served.statusCode).toBe(200);
    } finally {
      await idle.close();
    }
  });
});
