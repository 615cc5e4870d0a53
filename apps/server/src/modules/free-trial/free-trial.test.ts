// Runs on PostgreSQL too: ten tries at once for one free story make one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import { count, eq } from 'drizzle-orm';
import { stories } from '../../db/schema.js';
import { createTestUser, nextIp, verifyTestUser, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { readOutbox, recipientOf } from '../../test/outbox.js';
import { appWith } from '../../test/test-app.js';
import { DEMO_CHILDREN, DEMO_PUBLISHER } from './catalog.js';
import { seedDemo } from './service.js';

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });
const mia = DEMO_CHILDREN[1] as (typeof DEMO_CHILDREN)[number];
const leo = DEMO_CHILDREN[3] as (typeof DEMO_CHILDREN)[number];
const seededCount = DEMO_CHILDREN.reduce((total, child) => total + child.stories.length, 0);

beforeAll(async () => {
  await seedDemo(testApp.runtime.context);
});

const get = (url: string, user?: SignedIn) =>
  testApp.app.inject({ method: 'GET', url, headers: user ? authed(user) : {} });
const post = (url: string, user?: SignedIn, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(user ? authed(user) : { origin: 'http://127.0.0.1:3000' }),
      'x-forwarded-for': nextIp(),
    },
    ...(payload ? { payload } : {}),
  });

const freeStory = { title: "Mia's Adventure", theme: 'magic', setting: 'forest' };

/**
 * The seeded shelves are made by the workers one book after another; on a busy two-core machine
 * the first can take most of a minute. Bounded under the test's own limit (90 s).
 */
async function waitForStory(url: string, user: SignedIn | undefined, seconds = 80) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const story = (await get(url, user)).json<DemoStory>();
    if (story.status === 'complete' || story.status === 'error' || Date.now() > deadline) {
      return story;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('seeding', () => {
  it('makes the demo shelves once: seeding again leaves the same rows', async () => {
    const db = testApp.runtime.context.database.db;
    const countStories = async () =>
      (
        await db.select({ n: count() }).from(stories).where(eq(stories.userId, DEMO_PUBLISHER.id))
      )[0]?.n;
    expect(await countStories()).toBe(seededCount);
    expect((await seedDemo(testApp.runtime.context)).queued).toBe(0);
    expect(await countStories()).toBe(seededCount);
    const children = (await get('/api/demo/children')).json<DemoChild[]>();
    expect(children.map((child) => child.name)).toEqual(['Aarav', 'Mia', 'Noor', 'Leo']);
    // One child per age band at least.
    expect(children.some((child) => child.age <= 4)).toBe(true);
    expect(children.some((child) => child.age >= 8)).toBe(true);
  });
});

describe('the public shelves', () => {
  it('shows demo children and their finished books without a login', async () => {
    const list = await get('/api/demo/children');
    expect(list.statusCode).toBe(200);
    const child = await get(`/api/demo/children/${mia.id}`);
    expect(child.json<DemoChild>()).toMatchObject({
      name: 'Mia',
      age: 6,
      training_status: 'completed',
    });
    const shelf = await get(`/api/demo/children/${mia.id}/stories`);
    expect(shelf.statusCode).toBe(200);
    const seeded = shelf.json<DemoStory[]>();
    expect(seeded).toHaveLength(mia.stories.length);
    const first = mia.stories[0]?.id ?? '';
    const book = await waitForStory(`/api/demo/stories/${first}`, undefined);
    expect(book.status).toBe('complete');
    // Seeded books send no "story is ready" mail: their publisher is nobody's inbox.
    const mails = await readOutbox(testApp.config.dataDir);
    expect(mails.filter((mail) => recipientOf(mail) === DEMO_PUBLISHER.email)).toEqual([]);
    expect(book.free).toBe(false);
    expect(book.pages.length).toBeGreaterThan(0);
    expect(book.pages.every((page) => page.image_url)).toBe(true);
    // A demo child's picture is the cover of a finished book, under a URL an <img> can load.
    const pictured = (await get(`/api/demo/children/${mia.id}`)).json<DemoChild>();
    const cover = new URL(pictured.imageUrl ?? '');
    const picture = await testApp.app.inject({ url: `${cover.pathname}${cover.search}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/');
    expect((await get('/api/demo/children/not-a-child')).statusCode).toBe(404);
  });

  it("never shows one user's free story to anyone else", async () => {
    const owner = await createTestUser(testApp.app);
    const stranger = await createTestUser(testApp.app);
    await verifyTestUser(testApp, stranger);
    const created = await post(`/api/demo/children/${leo.id}/stories`, owner, {
      ...freeStory,
      title: 'A Secret Title Only Its Parent Wrote',
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json<DemoStory>();
    expect(mine).toMatchObject({ free: true, status: 'pending' });

    const titles = async (user?: SignedIn) =>
      (await get(`/api/demo/children/${leo.id}/stories`, user))
        .json<DemoStory[]>()
        .map((story) => story.title);
    expect(await titles(owner)).toContain('A Secret Title Only Its Parent Wrote');
    expect(await titles(stranger)).not.toContain('A Secret Title Only Its Parent Wrote');
    expect(await titles()).not.toContain('A Secret Title Only Its Parent Wrote');
    expect((await get(`/api/demo/stories/${mine.id}`, owner)).statusCode).toBe(200);
    expect((await get(`/api/demo/stories/${mine.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/demo/stories/${mine.id}`)).statusCode).toBe(404);
    // Nor through the owner's own story routes: a free story lives in the demo area only.
    expect((await get(`/api/stories/${mine.id}`, owner)).statusCode).toBe(404);
    expect((await post(`/api/demo/stories/${mine.id}/generate`, stranger)).statusCode).toBe(404);
  });
});

describe('the demo book PDF', () => {
  it('downloads a seeded book when signed in, and asks anyone else to log in', async () => {
    const seededId = mia.stories[0]?.id ?? '';
    await waitForStory(`/api/demo/stories/${seededId}`, undefined);
    expect((await get(`/api/demo/stories/${seededId}/pdf`)).statusCode).toBe(401);
    const reader = await createTestUser(testApp.app);
    const pdf = await get(`/api/demo/stories/${seededId}/pdf`, reader);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="mia_and_the_missing_moon.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives one reader 30 downloads an hour, then 429 with Retry-After and a detail', async () => {
    const seededId = mia.stories[0]?.id ?? '';
    await waitForStory(`/api/demo/stories/${seededId}`, undefined);
    const reader = await createTestUser(testApp.app);
    const download = (user: SignedIn) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/demo/stories/${seededId}/pdf`,
        headers: { ...authed(user), 'x-forwarded-for': nextIp() },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await download(reader)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));

    const refused = await download(reader);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(
        /^Too many requests: at most 30 every hour from one account\. Please try again in [\d,]+ seconds?\.$/,
      ) as string,
      code: 'rate_limited',
    });
    // Another reader still downloads the book.
    expect((await download(await createTestUser(testApp.app))).statusCode).toBe(200);
  });
});

