import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeChatCompletions,
  type FakeModelRequest,
} from '@littlestar/fakes/fake-chat-completions';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import type { FakePictureAnswer } from '@littlestar/fakes/fake-pictures';
import type { Story } from '@littlestar/shared/stories';
import type { PictureReview } from '../../providers/picture-review/picture-review-provider.js';
import {
  callAs,
  generateStory,
  refundsAndBalance,
  usageOf,
  waitUntilFinished,
  withTransactionsRefused,
} from '../../test/stories.js';
import { appWith, createTestApp } from '../../test/test-app.js';
import { findStoryRow } from './story-rows.js';
import { illustrateStep, writeStoryStep } from './pipeline.js';
import { testStoryInput } from '../../test/written-stories.js';

/*
 * PICTURE_JUDGE=openai: a vision model (the local OpenAI-protocol server) reviews every
 * picture a real image provider (the local OpenAI Images server) draws. The child has no
 * likeness reference here, so the offline judge stays out and the review alone decides.
 */

const IMAGE_KEY = 'test-image-key';
const JUDGE_KEY = 'test-judge-key';
let images: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
let judge: Awaited<ReturnType<typeof startFakeChatCompletions>>;

beforeAll(async () => {
  images = await startFakeOpenAiImages({ apiKey: IMAGE_KEY });
  judge = await startFakeChatCompletions({ apiKey: JUDGE_KEY });
  const picture = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#f3d9b1' },
  })
    .png()
    .toBuffer();
  images.answerWith((): FakePictureAnswer => ({
    status: 200,
    body: {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: picture.toString('base64') }],
      usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
    },
  }));
});
afterAll(async () => {
  await Promise.all([images?.close(), judge?.close()]);
});

const env = () => ({
  STORY_IMAGES: 'openai',
  STORY_IMAGES_BASE_URL: images.baseUrl,
  STORY_IMAGES_MODEL: 'gpt-image-1',
  STORY_IMAGES_API_KEY: IMAGE_KEY,
  PICTURE_JUDGE: 'openai',
  PICTURE_JUDGE_BASE_URL: judge.baseUrl,
  PICTURE_JUDGE_MODEL: 'gpt-4.1-mini',
  PICTURE_JUDGE_API_KEY: JUDGE_KEY,
  PICTURE_REDRAWS_PER_BOOK: '3',
});
const t = appWith(() => ({ startWorkers: true, env: env() }));

const allYes: PictureReview = {
  sameChild: true,
  matchesText: true,
  plausibleBodies: true,
  suitableForChild: true,
  problem: '',
};

interface ChatPart {
  type: string;
  text?: string;
  image_url?: { url: string; detail?: string };
}

/** The parts of the user's message: the sheet and the page as images, then the page's words. */
const partsOf = (request: FakeModelRequest) =>
  (request.body.messages as { role: string; content: string | ChatPart[] }[])
    .filter((message) => message.role === 'user')
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []));

const wordsOf = (request: FakeModelRequest) =>
  partsOf(request).find((part) => part.type === 'text')?.text ?? '';

/** Whether the request reviews the cover (its words are the book's title). */
const isCover = (request: FakeModelRequest) =>
  wordsOf(request) === `The words printed with this page: ${testStoryInput.title}`;

