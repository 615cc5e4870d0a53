import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castMessages } from '@littlestar/shared/cast';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import { pageEditMessages } from '@littlestar/shared/page-edits';
import { storyMessages, type Story } from '@littlestar/shared/stories';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { FLAGGED_MARKER, startFakeModeration } from '@littlestar/fakes/fake-moderation';
import {
  createTestUser,
  createVerifiedTestUser,
  nextIp,
  type SignedIn,
} from '../../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../../test/children.js';
import { callAs, generateStory, refundsAndBalance, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { createTestWrittenStory, testStoryInput } from '../../test/written-stories.js';
import { seedDemo } from '../free-trial/service.js';

/*
 * Nothing unsafe reaches a child's book: the parent's story idea is checked before anything
 * is charged, and the finished story before it is complete.
 */

/** A parent with a ready child, one credit, and a story idea written but not yet generated. */
async function storyIdea(t: TestApp, input: object) {
  const user = await createTestUser(t.app);
  const child = await createReadyChild(t.runtime.context, t.app, user, { name: 'Maya', age: 6 });
  await giveCredits(t.runtime.context, user.userId, 1);
  const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
    ...testStoryInput,
    ...input,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, storyId: created.json<Story>().id };
}

/** What a refused generate left: the story as it was, and every credit. */
async function expectNothingCharged(t: TestApp, user: SignedIn, storyId: string) {
  const story = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
  expect(story.status).toBe('pending');
  expect(await refundsAndBalance(t, user)).toEqual({ refunds: 0, balance: 1 });
}

describe('MODERATION=off (the default): the word list', () => {
  const t = appWith({ env: { TRUST_PROXY: 'true' } });
  beforeAll(async () => {
    await seedDemo(t.runtime.context);
  });

  it("refuses a story idea with a word a children's book never prints, charging nothing", async () => {
    const { user, storyId } = await storyIdea(t, {
      conflict: 'A lost fox cub says SHIT and cannot find its den',
    });
    const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        "Some words in this story idea can't go in a children's book (in the conflict). " +
        'Please change them and try again.',
      code: 'idea_refused',
    });
    await expectNothingCharged(t, user, storyId);
    // The prompt words stay out of the logs.
    expect(JSON.stringify(t.logs)).not.toMatch(/SHIT/);

    // Changed, it goes ahead.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${storyId}`,
      headers: authed(user),
      payload: testStoryInput,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`)).statusCode).toBe(
      200,
    );
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 0, balance: 0 });
  });

  it('names every field to change, spaced-out spellings included', async () => {
    const { user, storyId } = await storyIdea(t, {
      title: 'The f u c k Lantern',
      moral: 'Porn is fine',
    });
    const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('(in the title and the moral)');
    await expectNothingCharged(t, user, storyId);
  });

  it('lets fairy-tale words through', async () => {
    const { user, storyId } = await storyIdea(t, {
      conflict: 'A big bad wolf wants to eat the lost fox cub in the dark',
    });
    expect((await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a free story the same way', async () => {
    const user = await createVerifiedTestUser(t);
    const [mia] = (await t.app.inject({ url: '/api/demo/children' })).json<DemoChild[]>();
    if (!mia) throw new Error('no demo child');
    const headers = { ...authed(user), 'x-forwarded-for': nextIp() };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/demo/children/${mia.id}/stories`,
      headers,
      payload: { title: 'Mia and the bitch', theme: 'magic', setting: 'forest' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<DemoStory>().id;
    const generate = await t.app.inject({
      method: 'POST',
      url: `/api/demo/stories/${id}/generate`,
      headers,
    });
    expect(generate.statusCode).toBe(400);
    expect(generate.json<{ detail: string }>().detail).toContain('(in the title)');
    const story = await t.app.inject({ method: 'GET', url: `/api/demo/stories/${id}`, headers });
    expect(story.json<DemoStory>().status).toBe('pending');
  });
});