describe('the free story', () => {
  it('needs a login to create or generate', async () => {
    expect(
      (await post(`/api/demo/children/${mia.id}/stories`, undefined, freeStory)).statusCode,
    ).toBe(401);
    const seededId = mia.stories[0]?.id ?? '';
    expect((await post(`/api/demo/stories/${seededId}/generate`)).statusCode).toBe(401);
  });

  it('is made once per demo child, free of charge; a second one is refused', async () => {
    const user = await createTestUser(testApp.app);
    await verifyTestUser(testApp, user);
    const created = (
      await post(`/api/demo/children/${mia.id}/stories`, user, freeStory)
    ).json<DemoStory>();
    const generate = await post(`/api/demo/stories/${created.id}/generate`, user);
    expect(generate.statusCode, generate.body).toBe(200);
    const done = await waitForStory(`/api/demo/stories/${created.id}`, user);
    expect(done.status).toBe('complete');
    expect(done.pages.length).toBeGreaterThan(0);

    const again = await post(`/api/demo/children/${mia.id}/stories`, user, {
      ...freeStory,
      title: 'Another one',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toMatch(
      /already made your free story with Mia/,
    );
    expect((await post(`/api/demo/stories/${created.id}/generate`, user)).statusCode).toBe(409);
    const credits = await get('/api/payments/credit-usage', user);
    expect(credits.json<{ items: unknown[] }>().items).toEqual([]);

    // Another demo child still has its own free story to give.
    const other = await post(`/api/demo/children/${leo.id}/stories`, user, freeStory);
    expect(other.statusCode).toBe(201);
  });

  it('ten simultaneous tries by one user on one demo child make one story', async () => {
    const user = await createTestUser(testApp.app);
    await verifyTestUser(testApp, user);
    const aarav = DEMO_CHILDREN[0]?.id ?? '';
    const creates = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/demo/children/${aarav}/stories`, user, freeStory),
      ),
    );
    const ids = new Set(creates.map((response) => response.json<DemoStory>().id));
    expect(creates.every((response) => response.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const [storyId] = [...ids];
    const generates = await Promise.all(
      Array.from({ length: 10 }, () => post(`/api/demo/stories/${storyId}/generate`, user)),
    );
    // One starts it; the others are refused (409), or stopped by the per-user limit (429).
    const codes = generates.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409 || code === 429)).toBe(true);
    const db = testApp.runtime.context.database.db;
    const [mine] = await db
      .select({ n: count() })
      .from(stories)
      .where(eq(stories.userId, user.userId));
    expect(mine?.n).toBe(1);
  });
});