describe('the vision judge (PICTURE_JUDGE=openai)', () => {
  it("is asked about every picture with the child's sheet and the words, and its no is redrawn", async () => {
    let coverReviews = 0;
    judge.answerWith((request) => {
      if (!isCover(request)) return { content: JSON.stringify(allYes) };
      coverReviews += 1;
      // The first cover shows some other child; the one drawn again is right.
      const review =
        coverReviews === 1 ? { ...allYes, sameChild: false, problem: 'other hair' } : allYes;
      return { content: JSON.stringify(review) };
    });
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 120);
    expect(story.status, JSON.stringify(story.progress)).toBe('complete');

    // One review a picture, and one more for the cover drawn again.
    expect(judge.requests).toHaveLength(story.pages.length + 2);
    expect(story.cover_judged).toEqual({ likeness: null, mark: 'redrawn' });
    for (const page of story.pages) expect(page.judged).toEqual({ likeness: null, mark: null });
    const redrawn = images.requests.filter((request) =>
      JSON.stringify(request.fields).includes('exactly as the reference shows'),
    );
    expect(redrawn).toHaveLength(1);

    // Each review shows the model the child's sheet and the picture, small, then the words.
    for (const request of judge.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${JUDGE_KEY}`);
      expect(request.body.model).toBe('gpt-4.1-mini');
      const pictures = partsOf(request).filter((part) => part.type === 'image_url');
      expect(pictures).toHaveLength(2);
      for (const picture of pictures) {
        expect(picture.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
        expect(picture.image_url?.detail).toBe('low');
      }
      expect(wordsOf(request)).toMatch(/^The words printed with this page: .+/);
    }
    const pageWords = judge.requests.filter((request) => !isCover(request)).map(wordsOf);
    expect(pageWords.sort()).toEqual(
      story.pages.map((page) => `The words printed with this page: ${page.text}`).sort(),
    );
    // What the reviews cost is kept with the book's other costs.
    const judged = (await usageOf(t, storyId)).filter((row) => row.step.startsWith('judge '));
    expect(judged.reduce((sum, row) => sum + row.calls, 0)).toBe(story.pages.length + 2);
    expect(judged.every((row) => row.provider === 'openai' && row.model === 'gpt-4.1-mini')).toBe(
      true,
    );
  });

  it('never keeps a picture it finds unsuitable for a child: the book fails, refunded once', async () => {
    judge.answerWith((request) => ({
      content: JSON.stringify(
        isCover(request) ? { ...allYes, suitableForChild: false, problem: 'frightening' } : allYes,
      ),
    }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 120);
    expect(story.status).toBe('error');
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    // The cover was drawn again once before the book gave up.
    expect(judge.requests.filter(isCover)).toHaveLength(2);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'picture refused by the vision judge as unsuitable for a child',
        storyId,
        page: -1,
      }),
    );
  });

  it('never fails a book when it is down: the pictures are kept unmeasured, logged by page', async () => {
    judge.answerWith(() => ({
      status: 503,
      body: { error: { message: 'The server is overloaded.', type: 'server_error' } },
    }));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId, 120);
    expect(story.status).toBe('complete');
    expect(story.cover_judged).toEqual({ likeness: null, mark: null });
    for (const page of story.pages) expect(page.judged).toEqual({ likeness: null, mark: null });
    const failures = t.logs.filter(
      (line) =>
        line.msg === 'picture judge failed; the picture is kept unmeasured' &&
        line.storyId === storyId,
    );
    expect(new Set(failures.map((line) => line.page))).toEqual(
      new Set([-1, ...story.pages.map((_, index) => index)]),
    );
    expect(failures.every((line) => line.judge === 'vision')).toBe(true);
  });
});

describe('a picture job retried after the judge had it drawn again', () => {
  it('keeps the redraw it finds stored instead of paying for a third picture', async () => {
    // No worker runs in this app: the steps run here, as a worker would run them.
    const idle = await createTestApp({ env: env() });
    try {
      judge.answerWith((request) => ({
        content: JSON.stringify(
          // Only the cover's first picture shows some other child.
          isCover(request) && judge.requests.filter(isCover).length === 1
            ? { ...allYes, sameChild: false }
            : allYes,
        ),
      }));
      const { user, storyId } = await generateStory(idle);
      const context = idle.runtime.context;
      const row = await findStoryRow(context.database.db, storyId);
      const payload = { storyId, generation: row?.generation ?? 0, page: -1 };
      await writeStoryStep(context, payload);
      // The first attempt draws the cover, has it drawn again for the judge, keeps the redraw,
      // and then cannot record it (the database went away).
      const failing = withTransactionsRefused(context);
      const drawnBefore = images.requests.length;
      await expect(illustrateStep(failing, payload)).rejects.toThrow('Connection terminated');
      expect(images.requests.length - drawnBefore).toBe(2);
      // The retry records the stored redraw, judged again, without drawing.
      await illustrateStep(context, payload, undefined, { retried: true });
      expect(images.requests.length - drawnBefore).toBe(2);
      const story = (await callAs(idle, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
      expect(story.cover_judged).toEqual({ likeness: null, mark: 'redrawn' });
      expect(story.cover_url).toMatch(/cover-judged\.\w+/);
    } finally {
      await idle.close();
    }
  });
});
