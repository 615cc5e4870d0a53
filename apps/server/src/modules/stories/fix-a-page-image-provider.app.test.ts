import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '@littlestar/shared/stories';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { callAs, generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';

/*
 * A picture drawn again through a real image provider (the local Gemini server):
 * the same engine and the same character sheet as the rest of the book, with the note.
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
  },
}));

describe('a picture drawn again by STORY_IMAGES=gemini', () => {
  it("is drawn from the child's character sheet, with the parent's note in the prompt", async () => {
    gemini.answerWith(() => 'picture');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 60);
    expect(story.status).toBe('complete');
    const [sheet] = gemini.requests;
    const before = gemini.requests.length;

    const asked = await callAs(t, user, 'POST', `/api/stories/${storyId}/pages/2/redraw`, {
      note: 'make the dog brown',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const deadline = Date.now() + 30_000;
    let now = asked.json<Story>();
    while (now.pages[1]?.redraw?.status === 'drawing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      now = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    }
    expect(now.pages[1]?.redraw?.status).toBe('ready');
    // One call, for that one picture, with the sheet every other page was drawn from.
    expect(gemini.requests).toHaveLength(before + 1);
    const redraw = gemini.requests[before];
    expect(redraw?.imageDigests).toEqual([sheet?.answeredDigest]);
    expect(JSON.stringify(redraw?.fields)).toContain('make the dog brown');
    const candidate = new URL(now.pages[1]?.redraw?.candidate_url ?? '');
    const served = await t.app.inject({ url: `${candidate.pathname}${candidate.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
