import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { faceFreePhoto, pageShowing, soloPhoto } from '../../test/face-photos.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { sealedReferenceOf } from '../../test/likeness-reference.js';
import { stopLettering } from './picture-lettering.js';

/*
 * The picture judge in a book drawn by a real image provider (the local Gemini server), with
 * real faces: the face model's sample photos are the child's uploads, and each page the
 * server answers is a drawing of that person, of someone else, an uploaded photo pasted into
 * a scene, a scene with a caption, or a landscape with nobody in it.
 */

const KEY = 'test-image-key';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
const pictures: Partial<Record<'child' | 'other' | 'pasted' | 'lettered' | 'landscape', Buffer>> =
  {};

const uploads = () =>
  Promise.all([0, 1, 2, 3, 4].map((variant) => soloPhoto({ sample: 1, face: 1, variant })));

beforeAll(async () => {
  gemini = await startFakeGemini({ apiKey: KEY });
  const [first = Buffer.alloc(0)] = await uploads();
  const landscape = await sharp(await faceFreePhoto('landscape'))
    .resize(1024, 768)
    .png()
    .toBuffer();
  Object.assign(pictures, {
    child: await pageShowing(await soloPhoto({ sample: 1, face: 1, variant: 7 })),
    other: await pageShowing(await soloPhoto({ sample: 1, face: 0, variant: 7 })),
    pasted: await pageShowing(first, { styled: false }),
    landscape,
    lettered: await sharp(landscape)
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768"><text x="80" y="140" font-size="72" font-family="sans-serif" fill="#1d1d1d">Maya and the Big Sea</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer(),
  });
}, 120_000);
afterAll(async () => {
  await gemini?.close();
  await stopLettering();
});

const t = appWith(() => ({
  startWorkers: true,
  env: {
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_BASE_URL: gemini.baseUrl,
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: KEY,
    PICTURE_REDRAWS_PER_BOOK: '3',
  },
}));

/** What the server draws for each prompt: page 2 and 5 someone else, 3 pasted, 4 lettered. */
function pictureFor(prompt: string): Buffer | undefined {
  if (prompt.includes('exactly as the reference shows')) return pictures.child;
  if (prompt.includes('The cover of the picture book')) return pictures.landscape;
  const page = /Page (\d+) of/.exec(prompt)?.[1];
  const failing = { '2': pictures.other, '3': pictures.pasted, '4': pictures.lettered };
  if (page === '5') return pictures.other;
  return failing[page as keyof typeof failing] ?? pictures.child;
}

describe('the picture judge, in a book drawn by STORY_IMAGES=gemini', () => {
  it('keeps the pages like the child, redraws what fails within the budget, and says so', async () => {
    const likenessReference = await sealedReferenceOf(t.runtime.context, await uploads());
    gemini.drawWith((body) => Promise.resolve(pictureFor(body)));

    const { user, storyId } = await generateStory(t, undefined, {
      childAge: 4,
      likenessReference,
    });
    const story = await waitUntilFinished(t, user, storyId, 180);
    expect(story.status, JSON.stringify(story.progress)).toBe('complete');

    // Four pages failed (two of someone else, one pasted, one lettered); three were drawn
    // again with the reference stressed, as the budget allows, and one is kept, marked short.
    const marks = story.pages.map((page) => page.judged?.mark ?? null);
    expect(marks.filter((mark) => mark === 'redrawn')).toHaveLength(3);
    expect(marks.filter((mark) => mark === 'short')).toHaveLength(1);
    const redrawn = gemini.requests.filter((request) =>
      JSON.stringify(request.fields).includes('exactly as the reference shows'),
    );
    expect(redrawn).toHaveLength(3);
    // The pages like the child are kept, unmarked, and score high; so do the redrawn ones.
    for (const [index, page] of story.pages.entries()) {
      if ([1, 2, 3, 4].includes(index)) continue;
      expect(page.judged, `page ${index + 1}`).toEqual({
        likeness: expect.any(Number) as number,
        mark: null,
      });
      expect(page.judged?.likeness ?? 0).toBeGreaterThanOrEqual(80);
    }
    for (const page of story.pages.filter((each) => each.judged?.mark === 'redrawn')) {
      expect(page.judged?.likeness ?? 0).toBeGreaterThanOrEqual(80);
    }
    // A landscape cover has nobody on it: not measured, not a failure.
    expect(story.cover_judged).toEqual({ likeness: null, mark: null });
    const scores = story.pages.flatMap((page) =>
      page.judged?.likeness === null || page.judged?.likeness === undefined
        ? []
        : [page.judged.likeness],
    );
    expect(story.likeness).toBe(Math.min(...scores));
  }, 240_000);
});
