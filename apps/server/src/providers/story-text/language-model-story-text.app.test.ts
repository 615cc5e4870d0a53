import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../../test/fake-anthropic.js';
import { startFakeChatCompletions } from '../../test/fake-chat-completions.js';
import {
  generateStory,
  refundsAndBalance,
  usageOf,
  waitUntilFinished,
} from '../../test/stories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestWrittenStory } from '../../test/written-stories.js';

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
        // Retries are allowed (they are for outages): a refused text must still not use them.
        JOB_RETRY_LIMIT: '3',
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
    const [usage, ...more] = await usageOf(t, storyId);
    expect(more).toEqual([]);
    expect(usage).toMatchObject({ step: 'text', provider: kind, model, calls: 1, pictures: 0 });
    expect(usage?.inputTokens).toBeGreaterThan(0);
  });

  it('fails and refunds exactly once when the model never writes a usable story', async () => {
    fake().answerWith(() => ({ content: 'Once upon a time, in no particular format.' }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    // Failed with three job retries still allowed: the first attempt's three tries were all
    // (before, each retry paid for three more: 12 calls in all).
    expect(story.status).toBe('error');
    expect(fake().requests).toHaveLength(3);
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    // The three paid calls are on record although the story failed.
    expect((await usageOf(t, storyId)).map((row) => row.calls)).toEqual([3]);
  });
});
