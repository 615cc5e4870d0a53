import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import type { Story } from '@littlestar/shared/stories';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../../test/children.js';
import { startFakeAnthropic } from '../../test/fake-anthropic.js';
import { startFakeChatCompletions } from '../../test/fake-chat-completions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestWrittenStory, testStoryInput } from '../../test/written-stories.js';

/**
 * Whole stories through the app with a real text provider: the pipeline is the same one
 * the offline writer runs in; only STORY_TEXT and its settings differ.
 */

const API_KEY = 'sk-test-key';
const good = JSON.stringify(createTestWrittenStory());

let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  chat = await startFakeChatCompletions({ apiKey: API_KEY });
  anthropic = await startFakeAnthropic({ apiKey: API_KEY });
});
afterAll(async () => {
  await chat?.close();
  await anthropic?.close();
});

function call(t: TestApp, user: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(user), ...(payload ? { payload } : {}) });
}

/** A parent with a ready six-year-old Maya, one credit left, and a story asked for. */
async function generateStory(t: TestApp): Promise<{ user: SignedIn; storyId: string }> {
  const user = await createTestUser(t.app);
  const child = await createReadyChild(t.runtime.context, t.app, user, { name: 'Maya', age: 6 });
  await giveCredits(t.runtime.context, user.userId, 1);
  const created = await call(t, user, 'POST', `/api/children/${child.id}/stories`, testStoryInput);
  expect(created.statusCode, created.body).toBe(201);
  const storyId = created.json<Story>().id;
  const generated = await call(t, user, 'POST', `/api/stories/${storyId}/generate`);
  expect(generated.statusCode, generated.body).toBe(200);
  return { user, storyId };
}

async function waitUntilFinished(t: TestApp, user: SignedIn, storyId: string): Promise<Story> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const story = (await call(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    if (story.status === 'complete' || story.status === 'error' || Date.now() > deadline) {
      return story;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each([
  { kind: 'openai', model: 'llama3.1', fake: () => chat },
  { kind: 'anthropic', model: 'claude-sonnet-4-5', fake: () => anthropic },
])('a story written by STORY_TEXT=$kind', ({ kind, model, fake }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      startWorkers: true,
      env: {
        STORY_TEXT: kind,
        STORY_TEXT_BASE_URL: fake().baseUrl,
        STORY_TEXT_MODEL: model,
        STORY_TEXT_API_KEY: API_KEY,
        // A story whose text fails for good fails at once, without the job's retries.
        JOB_RETRY_LIMIT: '0',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is made end to end from the model's answer", async () => {
    fake().answerWith(() => ({ content: good }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    expect(story.pages.map((page) => page.text)).toEqual(
      createTestWrittenStory().pages.map((page) => page.text),
    );
    expect(fake().requests).toHaveLength(1);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'story text call', provider: kind, model, accepted: true }),
    );
  });

  it('fails and refunds exactly once when the model never writes a usable story', async () => {
    fake().answerWith(() => ({ content: 'Once upon a time, in no particular format.' }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('error');
    expect(fake().requests).toHaveLength(3);
    const usage = await call(t, user, 'GET', '/api/payments/credit-usage?page_size=50');
    const entries = usage.json<CreditUsagePage>().items;
    expect(entries.filter((entry) => entry.type === 'refund')).toHaveLength(1);
    const credits = await call(t, user, 'GET', '/api/payments/credits');
    expect(credits.json<{ total_credits: number }>().total_credits).toBe(1);
  });
});
