// Runs on PostgreSQL too: a child is deleted while its training job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import { createTestUser } from '../../test/accounts.js';
import {
  authed,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { faceFreePhoto, samplePhoto, soloPhoto } from '../../test/face-photos.js';
import { makePhotoZip, photoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';
import { forgetDeletedChild } from './service.js';
import { checkTraining, runTraining } from './training.js';

let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
beforeAll(async () => {
  fake = await startFakeReplicate({ token: 'r8_test' });
});
afterAll(async () => {
  await fake.close();
});

const testApp = appWith(() => ({
  startWorkers: true,
  env: {
    TRUST_PROXY: 'true',
    LIKENESS: 'replicate',
    REPLICATE_API_TOKEN: 'r8_test',
    REPLICATE_TRAINER_VERSION: 'ostris/flux-dev-lora-trainer:v1',
    REPLICATE_DESTINATION: 'littlestar/children',
    REPLICATE_API_URL: fake.baseUrl,
    REPLICATE_WEBHOOK_SECRET: fake.secret,
  },
}));

const webhook = (body: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/webhooks/replicate/training',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

async function status(cookie: string, childId: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/training/${childId}/status`,
    headers: { cookie },
  });
  return response.json<{ training_status: string }>().training_status;
}

async function until(check: () => Promise<boolean>, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The Replicate training id, once the job has started the training and stored it. */
async function trainingIdOf(childId: string): Promise<string> {
  let id: unknown = null;
  await until(async () => {
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      'SELECT training_external_id FROM children WHERE id = $1',
      [childId],
    );
    id = rows[0]?.training_external_id;
    return typeof id === 'string';
  });
  if (typeof id !== 'string') throw new Error('the training never started');
  return id;
}

/** A parent's child whose photos are in and whose training runs on (the fake) Replicate. */
async function childTrainingOnReplicate() {
  const user = await createTestUser(testApp.app);
  await giveCredits(testApp.runtime.context, user.userId, 2);
  const child = await createTestChild(testApp.app, user);
  await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
  await startTrainingRequest(testApp.app, user, child.id);
  return { user, child, trainingId: await trainingIdOf(child.id) };
}

describe('likeness training on Replicate', () => {
  it('checks the photos before anything goes to Replicate: a refused upload costs no training', async () => {
    const user = await createTestUser(testApp.app);
    await giveCredits(testApp.runtime.context, user.userId, 2);
    const child = await createTestChild(testApp.app, user);
    const requestsBefore = fake.requests.length;
    const photos = [
      await soloPhoto({ variant: 0 }),
      await samplePhoto(4),
      await soloPhoto({ variant: 1 }),
      await faceFreePhoto('flat'),
      await soloPhoto({ variant: 2 }),
    ];
    await uploadZip(testApp.app, user, child.id, await photoZip(photos));
    const refused = await startTrainingRequest(testApp.app, user, child.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^3 of 5 photos can be used: add 2 more\./,
    );
    expect(await status(user.cookie, child.id)).toBe('not_started');
    expect(fake.requests.slice(requestsBefore)).toEqual([]);
  });

  it('trains through the trainings API and completes on a signed webhook', async () => {
    const user = await createTestUser(testApp.app);
    await giveCredits(testApp.runtime.context, user.userId, 2);
    const child = await createTestChild(testApp.app, user);
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    expect((await startTrainingRequest(testApp.app, user, child.id)).statusCode).toBe(200);
    await until(
      async () => fake.trainings.size > 0 && (await status(user.cookie, child.id)) === 'training',
    );
    expect(await status(user.cookie, child.id)).toBe('training');

    const [training] = [...fake.trainings.values()];
    // Replicate is told to post the finished training to the one webhook entry, as a training.
    expect(training?.webhook).toBe('http://127.0.0.1:3000/api/webhooks/replicate/training');
    // Replicate fetches the photos from a signed, expiring URL of ours.
    const zipUrl = new URL(String(training?.input.input_images));
    const zip = await testApp.app.inject({
      method: 'GET',
      url: `${zipUrl.pathname}${zipUrl.search}`,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    if (training)
      Object.assign(training, {
        status: 'succeeded',
        output: { version: 'littlestar/children:abc' },
      });
    const body = JSON.stringify({ id: training?.id, status: 'succeeded' });
    const delivered = await webhook(body, fake.sign(body));
    expect(delivered.statusCode).toBe(204);
    await until(async () => (await status(user.cookie, child.id)) === 'completed');
    expect(await status(user.cookie, child.id)).toBe('completed');
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      'SELECT model_version FROM children WHERE id = $1',
      [child.id],
    );
    expect(rows[0]).toEqual({ model_version: 'littlestar/children:abc' });
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(detail.json()).toMatchObject({ training_status: 'completed' });
  });

  it('forgets a deleted child on Replicate: the running training stops, the model version goes', async () => {
    const { user, child, trainingId } = await childTrainingOnReplicate();

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(deleted.statusCode).toBe(204);
    const { rows: jobs } = await testApp.runtime.context.database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = 'children.forget' AND data->>'childId' = $1",
      [child.id],
    );
    expect(jobs).toHaveLength(1);
    // The job waits for running work to settle; run what it runs now.
    await forgetDeletedChild({
      context: testApp.runtime.context,
      childId: child.id,
      externalId: trainingId,
      modelVersion: 'littlestar/children:v42',
    });
    expect(fake.trainings.get(trainingId)?.status).toBe('canceled');
    expect(fake.deletedVersions).toContain('littlestar/children:v42');

    // A training that finished after the child was deleted: its model goes too.
    const finished = fake.trainings.get(trainingId);
    if (finished)
      Object.assign(finished, {
        status: 'succeeded',
        output: { version: 'littlestar/children:late' },
      });
    await forgetDeletedChild({
      context: testApp.runtime.context,
      childId: child.id,
      externalId: trainingId,
      modelVersion: null,
    });
    expect(fake.deletedVersions).toContain('littlestar/children:late');
  });

  it('deletes the row before anything else: a training starting meanwhile never reaches Replicate', async () => {
    const { user, child } = await childTrainingOnReplicate();
    const { context } = testApp.runtime;
    // As if the training job had not yet asked Replicate: it does so while the child goes.
    await context.database.sql.executeSql(
      "UPDATE children SET training_status = 'queued', training_external_id = NULL WHERE id = $1",
      [child.id],
    );
    const trainingsBefore = fake.trainings.size;
    const storage = context.storage;
    const deletePrefix = storage.deletePrefix.bind(storage);
    let isRowThere: boolean | undefined;
    storage.deletePrefix = async (prefix) => {
      if (isRowThere === undefined) {
        const { rows } = await context.database.sql.executeSql(
          'SELECT id FROM children WHERE id = $1',
          [child.id],
        );
        isRowThere = rows.length > 0;
        await runTraining({ context, childId: child.id });
      }
      return deletePrefix(prefix);
    };
    try {
      const deleted = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/children/${child.id}`,
        headers: authed(user),
      });
      expect(deleted.statusCode).toBe(204);
    } finally {
      storage.deletePrefix = deletePrefix;
    }
    expect(isRowThere).toBe(false);
    expect(fake.trainings.size).toBe(trainingsBefore);
    const { rows: jobs } = await context.database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = 'children.forget' AND data->>'childId' = $1",
      [child.id],
    );
    expect(jobs).toEqual([{ data: { childId: child.id, externalId: null, modelVersion: null } }]);
  });

  it('forgets at once a model that finished training just as its child was deleted', async () => {
    const { user, child, trainingId } = await childTrainingOnReplicate();
    const { context } = testApp.runtime;
    const training = fake.trainings.get(trainingId);
    if (training) {
      Object.assign(training, {
        status: 'succeeded',
        output: { version: 'littlestar/children:meanwhile' },
      });
    }
    const likeness = context.likeness;
    const check = likeness.check.bind(likeness);
    // The parent deletes the child while the check job hears from Replicate.
    likeness.check = async (externalId, photos) => {
      const outcome = await check(externalId, photos);
      const deleted = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/children/${child.id}`,
        headers: authed(user),
      });
      expect(deleted.statusCode).toBe(204);
      return outcome;
    };
    try {
      await checkTraining({ context, childId: child.id });
    } finally {
      likeness.check = check;
    }
    expect(fake.deletedVersions).toContain('littlestar/children:meanwhile');
  });

  it('gives up on a training still running after 3 hours, and cancels it', async () => {
    const { user, child, trainingId } = await childTrainingOnReplicate();
    await testApp.runtime.context.database.sql.executeSql(
      "UPDATE children SET training_started_at = now() - interval '4 hours' WHERE id = $1",
      [child.id],
    );
    await checkTraining({
      context: testApp.runtime.context,
      childId: child.id,
    });
    expect(await status(user.cookie, child.id)).toBe('failed');
    expect(fake.trainings.get(trainingId)?.status).toBe('canceled');
  });

  it('refuses a webhook with a bad signature, without calling Replicate', async () => {
    const before = fake.requests.length;
    const body = JSON.stringify({ id: 'tr_unknown', status: 'succeeded' });
    const forged = await webhook(body, { ...fake.sign(body), 'webhook-signature': 'v1,Zm9yZ2Vk' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      detail: 'The webhook signature is not valid.',
      code: 'unauthorized',
    });
    const unsigned = await webhook(body, {});
    expect(unsigned.statusCode).toBe(401);
    expect(fake.requests.slice(before)).toEqual([]);
  });
});
