import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import { storyMessages, type Story } from '@littlestar/shared/stories';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { createVerifiedTestUser, nextIp } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { callAs, generateStory, refundsAndBalance, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';
import { seedDemo } from '../free-trial/service.js';

/*
 * A failed generation is refunded, so a story whose details make the model fail every time
 * would buy AI calls for ever with one credit. After three failed generations the story must
 * be changed before it is made again.
 */

const API_KEY = 'sk-test-key';
let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
beforeAll(async () => {
  chat = await startFakeChatCompletions({ apiKey: API_KEY });
});
afterAll(async () => {
  await chat?.close();
});

const t = appWith(() => ({
  startWorkers: true,
  env: {
    STORY_TEXT: 'openai',
    STORY_TEXT_BASE_URL: chat.baseUrl,
    STORY_TEXT_MODEL: 'llama3.1',
    STORY_TEXT_API_KEY: API_KEY,
    TRUST_PROXY: 'true',
  },
}));

const refuseEverything = () =>
  chat.answerWith(() => ({ content: 'Once upon a time, in no particular format.' }));

describe('a story that keeps failing', () => {
  it('is refused a fourth time until the parent edits it, and never charged for it', async () => {
    refuseEverything();
    const { user, storyId } = await generateStory(t);
    expect((await waitUntilFinished(t, user, storyId)).status).toBe('error');
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      const again = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
      expect(again.statusCode, again.body).toBe(200);
      expect((await waitUntilFinished(t, user, storyId)).status).toBe('error');
    }
    // Three generations, three tries each, each refunded.
    expect(chat.requests).toHaveLength(9);
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 3, balance: 1 });

    const fourth = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      detail: storyMessages.failedTooOften,
      code: 'failed_too_often',
    });
    expect(chat.requests).toHaveLength(9);
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 3, balance: 1 });
    const story = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    expect(story.status).toBe('error');

    // New details deserve new tries.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${storyId}`,
      headers: authed(user),
      payload: { ...testStoryInput, moral: 'Kindness is brave.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(afterEdit.statusCode, afterEdit.body).toBe(200);
    expect((await waitUntilFinished(t, user, storyId)).status).toBe('error');
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 4, balance: 1 });
  });

  it('holds for a free demo story too, until the parent asks with new details', async () => {
    await seedDemo(t.runtime.context);
    refuseEverything();
    const user = await createVerifiedTestUser(t);
    const demoChildren = await t.app.inject({ method: 'GET', url: '/api/demo/children' });
    const childId = demoChildren.json<DemoChild[]>()[2]?.id ?? '';
    const post = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...authed(user), 'x-forwarded-for': nextIp() },
        ...(payload ? { payload } : {}),
      });
    const waitForFree = async (storyId: string) => {
      const deadline = Date.now() + 25_000;
      for (;;) {
        const story = (
          await t.app.inject({
            method: 'GET',
            url: `/api/demo/stories/${storyId}`,
            headers: authed(user),
          })
        ).json<DemoStory>();
        if (story.status === 'error' || story.status === 'complete' || Date.now() > deadline) {
          return story;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const created = await post(`/api/demo/children/${childId}/stories`, testStoryInput);
    expect(created.statusCode, created.body).toBe(201);
    const storyId = created.json<DemoStory>().id;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const generated = await post(`/api/demo/stories/${storyId}/generate`);
      expect(generated.statusCode, generated.body).toBe(200);
      expect((await waitForFree(storyId)).status).toBe('error');
    }
    const fourth = await post(`/api/demo/stories/${storyId}/generate`);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      detail: storyMessages.failedTooOften,
      code: 'failed_too_often',
    });

    const changed = await post(`/api/demo/children/${childId}/stories`, {
      ...testStoryInput,
      title: 'A Different Idea',
    });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json<DemoStory>()).toMatchObject({ id: storyId, title: 'A Different Idea' });
    const afterChange = await post(`/api/demo/stories/${storyId}/generate`);
    expect(afterChange.statusCode, afterChange.body).toBe(200);
  });
});
