import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterSheetMessages, type Child } from '@littlestar/shared/children';
import type { Story } from '@littlestar/shared/stories';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { digestOf, type FakePictureRequest } from '@littlestar/fakes/fake-pictures';
import { children } from '../../db/schema.js';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import {
  authed,
  createReadyChild,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { makePhotoZip } from '../../test/photos.js';
import { callAs, usageOf, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';
import { purgeExpiredPhotos } from './training.js';
import { findChildById } from './service.js';

/**
 * The character sheet with a real image provider (Gemini's protocol, served locally): drawn
 * from the photos once training ends, shown as the child's picture, sent as the one reference
 * of every page of every story (never a photo again, even once the photos are deleted), and
 * drawn anew once a day when the parent asks.
 */

const KEY = 'test-image-key';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
beforeAll(async () => {
  gemini = await startFakeGemini({ apiKey: KEY });
});
afterAll(async () => {
  await gemini?.close();
});

const t = appWith(() => ({
  startWorkers: true,
  env: {
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_BASE_URL: gemini.baseUrl,
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: KEY,
    JOB_RETRY_LIMIT: '0',
  },
}));

const isSheetRequest = (request: FakePictureRequest) =>
  String(request.fields.text).includes('A character portrait for a picture book');

async function childOf(user: SignedIn, childId: string): Promise<Child> {
  return (await callAs(t, user, 'GET', `/api/children/${childId}`)).json<Child>();
}

async function waitForSheet(user: SignedIn, childId: string, drawnAfter?: string | null) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const child = await childOf(user, childId);
    const sheet = child.character_sheet;
    if (sheet?.status === 'ready' && sheet.drawn_at !== drawnAfter) return child;
    if (Date.now() > deadline) throw new Error(`no sheet: ${JSON.stringify(sheet)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The digest of the sheet stored for the child, as the pages should receive it. */
async function storedSheetDigest(childId: string) {
  const row = await findChildById(t.runtime.context.database.db, childId);
  const data = row?.characterSheetKey
    ? await t.runtime.context.storage.get(row.characterSheetKey)
    : null;
  if (!data) throw new Error('no sheet stored');
  return { key: row?.characterSheetKey ?? '', digest: digestOf(data) };
}

async function makeStory(user: SignedIn, childId: string): Promise<Story> {
  await giveCredits(t.runtime.context, user.userId, 1);
  const created = await callAs(t, user, 'POST', `/api/children/${childId}/stories`, testStoryInput);
  expect(created.statusCode, created.body).toBe(201);
  const storyId = created.json<Story>().id;
  const generated = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
  expect(generated.statusCode, generated.body).toBe(200);
  return waitUntilFinished(t, user, storyId);
}

describe('a child trained on photos, with STORY_IMAGES=gemini', () => {
  let user: SignedIn;
  let child: Child;
  beforeAll(async () => {
    gemini.answerWith(() => 'picture');
    user = await createTestUser(t.app);
    await giveCredits(t.runtime.context, user.userId, 1);
    child = await createTestChild(t.app, user, { name: 'Maya', age: 6 });
    await uploadZip(t.app, user, child.id, await makePhotoZip(5));
    expect((await startTrainingRequest(t.app, user, child.id)).statusCode).toBe(200);
  });

  it('gets a sheet drawn from three of its photos, shown as the child’s picture', async () => {
    const ready = await waitForSheet(user, child.id);
    const sheets = gemini.requests.filter(isSheetRequest);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.images).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(String(sheets[0]?.fields.text)).toContain('The photos show the real child');
    // The picture the parent sees is the sheet, served as the PNG the model drew.
    const { key, digest } = await storedSheetDigest(child.id);
    expect(sheets[0]?.answeredDigest).toBe(digest);
    expect(ready.imageUrl).toContain(key.split('/').at(-1));
    const url = new URL(ready.imageUrl ?? '');
    const served = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(ready.character_sheet).toMatchObject({ status: 'ready', next_redraw_at: null });
  });

  it('sends the sheet, and only the sheet, with every picture of every story', async () => {
    await waitForSheet(user, child.id);
    const { digest } = await storedSheetDigest(child.id);
    gemini.answerWith(() => 'picture');
    const first = await makeStory(user, child.id);
    expect(first.status).toBe('complete');
    expect(gemini.requests).toHaveLength(first.pages.length + 1);
    expect(gemini.requests.some(isSheetRequest)).toBe(false);
    for (const request of gemini.requests) expect(request.imageDigests).toEqual([digest]);
    expect(String(gemini.requests[0]?.fields.text)).toContain('The reference image shows the hero');
    // The sheet was drawn before this story: it cost the story nothing.
    const usage = await usageOf(t, first.id);
    expect(usage.some((row) => row.step === 'character sheet')).toBe(false);

    // The photos' retention runs out: the next story still draws from the same sheet.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredPhotos({ context: t.runtime.context, now: later })).toBeGreaterThan(0);
    expect((await childOf(user, child.id)).photo_count).toBe(0);
    gemini.answerWith(() => 'picture');
    const second = await makeStory(user, child.id);
    expect(second.status).toBe('complete');
    expect(gemini.requests).toHaveLength(second.pages.length + 1);
    for (const request of gemini.requests) {
      expect(request.imageDigests).toEqual([digest]);
      expect(request.images).toEqual(['image/png']);
    }
  });

  it('draws a new sheet when the parent asks, once a day', async () => {
    const before = await waitForSheet(user, child.id);
    const old = await storedSheetDigest(child.id);
    gemini.answerWith(() => 'picture');
    const asked = await callAs(t, user, 'POST', `/api/children/${child.id}/character-sheet`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<Child>().character_sheet?.status).toBe('drawing');
    expect(asked.json<Child>().character_sheet?.next_redraw_at).toBeTruthy();

    const after = await waitForSheet(user, child.id, before.character_sheet?.drawn_at);
    expect(after.imageUrl).not.toBe(before.imageUrl);
    const now = await storedSheetDigest(child.id);
    expect(now.digest).not.toBe(old.digest);
    expect(gemini.requests.filter(isSheetRequest)).toHaveLength(1);
    // The old sheet is gone from storage.
    expect(await t.runtime.context.storage.get(old.key)).toBeNull();

    const again = await callAs(t, user, 'POST', `/api/children/${child.id}/character-sheet`);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      detail: characterSheetMessages.oncePerDay,
      code: 'rate_limited',
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });

  it("does not let another parent ask for this child's sheet", async () => {
    const stranger = await createTestUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/character-sheet`,
      headers: authed(stranger),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Child not found.', code: 'not_found' });
  });
});

