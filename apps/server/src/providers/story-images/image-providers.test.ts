import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import { fakePicture } from '@littlestar/fakes/fake-pictures';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import { ProviderError } from '../provider-error.js';
import { TRIGGER_WORD } from '../likeness/replicate-likeness.js';
import { DEFAULT_REPLICATE_DELIVERY_HOSTS } from '../replicate-delivery.js';
import { createGeminiStoryImages } from './gemini-story-images.js';
import { createOpenAiStoryImages } from './openai-story-images.js';
import { PictureRefusedError } from './picture-refused.js';
import { createReplicateStoryImages } from './replicate-story-images.js';
import type { CharacterSheetRequest, IllustrationRequest } from './story-images-provider.js';
import { withRefusalFallbacks } from './with-fallbacks.js';

const KEY = 'test-image-key';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;

beforeAll(async () => {
  [gemini, openai, replicate] = await Promise.all([
    startFakeGemini({ apiKey: KEY }),
    startFakeOpenAiImages({ apiKey: KEY }),
    startFakeReplicate({ token: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([gemini?.close(), openai?.close(), replicate?.close()]);
});

const request = (extra: Partial<IllustrationRequest> = {}): IllustrationRequest => ({
  brief: 'Mia climbs the windy hill with a lantern while the storm rumbles far away.',
  pageIndex: 2,
  pageCount: 10,
  child: {
    name: 'Mia',
    age: 6,
    pronouns: 'she/her',
    likeness: { ...DEFAULT_LIKENESS, hairStyle: 'curly', favoriteColor: '#58b368' },
    modelVersion: null,
  },
  story: { title: 'Mia and the Lantern', theme: 'courage', setting: 'mountain' },
  seed: 'story-1:1',
  ...extra,
});

/** A sheet asked for with two of the child's photos (a JPEG and a PNG). */
const sheetRequest = async (): Promise<CharacterSheetRequest> => ({
  child: request().child,
  photos: [
    {
      data: await sharp(await fakePicture(1))
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    },
    { data: await fakePicture(2), contentType: 'image/png' },
  ],
});

const isPng = (data: Buffer) => data.subarray(1, 4).toString('latin1') === 'PNG';

const geminiImages = () =>
  createGeminiStoryImages({
    model: 'gemini-2.5-flash-image',
    apiKey: KEY,
    baseUrl: gemini.baseUrl,
  });
const openAiImages = () =>
  createOpenAiStoryImages({ model: 'gpt-image-1', apiKey: KEY, baseUrl: openai.baseUrl });

describe('Gemini pictures', () => {
  it('asks generateContent for a square picture only, with the hero as inline references', async () => {
    gemini.answerWith(() => 'picture');
    const reference = { data: await fakePicture(), contentType: 'image/png' as const };
    const picture = await geminiImages().illustrate(request({ references: [reference] }));
    expect(picture.contentType).toBe('image/png');
    expect(isPng(picture.data)).toBe(true);
    const [sent] = gemini.requests;
    expect(sent?.url).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(sent?.fields).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '1:1' },
    });
    expect(sent?.images).toEqual(['image/png']);
    expect(sent?.fields.text).toContain('Mia climbs the windy hill');
    expect(sent?.fields.text).toContain('No text, letters, words');
    expect(sent?.fields.text).toContain('curly');
  });

  it('turns an IMAGE_SAFETY answer into a refusal', async () => {
    gemini.answerWith(() => 'refuse');
    await expect(geminiImages().illustrate(request())).rejects.toBeInstanceOf(PictureRefusedError);
  });

  it('waits as long as a 429 says in Retry-After, then draws', async () => {
    gemini.answerWith((_request, index) =>
      index === 0
        ? {
            status: 429,
            headers: { 'retry-after': '1' },
            body: {
              error: { code: 429, message: 'Resource exhausted', status: 'RESOURCE_EXHAUSTED' },
            },
          }
        : 'picture',
    );
    const started = Date.now();
    const picture = await geminiImages().illustrate(request());
    expect(isPng(picture.data)).toBe(true);
    expect(gemini.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('OpenAI pictures', () => {
  it('edits the hero references at high input fidelity, as multipart, into a square PNG', async () => {
    openai.answerWith(() => 'picture');
    const reference = { data: await fakePicture(), contentType: 'image/png' as const };
    const picture = await openAiImages().illustrate(
      request({ references: [reference, reference] }),
    );
    expect(isPng(picture.data)).toBe(true);
    const [sent] = openai.requests;
    expect(sent?.url).toBe('/v1/images/edits');
    expect(sent?.images).toEqual(['image/png', 'image/png']);
    expect(sent?.fields).toMatchObject({
      model: 'gpt-image-1',
      size: '1024x1024',
      input_fidelity: 'high',
    });
    expect(String(sent?.fields.prompt)).toContain('The reference image shows the hero');
  });

  it('draws from the prompt alone when there is no reference yet', async () => {
    openai.answerWith(() => 'picture');
    await openAiImages().illustrate(request());
    expect(openai.requests[0]?.url).toBe('/v1/images/generations');
    expect(openai.requests[0]?.fields).toMatchObject({ model: 'gpt-image-1', size: '1024x1024' });
  });

  it('turns a 400 moderation_blocked into a refusal, and other errors into errors', async () => {
    openai.answerWith(() => 'refuse');
    await expect(openAiImages().illustrate(request())).rejects.toBeInstanceOf(PictureRefusedError);
    openai.answerWith(() => ({
      status: 400,
      body: { error: { message: 'Invalid size', type: 'invalid_request_error', code: null } },
    }));
    const error = await openAiImages()
      .illustrate(request())
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(PictureRefusedError);
    expect(String(error)).toContain('Invalid size');
  });
});

describe('Replicate pictures', () => {
  const replicateImages = () =>
    createReplicateStoryImages({
      apiToken: KEY,
      baseUrl: replicate.baseUrl,
      model: 'black-forest-labs/flux-1.1-pro',
      deliveryHosts: [replicate.deliveryHosts],
      pollMs: 10,
    });
  const latest = () => [...replicate.predictions.values()].at(-1);

  it('asks a FLUX model with Prefer: wait and downloads the square PNG it made', async () => {
    replicate.answerPredictions('at-once');
    const usage: unknown[] = [];
    const picture = await replicateImages().illustrate(
      request({ onUsage: (cost) => usage.push(cost) }),
    );
    expect(isPng(picture.data)).toBe(true);
    expect(latest()).toMatchObject({
      model: 'black-forest-labs/flux-1.1-pro',
      waited: true,
      input: { aspect_ratio: '1:1', output_format: 'png' },
    });
    expect(String(latest()?.input.prompt)).toContain('Mia climbs the windy hill');
    expect(usage).toEqual([expect.objectContaining({ provider: 'replicate', pictures: 1 })]);
  });

  it('reads a slow prediction again until it has succeeded', async () => {
    replicate.answerPredictions('slowly');
    const picture = await replicateImages().illustrate(request());
    expect(isPng(picture.data)).toBe(true);
    const id = latest()?.id ?? '';
    const reads = replicate.requests.filter((sent) => sent.url === `/v1/predictions/${id}`);
    expect(reads).toHaveLength(2);
  });

  it("draws with the child's trained model and trigger word, or redraws a reference", async () => {
    replicate.answerPredictions('at-once');
    const trained = { ...request().child, modelVersion: 'littlestar/children:abc123' };
    await replicateImages().illustrate(request({ child: trained }));
    expect(latest()).toMatchObject({ version: 'abc123' });
    expect(String(latest()?.input.prompt).startsWith(TRIGGER_WORD)).toBe(true);

    const reference = { data: await fakePicture(), contentType: 'image/png' as const };
    await replicateImages().illustrate(request({ references: [reference] }));
    expect(latest()?.model).toBe('black-forest-labs/flux-kontext-pro');
    expect(String(latest()?.input.input_image)).toMatch(/^data:image\/png;base64,/);
  });

  it("sends the hero's and each child companion's references together, and says who is who", async () => {
    replicate.answerPredictions('at-once');
    const hero = { data: await fakePicture(), contentType: 'image/png' as const };
    const sibling = { data: await fakePicture(), contentType: 'image/png' as const };
    await replicateImages().illustrate(
      request({ references: [hero, sibling], referenceNames: ['Maya', 'Sam'] }),
    );
    expect(latest()?.model).toBe('google/nano-banana');
    const images = latest()?.input.image_input as string[];
    expect(images).toEqual([
      `data:image/png;base64,${hero.data.toString('base64')}`,
      `data:image/png;base64,${sibling.data.toString('base64')}`,
    ]);
    expect(String(latest()?.input.prompt)).toContain('reference 1 is Maya, reference 2 is Sam');
  });

  it('cancels a prediction that outlasts the timeout, and fails the picture', async () => {
    replicate.answerPredictions('never');
    const usage: unknown[] = [];
    const images = createReplicateStoryImages({
      apiToken: KEY,
      baseUrl: replicate.baseUrl,
      model: 'black-forest-labs/flux-1.1-pro',
      deliveryHosts: [replicate.deliveryHosts],
      pollMs: 10,
      timeoutMs: 100,
    });
    await expect(
      images.illustrate(request({ onUsage: (cost) => usage.push(cost) })),
    ).rejects.toThrow(/took longer than 100 ms/);
    expect(latest()?.status).toBe('canceled');
    expect(usage).toEqual([expect.objectContaining({ provider: 'replicate', pictures: 0 })]);
  });

  it("downloads a picture only from Replicate's delivery hosts, and fails for good elsewhere", async () => {
    replicate.answerPredictions('at-once');
    const downloads = replicate.fileDownloads().length;
    // Replicate's own hosts: the fake's address (127.0.0.1) is none of them.
    const images = createReplicateStoryImages({
      apiToken: KEY,
      baseUrl: replicate.baseUrl,
      model: 'black-forest-labs/flux-1.1-pro',
      pollMs: 10,
      deliveryHosts: DEFAULT_REPLICATE_DELIVERY_HOSTS,
    });
    const error = await images.illustrate(request()).catch((caught: unknown) => caught);
    // Asking again would fetch from the same host: the job fails at once, not after retries.
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ vendor: 'replicate', isRetryable: false });
    expect(String(error)).toContain('not on its delivery hosts (127.0.0.1:');
    expect(replicate.fileDownloads()).toHaveLength(downloads);

    // The host must be one named (or a subdomain of one): a name that merely ends like it is not.
    try {
      replicate.serveFilesAs('localhost');
      const onLocalhost = (hosts: string[]) =>
        createReplicateStoryImages({
          apiToken: KEY,
          baseUrl: replicate.baseUrl,
          model: 'black-forest-labs/flux-1.1-pro',
          pollMs: 10,
          deliveryHosts: hosts,
        }).illustrate(request());
      await expect(onLocalhost(['notlocalhost'])).rejects.toMatchObject({ isRetryable: false });
      await expect(onLocalhost(['127.0.0.1'])).rejects.toMatchObject({ isRetryable: false });
      expect(replicate.fileDownloads()).toHaveLength(downloads);
      expect(isPng((await onLocalhost(['localhost'])).data)).toBe(true);
      expect(replicate.fileDownloads()).toHaveLength(downloads + 1);
    } finally {
      replicate.serveFilesAs('127.0.0.1');
    }
  });

  it("turns the safety checker's failure into a refusal", async () => {
    replicate.answerPredictions('refuse');
    await expect(replicateImages().illustrate(request())).rejects.toBeInstanceOf(
      PictureRefusedError,
    );
  });
});

describe('a refused page', () => {
  it('is asked for again gently, then of the fallback provider, which draws it', async () => {
    gemini.answerWith(() => 'refuse');
    openai.answerWith(() => 'picture');
    const images = withRefusalFallbacks(geminiImages(), [openAiImages()]);
    const picture = await images.illustrate(request());
    expect(isPng(picture.data)).toBe(true);
    expect(gemini.requests).toHaveLength(2);
    expect(gemini.requests[0]?.fields.text).toContain('windy hill');
    // The second try leaves the brief's storm out: a calm scene of the hero in the setting.
    expect(gemini.requests[1]?.fields.text).not.toContain('storm');
    expect(gemini.requests[1]?.fields.text).toContain('calm and safe');
    expect(openai.requests).toHaveLength(1);
    expect(String(openai.requests[0]?.fields.prompt)).toContain('calm and safe');
  });

  it('fails only when every provider refuses, naming each refusal', async () => {
    gemini.answerWith(() => 'refuse');
    openai.answerWith(() => 'refuse');
    const images = withRefusalFallbacks(geminiImages(), [openAiImages()]);
    await expect(images.illustrate(request())).rejects.toThrow(
      /every image provider refused the picture: gemini refused.*openai refused/,
    );
  });

  it('does not try the fallbacks for an error that is not a refusal', async () => {
    openai.answerWith(() => ({
      status: 401,
      body: { error: { message: 'Incorrect API key provided.', code: 'invalid_api_key' } },
    }));
    gemini.answerWith(() => 'picture');
    const images = withRefusalFallbacks(openAiImages(), [geminiImages()]);
    await expect(images.illustrate(request())).rejects.toThrow('Incorrect API key');
    expect(gemini.requests).toHaveLength(0);
  });
});

describe('character sheets', () => {
  it('are drawn by Gemini from the photos, sent as inline parts', async () => {
    gemini.answerWith(() => 'picture');
    const sheet = await geminiImages().drawCharacterSheet?.(await sheetRequest());
    expect(sheet && isPng(sheet.data)).toBe(true);
    const [sent] = gemini.requests;
    expect(sent?.images).toEqual(['image/jpeg', 'image/png']);
    expect(sent?.fields.text).toContain('A character portrait for a picture book');
    expect(sent?.fields.text).toContain('The photos show the real child');
  });

  it('are drawn by OpenAI as an edit of the photos, sent as image[] at high fidelity', async () => {
    openai.answerWith(() => 'picture');
    const sheet = await openAiImages().drawCharacterSheet?.(await sheetRequest());
    expect(sheet && isPng(sheet.data)).toBe(true);
    const [sent] = openai.requests;
    expect(sent?.url).toBe('/v1/images/edits');
    expect(sent?.imageFields).toEqual(['image[]', 'image[]']);
    expect(sent?.fields).toMatchObject({ input_fidelity: 'high' });
    expect(String(sent?.fields.prompt)).toContain('A character portrait for a picture book');
  });

  it('go to the fallback with the photos when refused, and last from words alone', async () => {
    gemini.answerWith((_request, index) => (index === 0 ? 'refuse' : 'picture'));
    openai.answerWith(() => 'refuse');
    const images = withRefusalFallbacks(geminiImages(), [openAiImages()]);
    const sheet = await images.drawCharacterSheet?.(await sheetRequest());
    expect(sheet && isPng(sheet.data)).toBe(true);
    // Gemini refused the photos, OpenAI too; Gemini then drew the child from words alone.
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]?.images).toHaveLength(2);
    expect(gemini.requests.map((sent) => sent.images.length)).toEqual([2, 0]);
    expect(gemini.requests[1]?.fields.text).not.toContain('photo');
  });

  it('fail with a refusal when every provider refuses', async () => {
    gemini.answerWith(() => 'refuse');
    openai.answerWith(() => 'refuse');
    const images = withRefusalFallbacks(geminiImages(), [openAiImages()]);
    await expect(images.drawCharacterSheet?.(await sheetRequest())).rejects.toBeInstanceOf(
      PictureRefusedError,
    );
  });
});
