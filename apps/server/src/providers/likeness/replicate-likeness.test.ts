import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import { makePhoto } from '../../test/photos.js';
import { createFacesProvider } from '../faces/index.js';
import { createReplicateLikeness } from './replicate-likeness.js';

let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
beforeAll(async () => {
  fake = await startFakeReplicate({ token: 'r8_test_token' });
});
afterAll(() => fake.close());

const faces = await createFacesProvider({ threads: 1 }, {});
const provider = () =>
  createReplicateLikeness(
    {
      apiToken: 'r8_test_token',
      trainerVersion: 'ostris/flux-dev-lora-trainer:abc123',
      destination: 'littlestar/children',
      baseUrl: fake.baseUrl,
      webhookUrl: 'https://littlestar.example/api/webhooks/replicate/training',
    },
    { faces },
  );

const photos = async () => [{ index: 1, data: await makePhoto() }];

describe('Replicate likeness training', () => {
  it('starts a FLUX LoRA training with the signed zip URL and completes with the trained version', async () => {
    const likeness = provider();
    const started = await likeness.start({
      childId: 'child-1',
      photos: await photos(),
      zipUrl: 'https://littlestar.example/api/files/uploads/child-1/photos.zip?sig=abc',
    });
    expect(started.status).toBe('training');
    const id = started.status === 'training' ? started.externalId : '';
    const training = fake.trainings.get(id);
    expect(training?.destination).toBe('littlestar/children');
    expect(training?.input).toMatchObject({
      input_images: 'https://littlestar.example/api/files/uploads/child-1/photos.zip?sig=abc',
      trigger_word: 'LSTARCHILD',
    });
    expect(training?.webhook).toBe('https://littlestar.example/api/webhooks/replicate/training');

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
});
