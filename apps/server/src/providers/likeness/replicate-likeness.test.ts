import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '../../test/fake-replicate.js';
import { makePhoto } from '../../test/photos.js';
import { createFaces } from '../faces/index.js';
import { createReplicateLikeness } from './replicate-likeness.js';

let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
beforeAll(async () => {
  fake = await startFakeReplicate({ token: 'r8_test_token' });
});
afterAll(() => fake.close());

const provider = ({ webhookSecret }: { webhookSecret?: string } = { webhookSecret: fake.secret }) =>
  createReplicateLikeness(
    {
      apiToken: 'r8_test_token',
      trainerVersion: 'ostris/flux-dev-lora-trainer:abc123',
      destination: 'littlestar/children',
      baseUrl: fake.baseUrl,
      webhookSecret,
    },
    { faces: createFaces({ threads: 1 }) },
  );

const photos = async () => [{ index: 1, data: await makePhoto() }];

describe('Replicate likeness training', () => {
  it('starts a FLUX LoRA training with the signed zip URL and completes with the trained version', async () => {
    const likeness = provider();
    const started = await likeness.start({
      childId: 'child-1',
      photos: await photos(),
      zipUrl: 'https://littlestar.example/api/files/uploads/child-1/photos.zip?sig=abc',
      webhookUrl: 'https://littlestar.example/api/training/webhook/replicate',
    });
    expect(started.status).toBe('training');
    const id = started.status === 'training' ? started.externalId : '';
    const training = fake.trainings.get(id);
    expect(training?.destination).toBe('littlestar/children');
    expect(training?.input).toMatchObject({
      input_images: 'https://littlestar.example/api/files/uploads/child-1/photos.zip?sig=abc',
      trigger_word: 'LSTARCHILD',
    });
    expect(training?.webhook).toBe('https://littlestar.example/api/training/webhook/replicate');

    expect((await likeness.check(id, photos)).status).toBe('training');
    if (training)
      Object.assign(training, {
        status: 'succeeded',
        output: { version: 'littlestar/children:v42' },
      });
    const done = await likeness.check(id, photos);
    expect(done).toMatchObject({ status: 'completed', modelVersion: 'littlestar/children:v42' });
  });

  it('reports a failed training with its error', async () => {
    const likeness = provider();
    const started = await likeness.start({
      childId: 'c',
      photos: [],
      zipUrl: 'https://x/z.zip',
      webhookUrl: 'https://x/w',
    });
    const id = started.status === 'training' ? started.externalId : '';
    const training = fake.trainings.get(id);
    if (training)
      Object.assign(training, { status: 'failed', error: 'Too few faces in the images' });
    expect(await likeness.check(id, photos)).toEqual({
      status: 'failed',
      error: 'Too few faces in the images',
    });
  });

  it('accepts a correctly signed webhook and refuses a forged or replayed one', async () => {
    const likeness = provider();
    const body = JSON.stringify({ id: 'tr_1', status: 'succeeded' });
    expect(await likeness.verifyWebhook({ headers: fake.sign(body), rawBody: body })).toBe(true);

    const forged = { ...fake.sign(body), 'webhook-signature': 'v1,bm90LWEtcmVhbC1zaWduYXR1cmU=' };
    expect(await likeness.verifyWebhook({ headers: forged, rawBody: body })).toBe(false);
    const tampered = fake.sign(body);
    expect(
      await likeness.verifyWebhook({
        headers: tampered,
        rawBody: body.replace('succeeded', 'failed'),
      }),
    ).toBe(false);
    const replayed = fake.sign(body, Math.floor(Date.now() / 1000) - 3600);
    expect(await likeness.verifyWebhook({ headers: replayed, rawBody: body })).toBe(false);
  });

  it('checks a delivery without ever calling Replicate, and refuses all without a secret', async () => {
    const before = fake.requests.length;
    const body = JSON.stringify({ id: 'tr_2', status: 'succeeded' });
    const unsigned = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Date.now() / 1000) };
    expect(await provider().verifyWebhook({ headers: unsigned, rawBody: body })).toBe(false);
    expect(await provider().verifyWebhook({ headers: fake.sign(body), rawBody: body })).toBe(true);
    // A provider built without the secret (config refuses to start so) never asks for it.
    const secretless = provider({});
    expect(await secretless.verifyWebhook({ headers: fake.sign(body), rawBody: body })).toBe(false);
    expect(fake.requests.slice(before)).toEqual([]);
  });
});
