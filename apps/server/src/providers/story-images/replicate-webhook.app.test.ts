import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReplicate, type WebhookPoster } from '@littlestar/fakes/fake-replicate';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Replicate's pictures through the app, woken by the signed webhook each prediction posts to
 * PUBLIC_URL when it finishes, and read again when that webhook never comes.
 */

const KEY = 'test-replicate-key';
/** Where Replicate is told to post: the test app's PUBLIC_URL (see createTestApp). */
const WEBHOOK_URL = 'http://127.0.0.1:3000/api/webhooks/replicate/prediction';

/** The fake's webhooks, posted into the app at the path of the URL each prediction carries. */
const intoApp =
  (up: { app?: TestApp }): WebhookPoster =>
  async (url, { headers, body }) => {
    if (!up.app) return 0;
    const response = await up.app.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
    return response.statusCode;
  };

async function startReplicateApp(pollMs: string) {
  // The fake posts into the app, and the app is told the fake's address: the app comes second.
  const up: { app?: TestApp } = {};
  const replicate = await startFakeReplicate({ token: KEY, postWebhook: intoApp(up) });
  up.app = await createTestApp({
    startWorkers: true,
    env: {
      STORY_IMAGES: 'replicate',
      REPLICATE_API_TOKEN: KEY,
      REPLICATE_API_URL: replicate.baseUrl,
      REPLICATE_WEBHOOK_SECRET: replicate.secret,
      REPLICATE_DELIVERY_HOSTS: replicate.deliveryHosts,
      REPLICATE_POLL_MS: pollMs,
      JOB_RETRY_LIMIT: '0',
    },
  });
  return { t: up.app, replicate };
}

/** A whole story, and the predictions made for it. */
async function storyWithPredictions(
  t: TestApp,
  replicate: Awaited<ReturnType<typeof startFakeReplicate>>,
) {
  const before = new Set(replicate.predictions.keys());
  const { user, storyId } = await generateStory(t);
  // A bound for a busy machine, not a speed goal (inside the test's own 30 s).
  const story = await waitUntilFinished(t, user, storyId, 25);
  const made = [...replicate.predictions.values()].filter(({ id }) => !before.has(id));
  return { story, predictions: made };
}

describe('Replicate pictures woken by their webhook', () => {
  let t: TestApp;
  let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
  beforeAll(async () => {
    // Ten minutes between reads: a picture that waited for a read would fail the test.
    ({ t, replicate } = await startReplicateApp('600000'));
  });
  afterAll(async () => {
    await t?.close();
    await replicate?.close();
  });

  it('completes a story whose pictures finish after the create call, each read once when its webhook came', async () => {
    replicate.answerPredictions('in-background');
    const { story, predictions } = await storyWithPredictions(t, replicate);
    expect(story.status).toBe('complete');
    expect(predictions.length).toBeGreaterThan(story.pages.length);
    for (const prediction of predictions) {
      expect(prediction).toMatchObject({
        status: 'succeeded',
        waited: true,
        webhook: WEBHOOK_URL,
        webhook_events_filter: ['completed'],
      });
      expect(replicate.readsOf(prediction.id)).toHaveLength(1);
    }
    await replicate.webhooksAnswered();
    const answered = replicate.webhooks.filter((sent) =>
      predictions.some(({ id }) => id === sent.prediction),
    );
    expect(answered.map((sent) => sent.status)).toEqual(predictions.map(() => 204));
  });
});

describe('Replicate pictures whose webhook never comes', () => {
  let t: TestApp;
  let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
  beforeAll(async () => {
    ({ t, replicate } = await startReplicateApp('50'));
  });
  afterAll(async () => {
    await t?.close();
    await replicate?.close();
  });

  it('completes the story all the same, reading each prediction until it has finished', async () => {
    replicate.answerPredictions('in-background', { webhooks: false });
    const { story, predictions } = await storyWithPredictions(t, replicate);
    expect(story.status).toBe('complete');
    expect(predictions.length).toBeGreaterThan(story.pages.length);
    for (const prediction of predictions) {
      expect(prediction.status).toBe('succeeded');
      expect(replicate.readsOf(prediction.id).length).toBeGreaterThan(0);
    }
    expect(replicate.webhooks).toEqual([]);
  });

  it('refuses a forged or replayed webhook with 401 and an unreadable one with 400, with {detail}', async () => {
    const post = async (payload: string, headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/replicate/prediction',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      return [response.statusCode, response.json<unknown>()];
    };
    const body = JSON.stringify({ id: 'pr_of_another_process', status: 'succeeded' });
    const forged = { detail: 'The webhook signature is not valid.', code: 'unauthorized' };
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const requestsBefore = replicate.requests.length;

    expect(
      await post(body, { ...replicate.sign(body), 'webhook-signature': 'v1,Zm9yZ2Vk' }),
    ).toEqual([401, forged]);
    expect(await post(body.replace('succeeded', 'failed'), replicate.sign(body))).toEqual([
      401,
      forged,
    ]);
    expect(await post(body, replicate.sign(body, tenMinutesAgo))).toEqual([401, forged]);
    expect(await post(body, {})).toEqual([401, forged]);

    const unreadable = {
      detail: 'The webhook body is not JSON naming a prediction.',
      code: 'invalid',
    };
    for (const payload of ['{not json', '{"status":"succeeded"}', '[]']) {
      expect(await post(payload, replicate.sign(payload))).toEqual([400, unreadable]);
    }
    // Checking them asked Replicate nothing (the secret is configured, never fetched).
    expect(replicate.requests.slice(requestsBefore)).toEqual([]);

    // The entry routes trainings and predictions only: anything else is a bad address.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/replicate/painting',
      headers: { 'content-type': 'application/json', ...replicate.sign(body) },
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ detail: expect.any(String) as string });

    // A genuine training where Replicate trains nothing: nothing to hand it to, so ignored.
    const training = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/replicate/training',
      headers: { 'content-type': 'application/json', ...replicate.sign(body) },
      payload: body,
    });
    expect(training.statusCode).toBe(204);

    // Genuine, for a prediction nobody here waits for (another process's): taken and ignored.
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/replicate/prediction',
      headers: { 'content-type': 'application/json', ...replicate.sign(body) },
      payload: body,
    });
    expect(genuine.statusCode).toBe(204);
  });
});

describe("Replicate's picture webhook where Replicate draws no pictures", () => {
  const t = appWith({ env: { STORY_IMAGES: 'offline' } });

  it('refuses every delivery as forged: there is no secret to check it against', async () => {
    const body = JSON.stringify({ id: 'pr_1', status: 'succeeded' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/replicate/prediction',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'The webhook signature is not valid.',
      code: 'unauthorized',
    });
  });
});
