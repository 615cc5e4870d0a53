import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { ageBandFor } from '@littlestar/shared/story';
import { startFakeAnthropic } from '@littlestar/fakes/fake-anthropic';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { startFakeLulu } from '@littlestar/fakes/fake-lulu';
import { startFakeModeration } from '@littlestar/fakes/fake-moderation';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import { fakePicture } from '@littlestar/fakes/fake-pictures';
import { startFakeRazorpay } from '@littlestar/fakes/fake-razorpay';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import type { Database } from '../db/database.js';
import { expectFailure } from '../test/provider-failures.js';
import { testStoryInput } from '../test/written-stories.js';
import type { FacesProvider } from './faces/faces-provider.js';
import { createLikenessProvider } from './likeness/index.js';
import { likenessSettingsSchema } from './likeness/likeness-settings.js';
import { createModerationProvider } from './moderation/index.js';
import { moderationSettingsSchema } from './moderation/moderation-settings.js';
import { createPaymentsProvider } from './payments/index.js';
import { paymentsSettingsSchema } from './payments/payments-settings.js';
import { createPrintProvider } from './print/index.js';
import { createPictureReviewProvider } from './picture-review/index.js';
import { pictureReviewSettingsSchema } from './picture-review/picture-review-settings.js';
import { printSettingsSchema } from './print/print-settings.js';
import { createStoryImagesProvider } from './story-images/index.js';
import type { IllustrationRequest } from './story-images/story-images-provider.js';
import { storyImagesSettingsSchema } from './story-images/story-images-settings.js';
import { createStoryTextProvider } from './story-text/index.js';
import type { StoryTextRequest } from './story-text/story-text-provider.js';
import { storyTextSettingsSchema } from './story-text/story-text-settings.js';

/**
 * What the job layer relies on of every provider that speaks HTTP to a vendor (the provider
 * kit, docs/architecture.md): a failure the vendor answered is a `ProviderError` naming the
 * vendor, retryable for a 429 or 5xx and not for another 4xx (jobs/define-job.test.ts: what a
 * job then does). Each vendor is built as an operator configures it (its kind's variables,
 * through the kind's schema and factory) and spoken to by its real client against the fake of
 * its protocol in `packages/fakes`.
 */

const place = { dataDir: os.tmpdir(), publicUrl: 'http://127.0.0.1:4000' };
const KEY = 'sk-test-key';

const band = ageBandFor(6);
const storyRequest: StoryTextRequest = {
  child: { name: 'Maya', age: 6, pronouns: 'she/her', likeness: DEFAULT_LIKENESS },
  story: { ...testStoryInput },
  pageCount: band.pageCount,
  maxReadingGrade: band.maxReadingGrade,
  seed: 'seed',
};

const pictureRequest: IllustrationRequest = {
  brief: 'Maya climbs the windy hill with a lantern.',
  pageIndex: 2,
  pageCount: 10,
  child: {
    name: 'Maya',
    age: 6,
    pronouns: 'she/her',
    likeness: DEFAULT_LIKENESS,
    modelVersion: null,
  },
  story: { title: 'Maya and the Lantern', theme: 'courage', setting: 'mountain' },
  seed: 'story-1:1',
};

/** OpenAI's error body, as its APIs answer one. */
const openAiError = (message: string) => ({
  error: { message, type: 'invalid_request_error', param: null, code: null },
});
/** The AI SDK waits as this header says between its own retries: the test need not wait 6 s. */
const quickRetry = { 'retry-after-ms': '10' };

