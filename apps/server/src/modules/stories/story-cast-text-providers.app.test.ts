import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WrittenStory } from '@littlestar/shared/story';
import type { Story } from '@littlestar/shared/stories';
import { startFakeAnthropic } from '@littlestar/fakes/fake-anthropic';
import {
  startFakeChatCompletions,
  type FakeModelRequest,
} from '@littlestar/fakes/fake-chat-completions';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import type { FakePictureRequest } from '@littlestar/fakes/fake-pictures';
import { createTestUser } from '../../test/accounts.js';
import { createReadyChild, giveCredits } from '../../test/children.js';
import { callAs, refundsAndBalance, usageOf, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { createTestWrittenStory, testStoryInput } from '../../test/written-stories.js';
import { STORY_IDEA_CLOSE, STORY_IDEA_OPEN } from '../../providers/story-text/story-prompt.js';
import { COMPANION_SHEET_STEP } from './pipeline.js';

/*
 * product.md#cast through a real text provider: a story with a sibling and a dog, written by
 * the local servers that speak OpenAI's Chat Completions and Anthropic's Messages APIs.
 */

const API_KEY = 'sk-test-key';
const dog = { name: 'Biscuit', kind: 'dog', colour: 'golden' } as const;

/** A model's story in which Rohan is on two pages and Biscuit on `biscuitPages` of them. */
function storyWithCast(biscuitPages: number): WrittenStory {
  const story = createTestWrittenStory();
  return {
    ...story,
    pages: story.pages.map((page, index) => {
      // Pages 2 to 9 sit between the pages that carry the conflict and the moral.
      if (index === 0 || index === story.pages.length - 1) return page;
      const withRohan = index <= 2;
      const withBiscuit = index <= biscuitPages;
      if (!withRohan && !withBiscuit) return page;
      const who = [withRohan ? 'Rohan' : null, withBiscuit ? 'Biscuit' : null]
        .filter(Boolean)
        .join(' and ');
      return {
        text: `Maya walks on in the dark wood with ${who}. They look for the den, step ${index + 1}.`,
        brief: `Maya and ${who} in a moonlit forest, looking for a den (page ${index + 1}).`,
      };
    }),
  };
}

/** Every string anywhere in a request body (messages, system prompt, tool schemas). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  [chat, anthropic] = await Promise.all([
    startFakeChatCompletions({ apiKey: API_KEY }),
    startFakeAnthropic({ apiKey: API_KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([chat?.close(), anthropic?.close()]);
});

/** A parent with Maya and her brother Rohan, one credit, and a story of Maya's with Rohan and the dog. */
async function mayaWithRohanAndTheDog(t: TestApp) {
  const user = await createTestUser(t.app);
  const { context } = t.runtime;
  const maya = await createReadyChild(context, t.app, user, { name: 'Maya', age: 6 });
  const rohan = await createReadyChild(context, t.app, user, {
    name: 'Rohan',
    age: 4,
    pronouns: 'he/him',
  });
  await giveCredits(context, user.userId, 1);
  const created = await callAs(t, user, 'POST', `/api/children/${maya.id}/stories`, {
    ...testStoryInput,
    cast: [{ child_id: rohan.id }, dog],
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, maya, rohan, id: created.json<Story>().id };
}

describe.each([
  { kind: 'openai', model: 'llama3.1', fake: () => chat },
  { kind: 'anthropic', model: 'claude-sonnet-4-5', fake: () => anthropic },
])('a story with a cast, written by STORY_TEXT=$kind', ({ kind, model, fake }) => {
  const t = appWith(() => ({
    startWorkers: true,
    env: {
      STORY_TEXT: kind,
      STORY_TEXT_BASE_URL: fake().baseUrl,
      STORY_TEXT_MODEL: model,
      STORY_TEXT_API_KEY: API_KEY,
    },
  }));

  it('sends the cast as data, sends back a story that leaves a companion out, keeps the next', async () => {
    // The first answer names Biscuit on one page only; the second on three.
    fake().answerWith((_request, index) => ({
      content: JSON.stringify(storyWithCast(index === 0 ? 1 : 3)),
    }));
    const { user, rohan, id } = await mayaWithRohanAndTheDog(t);
    const generated = await callAs(t, user, 'POST', `/api/stories/${id}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    const story = await waitUntilFinished(t, user, id, 60);
    expect(story.status).toBe('complete');

    const requests: FakeModelRequest[] = fake().requests;
    expect(requests).toHaveLength(2);

    // The first request names the companions only inside the story idea, as its JSON data.
    const texts = stringsIn(requests[0]?.body);
    const carrying = texts.filter((text) => text.includes('Biscuit') || text.includes('Rohan'));
    expect(carrying).toHaveLength(1);
    const message = carrying[0] ?? '';
    const start = message.indexOf(STORY_IDEA_OPEN);
    const end = message.indexOf(STORY_IDEA_CLOSE);
    expect(start).toBeGreaterThan(0);
    for (const found of message.matchAll(/Biscuit|Rohan/g)) {
      expect(found.index).toBeGreaterThan(start);
      expect(found.index).toBeLessThan(end);
    }
    const idea = JSON.parse(message.slice(start + STORY_IDEA_OPEN.length, end)) as {
      companions?: unknown;
    };
    expect(idea.companions).toEqual([
      { name: 'Rohan', is: 'a child, 4 years old', pronouns: 'he/him' },
      { name: 'Biscuit', is: 'dog', fur: 'golden' },
    ]);

    // The second request sends the first story back, naming what was wrong by place only:
    // the dog (companion 2) was on one page, Rohan was on two.
    const correction = stringsIn(requests[1]?.body).find((text) =>
      text.startsWith('That story cannot be used:'),
    );
    expect(correction).toContain("Companion 2 of the story idea's companions must have a part");
    expect(correction).not.toContain('Companion 1 of');
    expect(correction).not.toContain('Biscuit');

    // The finished story answers its cast, and its pages name both companions.
    expect(story.cast).toEqual([{ child_id: rohan.id, name: 'Rohan' }, dog]);
    expect(story.pages.map((page) => page.text)).toEqual(
      storyWithCast(3).pages.map((page) => page.text),
    );
    for (const [name, count] of [
      ['Rohan', 2],
      ['Biscuit', 3],
    ] as const) {
      expect(
        story.pages.filter((page) => page.text.includes(name)),
        name,
      ).toHaveLength(count);
    }
    // One charge, no refund, and both calls on record.
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 0, balance: 0 });
    const usage = await usageOf(t, id);
    expect(usage.filter((row) => row.step === 'text').map((row) => row.calls)).toEqual([2]);
    // What the parent typed about the cast reaches no log.
    expect(JSON.stringify(t.logs)).not.toContain('Biscuit');
  });
});

describe('what a cast adds to the spend of a story drawn by a real image provider', () => {
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
      STORY_TEXT: 'openai',
      STORY_TEXT_BASE_URL: chat.baseUrl,
      STORY_TEXT_MODEL: 'llama3.1',
      STORY_TEXT_API_KEY: API_KEY,
      STORY_IMAGES: 'gemini',
      STORY_IMAGES_BASE_URL: gemini.baseUrl,
      STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
      STORY_IMAGES_API_KEY: KEY,
      JOB_RETRY_LIMIT: '1',
    },
  }));

  const sheetOf = (request: FakePictureRequest) => {
    const text = JSON.stringify(request.fields);
    if (!text.includes('A character portrait for a picture book')) return null;
    return /The hero: (\w+),/.exec(text)?.[1] ?? '?';
  };

  it("tries a companion's sheet once per generation, inside the story's one charge", async () => {
    // Every provider refuses Rohan's sheet; the model's first call is an outage of its own
    // (a 503 the SDK asks three times, waiting as Retry-After-Ms says), so the writing step
    // runs twice.
    gemini.answerWith((request) => (sheetOf(request) === 'Rohan' ? 'refuse' : 'picture'));
    chat.answerWith((_request, index) =>
      index < 3
        ? {
            status: 503,
            headers: { 'retry-after-ms': '10' },
            body: { error: { message: 'Overloaded', type: 'server_error' } },
          }
        : { content: JSON.stringify(storyWithCast(3)) },
    );
    const { user, maya, rohan, id } = await mayaWithRohanAndTheDog(t);
    expect((await callAs(t, user, 'POST', `/api/stories/${id}/generate`)).statusCode).toBe(200);
    const story = await waitUntilFinished(t, user, id, 90);
    expect(story.status).toBe('complete');
    // The writing step ran again after the outage: three tries of the first, then one.
    expect(chat.requests).toHaveLength(4);

    const sheets = gemini.requests.map(sheetOf).filter((name) => name !== null);
    // Maya's sheet once (kept for every story after), Rohan's refused sheet once, not again
    // on the retry; the pictures are one per page and the cover, whoever is in the cast.
    expect(sheets.sort()).toEqual(['Maya', 'Rohan']);
    const pictures = gemini.requests.filter((request) => sheetOf(request) === null);
    expect(pictures).toHaveLength(story.pages.length + 1);
    // Rohan, without a sheet, is described in words: only Maya's sheet is a reference.
    for (const picture of pictures) expect(picture.imageDigests).toHaveLength(1);

    // One charge for all of it, and the refused call on record under the story.
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 0, balance: 0 });
    const usage = await usageOf(t, id);
    expect(usage.filter((row) => row.step === COMPANION_SHEET_STEP)).toEqual([
      expect.objectContaining({ provider: 'gemini', calls: 1, pictures: 0 }),
    ]);

    // Another story with Rohan is another charge: with no credit left, nothing is drawn.
    const again = await callAs(t, user, 'POST', `/api/children/${maya.id}/stories`, {
      ...testStoryInput,
      cast: [{ child_id: rohan.id }],
    });
    const before = gemini.requests.length;
    const refused = await callAs(
      t,
      user,
      'POST',
      `/api/stories/${again.json<Story>().id}/generate`,
    );
    expect(refused.statusCode).toBe(402);
    expect(gemini.requests).toHaveLength(before);
  }, 120_000);
});