describe('a sheet every provider refuses', () => {
  it('leaves the story to be drawn from the likeness in words, and still completes', async () => {
    gemini.answerWith((request) => (isSheetRequest(request) ? 'refuse' : 'picture'));
    const user = await createTestUser(t.app);
    const child = await createReadyChild(t.runtime.context, t.app, user, { name: 'Leo' });
    const story = await makeStory(user, child.id);
    expect(story.status).toBe('complete');
    // Without photos there is no gentler sheet to ask for: one refused call.
    expect(gemini.requests.filter(isSheetRequest)).toHaveLength(1);
    const pages = gemini.requests.filter((request) => !isSheetRequest(request));
    expect(pages).toHaveLength(story.pages.length + 1);
    for (const request of pages) expect(request.images).toEqual([]);
    expect((await childOf(user, child.id)).character_sheet?.status).toBe('none');
    // The refused call is part of what the story cost.
    const usage = await usageOf(t, story.id);
    expect(usage.filter((row) => row.step === 'character sheet')).toEqual([
      expect.objectContaining({ provider: 'gemini', pictures: 0, calls: 1 }),
    ]);

    // The parent asks for one: refused again, it still counts as their one a day (each
    // refusal is paid for: giving the ask back would let a parent loop paid calls).
    const asked = await callAs(t, user, 'POST', `/api/children/${child.id}/character-sheet`);
    expect(asked.statusCode, asked.body).toBe(202);
    const deadline = Date.now() + 20_000;
    let after = await childOf(user, child.id);
    while (after.character_sheet?.status === 'drawing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await childOf(user, child.id);
    }
    expect(after.character_sheet).toEqual({
      status: 'none',
      drawn_at: null,
      next_redraw_at: expect.any(String) as string,
    });
    gemini.answerWith(() => 'picture');
    const tooSoon = await callAs(t, user, 'POST', `/api/children/${child.id}/character-sheet`);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      detail: characterSheetMessages.oncePerDay,
      code: 'rate_limited',
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(gemini.requests.filter(isSheetRequest)).toEqual([]);
    // A day later the parent may ask again.
    await t.runtime.context.database.db
      .update(children)
      .set({ characterSheetRequestedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(children.id, child.id));
    const again = await callAs(t, user, 'POST', `/api/children/${child.id}/character-sheet`);
    expect(again.statusCode, again.body).toBe(202);
    expect((await waitForSheet(user, child.id)).imageUrl).toContain('character/sheet-');
  });
});

describe('a server whose pictures are drawn offline', () => {
  const offline = appWith();

  it('has no sheet to show or to ask for', async () => {
    const user = await createTestUser(offline.app);
    const child = await createReadyChild(offline.runtime.context, offline.app, user);
    const shown = await offline.app.inject({
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(shown.json<Child>().character_sheet).toBeNull();
    const asked = await offline.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/character-sheet`,
      headers: authed(user),
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ detail: characterSheetMessages.offline, code: 'conflict' });
  });
});
