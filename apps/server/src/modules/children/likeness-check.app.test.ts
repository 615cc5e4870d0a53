import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likenessCheckMessages, type Child } from '@littlestar/shared/children';
import { children } from '../../db/children-schema.js';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import {
  authed,
  createReadyChild,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { downloadDataExport } from '../../test/data-export.js';
import { makePhotoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';
import { openLikenessReference } from './likeness-reference.js';
import { purgeExpiredPhotos } from './training.js';
import { queueTraining, recordUpload } from './training-rows.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' }, startWorkers: true });
const context = () => testApp.runtime.context;

const setCheck = (user: SignedIn, childId: string, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/children/${childId}/likeness-check`,
    headers: authed(user),
    payload: payload as Record<string, unknown>,
  });

async function getChild(user: SignedIn, childId: string): Promise<Child> {
  const response = await testApp.app.inject({
    url: `/api/children/${childId}`,
    headers: authed(user),
  });
  return response.json<Child>();
}

/** The child's likeness reference as the picture judge would open it. */
async function storedReference(childId: string) {
  const [row] = await context()
    .database.db.select({ sealed: children.likenessReference })
    .from(children)
    .where(eq(children.id, childId));
  return {
    sealed: row?.sealed ?? null,
    opened: openLikenessReference(context().secret, row?.sealed ?? null),
  };
}

async function parentAndChild() {
  const user = await createTestUser(testApp.app);
  await giveCredits(context(), user.userId, 3);
  return { user, child: await createTestChild(testApp.app, user) };
}

/** Uploads five solo photos and waits until the training job has made the child Ready. */
async function train(user: SignedIn, childId: string) {
  await uploadZip(testApp.app, user, childId, await makePhotoZip(5));
  const start = await startTrainingRequest(testApp.app, user, childId);
  expect(start.statusCode, start.body).toBe(200);
  const deadline = Date.now() + 60_000;
  while ((await getChild(user, childId)).training_status !== 'completed') {
    if (Date.now() > deadline) throw new Error('training did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the likeness check switch', () => {
  it('off before training: training keeps no face reference, and the check stays off', async () => {
    const { user, child } = await parentAndChild();
    expect(child.likeness_check).toEqual({ enabled: true, has_reference: false });

    const off = await setCheck(user, child.id, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Child>().likeness_check).toEqual({ enabled: false, has_reference: false });

    await train(user, child.id);
    expect((await getChild(user, child.id)).likeness_check).toEqual({
      enabled: false,
      has_reference: false,
    });
    expect((await storedReference(child.id)).sealed).toBeNull();

    const exported = await downloadDataExport(testApp, user);
    const account = JSON.parse(exported.get('account.json')?.toString('utf8') ?? '{}') as {
      children: { likeness_check: string; likeness_reference: string | null }[];
    };
    expect(account.children).toEqual([
      expect.objectContaining({ likeness_check: 'off', likeness_reference: null }),
    ]);
  }, 120_000);

  it('off deletes a trained child’s reference; on measures the kept photos again; once the photos are deleted, on is 409', async () => {
    const { user, child } = await parentAndChild();
    await train(user, child.id);
    const trained = await storedReference(child.id);
    expect(trained.opened?.descriptors).toHaveLength(5);
    expect((await getChild(user, child.id)).likeness_check).toEqual({
      enabled: true,
      has_reference: true,
    });

    const off = await setCheck(user, child.id, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Child>().likeness_check).toEqual({ enabled: false, has_reference: false });
    expect((await storedReference(child.id)).sealed).toBeNull();

    const on = await setCheck(user, child.id, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Child>().likeness_check).toEqual({ enabled: true, has_reference: true });
    const remade = await storedReference(child.id);
    // The same photos, measured the same way as at training.
    expect(remade.opened?.hashes).toEqual(trained.opened?.hashes);
    expect(remade.opened?.descriptors).toHaveLength(5);

    const exported = await downloadDataExport(testApp, user);
    const account = JSON.parse(exported.get('account.json')?.toString('utf8') ?? '{}') as {
      children: { likeness_check: string; likeness_reference: string | null }[];
    };
    expect(account.children).toEqual([
      expect.objectContaining({
        likeness_check: 'on',
        likeness_reference: expect.stringContaining('face descriptors') as unknown,
      }),
    ]);

    // The photos go PHOTO_RETENTION_DAYS after training; the reference stays.
    await purgeExpiredPhotos({
      context: context(),
      now: new Date(Date.now() + 31 * 24 * 60 * 60 * 1000),
    });
    expect((await storedReference(child.id)).sealed).not.toBeNull();
    expect((await setCheck(user, child.id, { enabled: false })).statusCode).toBe(200);
    const again = await setCheck(user, child.id, { enabled: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: likenessCheckMessages.photosGone, code: 'conflict' });
    // Nothing was written: the check is still off.
    expect((await getChild(user, child.id)).likeness_check).toEqual({
      enabled: false,
      has_reference: false,
    });
  }, 180_000);

  it('a training whose photos were being checked when the check went off keeps no reference', async () => {
    const { user, child } = await parentAndChild();
    await setCheck(user, child.id, { enabled: false });
    // What `startTraining` writes when it read the child before the switch was turned off.
    const db = context().database.db;
    const uploadKey = `uploads/${child.id}/race.zip`;
    await recordUpload({ db, childId: child.id, uploadKey, deleteAfter: new Date() });
    const queued = await queueTraining({
      db,
      childId: child.id,
      uploadKey,
      photoKeys: [],
      avatarKey: null,
      likenessReference: 'sealed-reference',
    });
    expect(queued?.trainingStatus).toBe('queued');
    expect(queued?.likenessReference).toBeNull();
  });

  it('turns on for a child not trained yet without measuring anything', async () => {
    const { user, child } = await parentAndChild();
    await setCheck(user, child.id, { enabled: false });
    const on = await setCheck(user, child.id, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Child>().likeness_check).toEqual({ enabled: true, has_reference: false });
  });

  it('refuses bad input with what is wrong, and changes nothing', async () => {
    const user = await createTestUser(testApp.app);
    const child = await createReadyChild(context(), testApp.app, user, {}, 'sealed-reference');
    for (const payload of [{}, { enabled: 'no' }, { enabled: false, extra: 1 }]) {
      const response = await setCheck(user, child.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^body/);
    }
    expect((await setCheck(user, child.id, { enabled: 'no' })).json()).toEqual({
      detail: 'body.enabled: must be true or false',
      code: 'invalid',
    });
    expect((await getChild(user, child.id)).likeness_check).toEqual({
      enabled: true,
      has_reference: true,
    });
  });

  it("answers 404 for another parent's child, and leaves its reference alone", async () => {
    const owner = await createTestUser(testApp.app);
    const child = await createReadyChild(context(), testApp.app, owner, {}, 'sealed-reference');
    const stranger = await createTestUser(testApp.app);
    const response = await setCheck(stranger, child.id, { enabled: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Child not found.', code: 'not_found' });
    expect((await setCheck(stranger, 'not-a-uuid', { enabled: false })).statusCode).toBe(404);
    expect((await storedReference(child.id)).sealed).toBe('sealed-reference');
  });

  it('is 409 for a ready child whose photos are gone, saying why', async () => {
    const user = await createTestUser(testApp.app);
    const child = await createReadyChild(context(), testApp.app, user);
    await setCheck(user, child.id, { enabled: false });
    const on = await setCheck(user, child.id, { enabled: true });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({ detail: likenessCheckMessages.photosGone, code: 'conflict' });
  });
});