describe('MODERATION=openai, against a local server speaking its protocol', () => {
  const API_KEY = 'sk-moderation-key';
  let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let moderation: Awaited<ReturnType<typeof startFakeModeration>>;
  beforeAll(async () => {
    chat = await startFakeChatCompletions();
    moderation = await startFakeModeration({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await chat?.close();
    await moderation?.close();
  });

  const t = appWith(() => ({
    startWorkers: true,
    env: {
      STORY_TEXT: 'openai',
      STORY_TEXT_BASE_URL: chat.baseUrl,
      STORY_TEXT_MODEL: 'llama3.1',
      TRUST_PROXY: 'true',
      MODERATION: 'openai',
      MODERATION_BASE_URL: moderation.baseUrl,
      MODERATION_API_KEY: API_KEY,
    },
  }));

  it('makes a story both checks pass, checking the idea and then the finished text', async () => {
    chat.answerWith(() => ({ content: JSON.stringify(createTestWrittenStory()) }));
    moderation.requests.length = 0;
    const { user, storyId } = await generateStory(t);
    expect((await waitUntilFinished(t, user, storyId)).status).toBe('complete');
    const [idea, finished, ...more] = moderation.requests;
    expect(more).toEqual([]);
    expect(idea?.model).toBe('omni-moderation-latest');
    expect(idea?.input).toEqual(
      expect.arrayContaining([testStoryInput.title, testStoryInput.conflict, testStoryInput.moral]),
    );
    const written = createTestWrittenStory();
    expect(finished?.input).toEqual(
      expect.arrayContaining([
        written.title,
        written.cover.brief,
        ...written.pages.map((p) => p.text),
      ]),
    );
    expect(finished?.input).toHaveLength(2 + 2 * written.pages.length);
  });

  it('refuses an idea the service flags with a 400 in plain words, charging nothing', async () => {
    const { user, storyId } = await storyIdea(t, {
      moral: `Being brave means helping ${FLAGGED_MARKER} even when you are scared`,
    });
    chat.answerWith(() => ({ content: JSON.stringify(createTestWrittenStory()) }));
    const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBe(
      "Some words in this story idea can't go in a children's book (in the moral). " +
        'Please change them and try again.',
    );
    await expectNothingCharged(t, user, storyId);
    expect(chat.requests).toHaveLength(0);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'story idea refused by the content check',
        fields: ['moral'],
        reasons: expect.arrayContaining(['violence']) as unknown,
      }),
    );
    expect(JSON.stringify(t.logs)).not.toContain(FLAGGED_MARKER);
  });

  it('fails a finished story the service flags, with exactly one refund and no retry', async () => {
    const written = createTestWrittenStory();
    const flagged = {
      ...written,
      pages: written.pages.map((page, index) =>
        index === 3 ? { ...page, brief: `${page.brief} A ${FLAGGED_MARKER} looms.` } : page,
      ),
    };
    chat.answerWith(() => ({ content: JSON.stringify(flagged) }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('error');
    expect(story.pages).toEqual([]);
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    // Refused for good: the model was not asked again.
    expect(chat.requests).toHaveLength(1);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'finished story refused by the content check',
        parts: ['page 4 brief'],
      }),
    );
  });

  it('refuses a listed word without asking the service', async () => {
    const { user, storyId } = await storyIdea(t, { title: 'Porno Lantern' });
    moderation.requests.length = 0;
    const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(response.statusCode).toBe(400);
    expect(moderation.requests).toHaveLength(0);
  });

  it("refuses a companion's name the service flags before the story is saved", async () => {
    const user = await createTestUser(t.app);
    const child = await createReadyChild(t.runtime.context, t.app, user, { name: 'Maya', age: 6 });
    const list = async () =>
      (await callAs(t, user, 'GET', `/api/children/${child.id}/stories`)).json<Story[]>();
    moderation.requests.length = 0;
    const cast = [
      { name: 'Biscuit', kind: 'dog' },
      { name: `Nan ${FLAGGED_MARKER}`, kind: 'grandma' },
    ];
    const refused = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
      cast,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: castMessages.nameRefused(2), code: 'cast_refused' });
    expect(await list()).toEqual([]);
    // The service was asked about the names alone, one input each.
    expect(moderation.requests.map((request) => request.input)).toEqual([
      ['Biscuit', `Nan ${FLAGGED_MARKER}`],
    ]);
    expect(JSON.stringify(t.logs)).not.toContain(FLAGGED_MARKER);

    // While the check is down, a story with a cast is not saved either (a name not checked
    // lately: one checked a moment ago is remembered).
    moderation.failWith(500);
    try {
      const down = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
        ...testStoryInput,
        cast: [{ name: 'Pepper', kind: 'dog' }],
      });
      expect(down.statusCode).toBe(503);
      expect(down.json<{ detail: string }>().detail).toMatch(/Nothing was charged/);
    } finally {
      moderation.failWith(undefined);
    }
    expect(await list()).toEqual([]);
  });

  it('starts nothing while the check is down (503), and charges nothing', async () => {
    const { user, storyId } = await storyIdea(t, { conflict: 'A lost owl cannot find its nest' });
    moderation.failWith(500);
    try {
      const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
      expect(response.statusCode).toBe(503);
      expect(response.json<{ detail: string }>().detail).toMatch(/Nothing was charged/);
    } finally {
      moderation.failWith(undefined);
    }
    await expectNothingCharged(t, user, storyId);
  });

  it('remembers a verdict by its text: the same words sent again cost no second call', async () => {
    chat.answerWith(() => ({ content: JSON.stringify(createTestWrittenStory()) }));
    const moral = `Helping a ${FLAGGED_MARKER} is brave, the heron said`;
    const { user, storyId } = await storyIdea(t, {
      title: 'The Heron and the Reeds',
      conflict: 'A heron loses a feather in the reeds',
      moral,
    });
    moderation.requests.length = 0;
    const refused = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(refused.statusCode).toBe(400);
    expect(moderation.requests).toHaveLength(1);
    expect(moderation.requests[0]?.input).toEqual(expect.arrayContaining([moral]));

    // Pressed again unchanged: refused the same way, without asking the service again.
    const again = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    expect(moderation.requests).toHaveLength(1);

    // The moral changed: only the new words are sent, the rest is remembered.
    const newMoral = 'Helping a heron is brave';
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${storyId}`,
      headers: authed(user),
      payload: {
        ...testStoryInput,
        title: 'The Heron and the Reeds',
        conflict: 'A heron loses a feather in the reeds',
        moral: newMoral,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const generated = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(moderation.requests[1]?.input).toEqual([newMoral]);
    // The words stay out of the logs, remembered or not.
    expect(JSON.stringify(t.logs)).not.toContain('heron');
  });

  it('refuses a redraw with a note on a page being drawn again before the paid check', async () => {
    chat.answerWith(() => ({ content: JSON.stringify(createTestWrittenStory()) }));
    const { user, storyId } = await generateStory(t);
    expect((await waitUntilFinished(t, user, storyId)).status).toBe('complete');
    const first = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/2/redraw`, {});
    expect(first.statusCode, first.body).toBe(202);
    moderation.requests.length = 0;
    const second = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/2/redraw`, {
      note: 'A red scarf on the fox cub, please',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: pageEditMessages.redrawOpen, code: 'redraw_open' });
    expect(moderation.requests).toHaveLength(0);
  });

  it("checks a page's new words with the service, and refuses words it flags", async () => {
    chat.answerWith(() => ({ content: JSON.stringify(createTestWrittenStory()) }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    const putPage = (page: number, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/stories/${storyId}/pages/${page}`,
        headers: authed(user),
        payload: { text },
      });
    moderation.requests.length = 0;
    const words = 'Maya and the fox cub share a quiet supper by the den.';
    const saved = await putPage(2, words);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(moderation.requests.map((request) => request.input)).toEqual([[words]]);

    const refused = await putPage(3, `The ${FLAGGED_MARKER} came to supper.`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: pageEditMessages.textRefused, code: 'text_refused' });
    const now = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    expect(now.pages[2]?.text).toBe(story.pages[2]?.text);
    expect(JSON.stringify(t.logs)).not.toContain(FLAGGED_MARKER);

    // While the check is down, nothing is saved.
    moderation.failWith(500);
    try {
      const down = await putPage(4, 'Maya hums a soft song to the sleepy cub.');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        detail: pageEditMessages.textCheckUnavailable,
        code: 'unavailable',
      });
    } finally {
      moderation.failWith(undefined);
    }
  });
});

