import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import {
  callAs,
  generateStory,
  refundsAndBalance,
  usageOf,
  waitUntilFinished,
} from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';

/**
 * Whole stories through the app with a real image provider (the pipeline is the offline
 * one's; only STORY_IMAGES and its settings differ), its fallback, and a provider that fails.
 */

const KEY = 'test-image-key';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
beforeAll(async () => {
  [gemini, openai] = await Promise.all([
    startFakeGemini({ apiKey: KEY }),
    startFakeOpenAiImages({ apiKey: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([gemini?.close(), openai?.close()]);
});

describe.each([
  { kind: 'gemini', other: 'openai', fake: () => gemini, fallback: () => openai },
  { kind: 'openai', other: 'gemini', fake: () => openai, fallback: () => gemini },
])('a story illustrated by STORY_IMAGES=$kind', ({ kind, other, fake, fallback }) => {
  const t = appWith(() => {
    const fallbackEnv: Record<string, string> =
      other === 'openai'
        ? { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fallback().baseUrl }
        : { GOOGLE_GENERATIVE_AI_API_KEY: KEY, GOOGLE_GENERATIVE_AI_BASE_URL: fallback().baseUrl };
    return {
      startWorkers: true,
      env: {
        STORY_IMAGES: kind,
        STORY_IMAGES_BASE_URL: fake().baseUrl,
        STORY_IMAGES_MODEL: kind === 'gemini' ? 'gemini-2.5-flash-image' : 'gpt-image-1',
        STORY_IMAGES_API_KEY: KEY,
        STORY_IMAGES_FALLBACK: other,
        ...fallbackEnv,
        // A picture that fails for good fails the story at once, without the job's retries.
        JOB_RETRY_LIMIT: '0',
      },
    };
  });

  it('is made end to end with its pictures, every one a PNG from the model', async () => {
    fake().answerWith(() => 'picture');
    fallback().answerWith(() => 'picture');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    // The child's character sheet first, then every page and the cover with the sheet as
    // their one reference: one call each, none to the fallback.
    expect(fake().requests).toHaveLength(story.pages.length + 2);
    expect(fallback().requests).toHaveLength(0);
    const [sheet, ...pictures] = fake().requests;
    expect(String(sheet?.fields.text ?? sheet?.fields.prompt)).toContain('character portrait');
    for (const picture of pictures) expect(picture.imageDigests).toEqual([sheet?.answeredDigest]);
    const picture = new URL(story.pages[0]?.image_url ?? '');
    const served = await t.app.inject({ url: `${picture.pathname}${picture.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const pdf = await callAs(t, user, 'GET', `/api/stories/${storyId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'story picture call', provider: kind }),
    );
    // What it cost, kept with the story: one drawn picture per page, the cover and the sheet.
    const usage = await usageOf(t, storyId);
    expect(usage).toHaveLength(story.pages.length + 2);
    expect(usage.every((row) => row.provider === kind && row.pictures === 1)).toBe(true);
    expect(usage.every((row) => (row.outputTokens ?? 0) > 0 && row.seconds >= 0)).toBe(true);
    expect(usage.map((row) => row.step)).toEqual(
      expect.arrayContaining(['cover', 'character sheet']),
    );
  });

  it('draws a refused page with the fallback provider, and completes', async () => {
    // The cover's prompt is the only one naming the cover: it is refused, twice.
    fake().answerWith((request) =>
      JSON.stringify(request.fields).includes('The cover of the picture book') ||
      JSON.stringify(request.fields).includes('calm and safe')
        ? 'refuse'
        : 'picture',
    );
    fallback().answerWith(() => 'picture');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    expect(story.cover_url).toBeTruthy();
    expect(fallback().requests).toHaveLength(1);
    // The cover cost two refused calls and the fallback's picture.
    const cover = (await usageOf(t, storyId)).filter((row) => row.step === 'cover');
    const rows = cover.map((row) => [row.provider, row.pictures]);
    expect(rows.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [kind, 0],
      [kind, 0],
      [other, 1],
    ]);
  });

  it('fails and refunds exactly once when the provider always fails', async () => {
    fake().answerWith(() => ({ status: 500, body: { error: { message: 'The server broke' } } }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 60);
    expect(story.status).toBe('error');
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
  });
});

describe('a story illustrated by STORY_IMAGES=replicate', () => {
  let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
  beforeAll(async () => {
    replicate = await startFakeReplicate({ token: KEY });
  });
  afterAll(async () => {
    await replicate?.close();
  });

  const t = appWith(() => ({
    startWorkers: true,
    env: {
      STORY_IMAGES: 'replicate',
      REPLICATE_API_TOKEN: KEY,
      REPLICATE_API_URL: replicate.baseUrl,
      REPLICATE_WEBHOOK_SECRET: replicate.secret,
      REPLICATE_DELIVERY_HOSTS: replicate.deliveryHosts,
      // Each test signs a parent up from its own address (3 sign-ups per 10 s per address).
      TRUST_PROXY: 'true',
      STORY_IMAGES_FALLBACK: 'gemini',
      GOOGLE_GENERATIVE_AI_API_KEY: KEY,
      GOOGLE_GENERATIVE_AI_BASE_URL: gemini.baseUrl,
      JOB_RETRY_LIMIT: '0',
    },
  }));

  it('is made end to end, one prediction a picture, its cost kept with the story', async () => {
    replicate.answerPredictions('at-once');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    // The character sheet (FLUX from words: this child has no photos), then every page and
    // the cover redrawn from it by FLUX Kontext.
    expect(replicate.predictions.size).toBe(story.pages.length + 2);
    const kontext = [...replicate.predictions.values()].filter(
      (prediction) => prediction.model === 'black-forest-labs/flux-kontext-pro',
    );
    expect(kontext).toHaveLength(story.pages.length + 1);
    expect(
      kontext.every((prediction) =>
        String(prediction.input.input_image).startsWith('data:image/png;base64,'),
      ),
    ).toBe(true);
    const usage = await usageOf(t, storyId);
    expect(usage).toHaveLength(story.pages.length + 2);
    expect(usage.every((row) => row.provider === 'replicate' && row.pictures === 1)).toBe(true);
    expect(usage.find((row) => row.step === 'character sheet')?.model).toBe(
      'black-forest-labs/flux-1.1-pro',
    );
  });

  it('draws a page FLUX refuses with the fallback provider, and completes', async () => {
    replicate.answerPredictions((input) =>
      /The cover of the picture book|calm and safe/.test(String(input.prompt))
        ? 'refuse'
        : 'at-once',
    );
    gemini.answerWith(() => 'picture');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    // The cover: refused, refused gently, then drawn by Gemini from the same sheet.
    expect(gemini.requests).toHaveLength(1);
    expect(String(gemini.requests[0]?.fields.text)).toContain('calm and safe');
    expect(gemini.requests[0]?.images).toEqual(['image/png']);
    const cover = (await usageOf(t, storyId)).filter((row) => row.step === 'cover');
    expect(cover.map((row) => [row.provider, row.pictures])).toEqual(
      expect.arrayContaining([
        ['replicate', 0],
        ['replicate', 0],
        ['gemini', 1],
      ]),
    );
  });

  it("fails a story whose pictures are not on Replicate's delivery hosts, fetching none", async () => {
    replicate.answerPredictions('at-once');
    // The same fake, named otherwise: not the host REPLICATE_DELIVERY_HOSTS allows.
    replicate.serveFilesAs('localhost');
    try {
      const downloads = replicate.fileDownloads().length;
      const { user, storyId } = await generateStory(t);
      const story = await waitUntilFinished(t, user, storyId, 60);
      expect(story.status).toBe('error');
      expect(replicate.fileDownloads()).toHaveLength(downloads);
      expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    } finally {
      replicate.serveFilesAs('127.0.0.1');
    }
  });

  it('fails and refunds exactly once when every prediction fails', async () => {
    replicate.answerPredictions('fail');
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 60);
    expect(story.status).toBe('error');
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
  });
});