describe('a failure a vendor answered', () => {
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let lulu: Awaited<ReturnType<typeof startFakeLulu>>;
  let moderation: Awaited<ReturnType<typeof startFakeModeration>>;
  let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let images: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
  let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
  let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>;
  beforeAll(async () => {
    [razorpay, lulu, moderation, chat, images, replicate, gemini, anthropic] = await Promise.all([
      startFakeRazorpay(),
      startFakeLulu(),
      startFakeModeration({ apiKey: KEY }),
      startFakeChatCompletions({ apiKey: KEY }),
      startFakeOpenAiImages({ apiKey: KEY }),
      startFakeReplicate({ token: KEY }),
      startFakeGemini({ apiKey: KEY }),
      startFakeAnthropic({ apiKey: KEY }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([
      razorpay?.close(),
      lulu?.close(),
      moderation?.close(),
      chat?.close(),
      images?.close(),
      replicate?.close(),
      gemini?.close(),
      anthropic?.close(),
    ]);
  });

  it('payments: Razorpay down is retryable, an unknown order is not', async () => {
    const settings = paymentsSettingsSchema(place).parse({
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    });
    const gateway = await createPaymentsProvider(settings, {
      secret: 'unused',
      db: undefined as unknown as Database,
    });
    razorpay.isDown = true;
    await expectFailure(gateway.fetchOrder('order_any'), {
      vendor: 'razorpay',
      statusCode: 503,
      isRetryable: true,
    });
    razorpay.isDown = false;
    await expectFailure(gateway.fetchOrder('order_missing'), {
      vendor: 'razorpay',
      statusCode: 400,
      isRetryable: false,
    });
  });

  it('print: Lulu down is retryable, a print job it does not know is not', async () => {
    const settings = printSettingsSchema(place).parse({
      PRINT: 'lulu',
      LULU_CLIENT_KEY: lulu.clientKey,
      LULU_CLIENT_SECRET: lulu.clientSecret,
      LULU_API_URL: lulu.url,
    });
    const print = await createPrintProvider(settings, {});
    if (!print) throw new Error('PRINT=lulu built no print provider');
    lulu.isDown = true;
    await expectFailure(print.getPrintJob('4242'), {
      vendor: 'lulu',
      statusCode: 503,
      isRetryable: true,
    });
    lulu.isDown = false;
    await expectFailure(print.getPrintJob('4242'), {
      vendor: 'lulu',
      statusCode: 404,
      isRetryable: false,
    });
  });

  it("moderation: OpenAI's 429 is retryable, a 400 is not", async () => {
    const settings = moderationSettingsSchema(place).parse({
      MODERATION: 'openai',
      MODERATION_API_KEY: KEY,
      MODERATION_BASE_URL: moderation.baseUrl,
    });
    const provider = await createModerationProvider(settings, {});
    const items = [{ label: 'idea', text: 'A walk to the lighthouse at dusk.' }];
    moderation.failWith(429);
    await expectFailure(provider.checkStoryIdea(items), {
      vendor: 'openai',
      statusCode: 429,
      isRetryable: true,
    });
    moderation.failWith(400);
    await expectFailure(provider.checkStoryIdea(items), {
      vendor: 'openai',
      statusCode: 400,
      isRetryable: false,
    });
    moderation.failWith(undefined);
  });

  it('story text: a 5xx of the model is retryable, a refused key is not', async () => {
    const settings = storyTextSettingsSchema(place).parse({
      STORY_TEXT: 'openai',
      STORY_TEXT_MODEL: 'llama3.1',
      STORY_TEXT_API_KEY: KEY,
      STORY_TEXT_BASE_URL: chat.baseUrl,
    });
    const writer = await createStoryTextProvider(settings, {});
    chat.answerWith(() => ({
      status: 503,
      headers: quickRetry,
      body: openAiError('The server is overloaded.'),
    }));
    await expectFailure(writer.write(storyRequest), {
      vendor: 'openai',
      statusCode: 503,
      isRetryable: true,
    });
    chat.answerWith(() => ({ status: 401, body: openAiError('Incorrect API key provided.') }));
    await expectFailure(writer.write(storyRequest), {
      vendor: 'openai',
      statusCode: 401,
      isRetryable: false,
    });
  });

  it('story images: a 429 of the illustrator is retryable, a bad request is not', async () => {
    const settings = storyImagesSettingsSchema(place).parse({
      STORY_IMAGES: 'openai',
      STORY_IMAGES_MODEL: 'gpt-image-1',
      STORY_IMAGES_API_KEY: KEY,
      STORY_IMAGES_BASE_URL: images.baseUrl,
    });
    const illustrator = await createStoryImagesProvider(settings, {});
    images.answerWith(() => ({
      status: 429,
      headers: quickRetry,
      body: openAiError('Rate limit reached.'),
    }));
    await expectFailure(illustrator.illustrate(pictureRequest), {
      vendor: 'openai',
      statusCode: 429,
      isRetryable: true,
    });
    images.answerWith(() => ({ status: 400, body: openAiError('Invalid size.') }));
    await expectFailure(illustrator.illustrate(pictureRequest), {
      vendor: 'openai',
      statusCode: 400,
      isRetryable: false,
    });
  });

  it("story images: Gemini's 5xx is retryable, a refused key is not", async () => {
    const settings = storyImagesSettingsSchema(place).parse({
      STORY_IMAGES: 'gemini',
      STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
      STORY_IMAGES_API_KEY: KEY,
      STORY_IMAGES_BASE_URL: gemini.baseUrl,
    });
    const illustrator = await createStoryImagesProvider(settings, {});
    const googleError = (status: number, message: string, code: string) => ({
      error: { code: status, message, status: code },
    });
    gemini.answerWith(() => ({
      status: 503,
      headers: quickRetry,
      body: googleError(503, 'The model is overloaded.', 'UNAVAILABLE'),
    }));
    await expectFailure(illustrator.illustrate(pictureRequest), {
      vendor: 'gemini',
      statusCode: 503,
      isRetryable: true,
    });
    gemini.answerWith(() => ({
      status: 403,
      body: googleError(403, 'Permission denied.', 'PERMISSION_DENIED'),
    }));
    await expectFailure(illustrator.illustrate(pictureRequest), {
      vendor: 'gemini',
      statusCode: 403,
      isRetryable: false,
    });
  });

  it("story text: Anthropic's overload is retryable, a bad request is not", async () => {
    const settings = storyTextSettingsSchema(place).parse({
      STORY_TEXT: 'anthropic',
      STORY_TEXT_MODEL: 'claude-sonnet-4-5',
      STORY_TEXT_API_KEY: KEY,
      STORY_TEXT_BASE_URL: anthropic.baseUrl,
    });
    const writer = await createStoryTextProvider(settings, {});
    const anthropicError = (type: string, message: string) => ({
      type: 'error',
      error: { type, message },
    });
    anthropic.answerWith(() => ({
      status: 529,
      headers: quickRetry,
      body: anthropicError('overloaded_error', 'Overloaded'),
    }));
    await expectFailure(writer.write(storyRequest), {
      vendor: 'anthropic',
      statusCode: 529,
      isRetryable: true,
    });
    anthropic.answerWith(() => ({
      status: 400,
      body: anthropicError('invalid_request_error', 'max_tokens: too large for this model'),
    }));
    await expectFailure(writer.write(storyRequest), {
      vendor: 'anthropic',
      statusCode: 400,
      isRetryable: false,
    });
  });

  it("picture review: the vision model's 5xx is retryable, a refused key is not", async () => {
    const settings = pictureReviewSettingsSchema(place).parse({
      PICTURE_JUDGE: 'openai',
      PICTURE_JUDGE_API_KEY: KEY,
      PICTURE_JUDGE_BASE_URL: chat.baseUrl,
    });
    const review = createPictureReviewProvider(settings, {});
    if (!review) throw new Error('PICTURE_JUDGE=openai built no picture review');
    const request = {
      picture: { data: await fakePicture(), contentType: 'image/png' },
      reference: null,
      text: 'Maya climbs the windy hill with a lantern.',
    };
    chat.answerWith(() => ({
      status: 500,
      headers: quickRetry,
      body: openAiError('The server had an error while processing your request.'),
    }));
    await expectFailure(review.review(request), {
      vendor: 'openai',
      statusCode: 500,
      isRetryable: true,
    });
    chat.answerWith(() => ({ status: 401, body: openAiError('Incorrect API key provided.') }));
    await expectFailure(review.review(request), {
      vendor: 'openai',
      statusCode: 401,
      isRetryable: false,
    });
  });

  it('likeness: a training Replicate does not know is not retryable, and its answer is not quoted', async () => {
    const settings = likenessSettingsSchema(place).parse({
      LIKENESS: 'replicate',
      REPLICATE_API_TOKEN: KEY,
      REPLICATE_API_URL: replicate.baseUrl,
      REPLICATE_WEBHOOK_SECRET: 'whsec_dGVzdA==',
      REPLICATE_TRAINER_VERSION: 'ostris/flux-dev-lora-trainer:4ffd32160efd',
      REPLICATE_DESTINATION: 'littlestar/children',
    });
    const likeness = await createLikenessProvider(settings, {
      faces: undefined as unknown as FacesProvider,
    });
    const check = likeness.check('no-such-training', () => Promise.resolve([]));
    await expectFailure(check, { vendor: 'replicate', statusCode: 404, isRetryable: false });
    // Replicate's SDK quotes the whole answer in its message, which may echo the request.
    await expect(check).rejects.toThrow(/^replicate: answered HTTP 404$/);
  });
});
