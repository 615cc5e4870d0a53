// Runs on PostgreSQL too: every page's picture job fails at once, and one refunds.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import type { FakePictureAnswer } from '@littlestar/fakes/fake-pictures';
import { generateStory, refundsAndBalance, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';

/**
 * What a provider's pictures may be once they are stored and served from our own origin:
 * never an SVG (it could carry script), never a file with the metadata it came with.
 */

const KEY = 'test-image-key';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
    '<script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>',
);

/** OpenAI's Images API answering these bytes as its picture. */
const answering = (data: Buffer): FakePictureAnswer => ({
  status: 200,
  body: {
    created: Math.floor(Date.now() / 1000),
    data: [{ b64_json: data.toString('base64') }],
    usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
  },
});

async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let openai: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
beforeAll(async () => {
  openai = await startFakeOpenAiImages({ apiKey: KEY });
});
afterAll(async () => {
  await openai?.close();
});

const t = appWith(() => ({
  startWorkers: true,
  env: {
    STORY_IMAGES: 'openai',
    STORY_IMAGES_BASE_URL: openai.baseUrl,
    STORY_IMAGES_MODEL: 'gpt-image-1',
    STORY_IMAGES_API_KEY: KEY,
    JOB_RETRY_LIMIT: '0',
  },
}));

describe("a provider's pictures", () => {
  it('are never stored as SVG: a story answered with one fails with one refund', async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    // The character sheet is a real picture; every page comes back as an SVG.
    openai.answerWith((_request, index) => answering(index === 0 ? png : SVG));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('error');
    expect(await refundsAndBalance(t, user)).toEqual({ refunds: 1, balance: 1 });
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'story generation failed for good',
        err: expect.objectContaining({
          message: expect.stringMatching(/openai answered a picture of type svg/) as unknown,
        }) as unknown,
      }),
    );
    const root = t.config.storage.kind === 'local' ? t.config.storage.root : '';
    const files = await storedFiles(root);
    expect(files.some((file) => file.endsWith('.svg'))).toBe(false);
    for (const file of files) {
      expect((await fs.readFile(file)).includes(Buffer.from('<script>'))).toBe(false);
    }
  });

  it('lose the metadata they came with', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c63' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody', ImageDescription: 'GPS 12.97N 77.59E' } })
      .toBuffer();
    openai.answerWith(() => answering(jpeg));
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    const picture = new URL(story.pages[0]?.image_url ?? '');
    const served = await t.app.inject({ url: `${picture.pathname}${picture.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('GPS 12.97N'))).toBe(false);
  });
});