describe('MODERATION=openai: what costs nothing is refused before the paid check', () => {
  let moderation: Awaited<ReturnType<typeof startFakeModeration>>;
  beforeAll(async () => {
    moderation = await startFakeModeration();
  });
  afterAll(async () => {
    await moderation?.close();
  });

  const t = appWith(() => ({
    env: {
      TRUST_PROXY: 'true',
      MODERATION: 'openai',
      MODERATION_BASE_URL: moderation.baseUrl,
      FREE_STORIES_PER_DAY: '0',
    },
  }));
  beforeAll(async () => {
    await seedDemo(t.runtime.context);
  });

  it('answers a parent with 0 credits who asks to generate 402, with no moderation call', async () => {
    const user = await createTestUser(t.app);
    const child = await createReadyChild(t.runtime.context, t.app, user, { name: 'Maya', age: 6 });
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
    });
    expect(created.statusCode, created.body).toBe(201);
    moderation.requests.length = 0;
    const storyId = created.json<Story>().id;
    const response = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: expect.stringMatching(/^Not enough credits: .* you have 0 credits\./) as string,
      code: 'not_enough_credits',
    });
    expect(moderation.requests).toHaveLength(0);

    // With a credit, the same idea is checked (once) and made.
    await giveCredits(t.runtime.context, user.userId, 1);
    const paid = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(moderation.requests).toHaveLength(1);
  });

  it("answers a free story once the day's are gone 429, with no moderation call", async () => {
    const user = await createVerifiedTestUser(t);
    const [mia] = (await t.app.inject({ url: '/api/demo/children' })).json<DemoChild[]>();
    if (!mia) throw new Error('no demo child');
    const headers = { ...authed(user), 'x-forwarded-for': nextIp() };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/demo/children/${mia.id}/stories`,
      headers,
      payload: { title: 'Mia and the Paper Boat', theme: 'magic', setting: 'forest' },
    });
    expect(created.statusCode, created.body).toBe(201);
    moderation.requests.length = 0;
    const generate = await t.app.inject({
      method: 'POST',
      url: `/api/demo/stories/${created.json<DemoStory>().id}/generate`,
      headers,
    });
    expect(generate.statusCode).toBe(429);
    expect(generate.json()).toEqual({
      detail: storyMessages.freeStoriesPaused,
      code: 'rate_limited',
    });
    expect(Number(generate.headers['retry-after'])).toBeGreaterThan(0);
    expect(moderation.requests).toHaveLength(0);
  });
});
