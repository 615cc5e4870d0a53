// Runs on PostgreSQL too: five training starts at once make one job.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Child } from '@littlestar/shared/children';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import {
  authed,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { photoCheckRefusalSchema } from '@littlestar/shared/photos';
import { faceFreePhoto, samplePhoto, soloPhoto } from '../../test/face-photos.js';
import { makePhoto, makePhotoZip, makeZip, photoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';
import { purgeExpiredPhotos, sweepStuckTrainings, trainLikenessJob } from './training.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' }, startWorkers: true });

const context = () => testApp.runtime.context;

async function parentAndChild(): Promise<{ user: SignedIn; child: Child }> {
  const user = await createTestUser(testApp.app);
  await giveCredits(context(), user.userId, 3);
  return { user, child: await createTestChild(testApp.app, user) };
}

async function waitForStatus(user: SignedIn, childId: string, wanted: string, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  let status = '';
  while (Date.now() < deadline) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/training/${childId}/status`,
      headers: authed(user),
    });
    status = response.json<{ training_status: string }>().training_status;
    if (status === wanted) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

async function childDetail(user: SignedIn, childId: string): Promise<Child> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/children/${childId}`,
    headers: authed(user),
  });
  return response.json<Child>();
}

async function storedKeys(prefix: string): Promise<string[]> {
  const root = path.join(testApp.config.dataDir, 'files', prefix);
  const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.includes('.'));
}

describe('likeness training (offline)', () => {
  it('takes 5 photos to Ready, with a likeness from the photos and an e-mail to the parent', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    const start = await startTrainingRequest(testApp.app, user, child.id);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ child_id: child.id, training_status: 'queued' });
    // The file's first training loads the face models: on a busy 2-core machine that alone
    // has taken most of half a minute, so this one waits longer than the rest.
    expect(await waitForStatus(user, child.id, 'completed', 60)).toBe('completed');

    const done = await childDetail(user, child.id);
    expect(done.photo_count).toBe(5);
    expect(done.imageUrl).toMatch(/\/api\/files\/children\//);
    // Skin measured on the face: a skin colour (red over green over blue), not the backdrop.
    const [red, green, blue] = [1, 3, 5].map((i) =>
      parseInt(done.likeness.skinTone.slice(i, i + 2), 16),
    );
    expect(red).toBeGreaterThan(green ?? 0);
    expect(green).toBeGreaterThan(blue ?? 0);
    expect(done.likeness_measured).toEqual(expect.arrayContaining(['skinTone', 'hairColor']));

    // The avatar is the face: a square crop in which the detector finds that one face.
    const avatarUrl = new URL(done.imageUrl ?? '');
    const avatar = await testApp.app.inject({ url: `${avatarUrl.pathname}${avatarUrl.search}` });
    expect(avatar.statusCode).toBe(200);
    const avatarMeta = await sharp(avatar.rawPayload).metadata();
    expect([avatarMeta.width, avatarMeta.height]).toEqual([256, 256]);
    const inAvatar = await context().faces.findFaces(avatar.rawPayload);
    expect(inAvatar.faces).toHaveLength(1);
    expect(inAvatar.faces[0]?.box.width).toBeGreaterThan(256 * 0.3);
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);

    const outbox = path.join(testApp.config.dataDir, 'outbox');
    const readMails = async () =>
      Promise.all(
        (await fs.readdir(outbox).catch(() => [] as string[])).map((file) =>
          fs.readFile(path.join(outbox, file), 'utf8'),
        ),
      );
    const isReadyMail = (mail: string) =>
      mail.includes(user.email) && mail.includes('Maya is ready for stories');
    const deadline = Date.now() + 10_000;
    while (!(await readMails()).some(isReadyMail) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await readMails()).some(isReadyMail)).toBe(true);
  });

  it('refuses a start with too few usable photos, saying why, charging nothing, and starts once they are replaced', async () => {
    const { user, child } = await parentAndChild();
    const balance = async () =>
      (await testApp.app.inject({ url: '/api/payments/credits', headers: authed(user) })).json<{
        total_credits: number;
      }>().total_credits;
    const before = await balance();
    const mixed = [
      await soloPhoto({ variant: 0 }),
      await samplePhoto(1),
      await soloPhoto({ variant: 1 }),
      await faceFreePhoto('landscape'),
      await soloPhoto({ variant: 2 }),
      await soloPhoto({ variant: 3 }),
    ];
    await uploadZip(testApp.app, user, child.id, await photoZip(mixed));
    const refused = await startTrainingRequest(testApp.app, user, child.id);
    expect(refused.statusCode).toBe(400);
    const body = photoCheckRefusalSchema.parse(refused.json());
    expect(body.detail).toBe(
      '4 of 6 photos can be used: add 1 more. ' +
        'Photo 2: Other people are in this photo: choose one where your child is alone. ' +
        'Photo 4: We could not find a face in this photo.',
    );
    expect(body.photos.map((photo) => [photo.index, photo.usable, photo.problem])).toEqual([
      [1, true, null],
      [2, false, 'several_faces'],
      [3, true, null],
      [4, false, 'no_face'],
      [5, true, null],
      [6, true, null],
    ]);
    expect((await childDetail(user, child.id)).training_status).toBe('not_started');
    expect(await balance()).toBe(before);
    // Nothing of the refused upload is kept.
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
    expect(await storedKeys(`children/${child.id}`)).toEqual([]);

    // The parent swaps the two photos and tries again: it starts, still without a charge.
    mixed[1] = await soloPhoto({ variant: 4 });
    mixed[3] = await soloPhoto({ variant: 5 });
    await uploadZip(testApp.app, user, child.id, await photoZip(mixed));
    const started = await startTrainingRequest(testApp.app, user, child.id);
    expect(started.statusCode).toBe(200);
    expect(await waitForStatus(user, child.id, 'completed')).toBe('completed');
    expect(await balance()).toBe(before);
  });

  it('trains on the usable photos only, when there are enough of them', async () => {
    const { user, child } = await parentAndChild();
    const photos = await Promise.all([0, 1, 2, 3, 4].map((variant) => soloPhoto({ variant })));
    await uploadZip(
      testApp.app,
      user,
      child.id,
      await photoZip([...photos, await faceFreePhoto('flat')]),
    );
    expect((await startTrainingRequest(testApp.app, user, child.id)).statusCode).toBe(200);
    expect(await waitForStatus(user, child.id, 'completed')).toBe('completed');
    expect((await childDetail(user, child.id)).photo_count).toBe(5);
  });

  it('learns only colours from the photos, keeping the traits the parent chose', async () => {
    const { user, child } = await parentAndChild();
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/children/${child.id}/likeness`,
      headers: authed(user),
      payload: { glasses: true, hairStyle: 'braids' },
    });
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    await startTrainingRequest(testApp.app, user, child.id);
    expect(await waitForStatus(user, child.id, 'completed')).toBe('completed');
    const done = await childDetail(user, child.id);
    expect(done.likeness).toMatchObject({ glasses: true, hairStyle: 'braids' });
    expect(done.likeness.skinTone).not.toBe('#e8b48f');
  });

  it('keeps photos without any EXIF or GPS tag', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    await startTrainingRequest(testApp.app, user, child.id);
    const { rows } = await context().database.sql.executeSql(
      'SELECT photo_keys FROM children WHERE id = $1',
      [child.id],
    );
    for (const key of rows[0]?.photo_keys as string[]) {
      const stored = await context().storage.get(key);
      const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('starting five times at once makes one job, keeps one set of photos, and answers each', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    // Staggered a little, so some starts arrive while another is reading the photos.
    const starts = await Promise.all(
      [0, 0, 5, 20, 60].map(async (delay) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return startTrainingRequest(testApp.app, user, child.id);
      }),
    );
    expect(starts.map((start) => [start.statusCode, start.body])).toEqual(
      starts.map((start) => [200, start.body]),
    );
    expect(await waitForStatus(user, child.id, 'completed')).toBe('completed');
    expect(await storedKeys(`children/${child.id}/photos`)).toHaveLength(5);
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
    expect(
      (await storedKeys(`children/${child.id}`)).filter((key) => key.startsWith('avatar-')),
    ).toHaveLength(1);
    const { rows } = await context().database.sql.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'likeness.train' AND data->>'childId' = $1",
      [child.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  const refusals: [string, () => Promise<Buffer>, RegExp][] = [
    ['11 images', () => makePhotoZip(11), /more than 10 images/],
    ['4 images', () => makePhotoZip(4), /Please upload at least 5 images/],
    [
      'a text file renamed .jpg',
      async () => makeZip([{ name: 'image_1.jpg', data: Buffer.from('hello') }]),
      /not a JPEG/,
    ],
    [
      'a nested zip',
      async () => makeZip([{ name: 'image_1.jpg', data: await makePhotoZip(1) }]),
      /archive inside/,
    ],
    [
      'a symlink',
      async () =>
        makeZip([{ name: 'image_1.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]),
      /link/,
    ],
    [
      'a zip bomb',
      async () => makeZip([{ name: 'image_1.jpg', data: Buffer.alloc(200 * 1024 * 1024) }]),
      /larger than/,
    ],
    [
      'a zip-slip entry',
      async () => {
        const zip = await makeZip([{ name: 'ab/evil.jpg', data: await makePhoto() }]);
        // yazl will not write '..' itself; patch both headers, as an attacker would.
        return Buffer.from(
          zip.toString('latin1').replaceAll('ab/evil.jpg', '../evil.jpg'),
          'latin1',
        );
      },
      /unsafe file path/,
    ],
    [
      'a 60-megapixel image',
      async () => {
        const huge = await sharp({
          create: { width: 10000, height: 6000, channels: 3, background: '#88aaff' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        return makeZip([{ name: 'image_1.png', data: huge, compress: false }]);
      },
      /larger than 40 megapixels/,
    ],
  ];
  for (const [label, build, detail] of refusals) {
    it(`refuses ${label}, keeping nothing of the upload`, async () => {
      const { user, child } = await parentAndChild();
      await uploadZip(testApp.app, user, child.id, await build());
      const start = await startTrainingRequest(testApp.app, user, child.id);
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.statusCode).toBeLessThan(500);
      expect(start.json<{ detail: string }>().detail).toMatch(detail);
      expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
      expect(await storedKeys(`children/${child.id}`)).toEqual([]);
      const after = await testApp.app.inject({
        method: 'GET',
        url: `/api/children/${child.id}`,
        headers: authed(user),
      });
      expect(after.json()).toMatchObject({ training_status: 'not_started', photo_count: 0 });
    });
  }

  it('refuses an upload over 120 MB before reading it, keeping nothing', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    const { rows } = await context().database.sql.executeSql(
      'SELECT upload_key FROM children WHERE id = $1',
      [child.id],
    );
    // What a presigned S3 URL would let through: it sets no size limit.
    await context().storage.put(
      String(rows[0]?.upload_key),
      Buffer.alloc(121 * 1024 * 1024),
      'application/zip',
    );
    const start = await startTrainingRequest(testApp.app, user, child.id);
    expect(start.statusCode).toBe(413);
    expect(start.json()).toEqual({
      detail: 'The upload is larger than 120 MB.',
      code: 'too_large',
    });
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
  });

  it('deletes an upload that was never started: at a new upload URL, or when it is left over', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    expect(await storedKeys(`uploads/${child.id}`)).toHaveLength(1);
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    expect(await storedKeys(`uploads/${child.id}`)).toHaveLength(1);

    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await purgeExpiredPhotos({ context: context(), now: inTwoHours });
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
    const start = await startTrainingRequest(testApp.app, user, child.id);
    expect(start.json()).toEqual({
      detail: 'Upload the photos before starting the training.',
      code: 'invalid',
    });
  });

  it('gives a child one upload key at a time, and takes uploads only to it', async () => {
    const { user, child } = await parentAndChild();
    const ask = async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/training/${child.id}/upload-url`,
        headers: authed(user),
      });
      expect(response.statusCode, response.body).toBe(200);
      const upload = response.json<{ upload_url: string; upload_method: string }>();
      expect(upload.upload_method).toBe('PUT');
      const url = new URL(upload.upload_url);
      return { path: url.pathname, url: `${url.pathname}${url.search}` };
    };
    const put = (url: string, payload: Buffer) =>
      testApp.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/zip' },
        payload,
      });
    // Asking again signs the same key: links never add up to more than one file.
    const first = await ask();
    const second = await ask();
    expect(second.path).toBe(first.path);
    expect((await put(first.url, await makePhotoZip(5))).statusCode).toBe(204);
    expect(await storedKeys(`uploads/${child.id}`)).toHaveLength(1);

    // Once the training took the upload, no link of it writes anything any more.
    expect((await startTrainingRequest(testApp.app, user, child.id)).statusCode).toBe(200);
    const late = await put(second.url, await makePhotoZip(5));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      detail: 'This upload link is no longer valid. Please start the upload again.',
      code: 'forbidden',
    });
    expect(await storedKeys(`uploads/${child.id}`)).toEqual([]);
  });

  it('keeps the photos of a new attempt from the retention date of an earlier one', async () => {
    const { user, child } = await parentAndChild();
    await context().database.sql.executeSql(
      "UPDATE children SET training_status = 'failed', photos_delete_after = now() - interval '1 day' WHERE id = $1",
      [child.id],
    );
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    expect((await startTrainingRequest(testApp.app, user, child.id)).statusCode).toBe(200);
    await purgeExpiredPhotos({ context: context() });
    expect((await storedKeys(`children/${child.id}/photos`)).length).toBe(5);
  });

  it('tells the browser how many photos to ask for', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/training/limits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ min_photos: 5, max_photos: 10 });
  });

  it('refuses to start before anything was uploaded', async () => {
    const { user, child } = await parentAndChild();
    const start = await startTrainingRequest(testApp.app, user, child.id);
    expect(start.statusCode).toBe(400);
    expect(start.json()).toEqual({
      detail: 'Upload the photos before starting the training.',
      code: 'invalid',
    });
  });

  it('deletes source photos after the retention period, keeping the avatar', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    await startTrainingRequest(testApp.app, user, child.id);
    await waitForStatus(user, child.id, 'completed');
    const future = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredPhotos({ context: context(), now: future })).toBeGreaterThanOrEqual(1);
    expect((await storedKeys(`children/${child.id}/photos`)).length).toBe(0);
    const after = await childDetail(user, child.id);
    expect(after.photo_count).toBe(0);
    expect(after.imageUrl).not.toBeNull();
  });

  it('marks a child failed, never stuck in training, when the last attempt fails', async () => {
    const { user, child } = await parentAndChild();
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    // Storage refuses to read the photos (a key it will not serve): every attempt fails.
    await context().database.sql.executeSql(
      "UPDATE children SET training_status = 'queued', photo_keys = '[\"children/../photo.jpg\"]' WHERE id = $1",
      [child.id],
    );
    const run = {
      context: context(),
      payload: { childId: child.id },
      jobId: 'test',
      retryCount: 3,
    };
    // The attempt fails for the queue to retry; out of retries, the queue calls the compensation.
    await expect(trainLikenessJob.handle(run)).rejects.toThrow();
    expect(await childDetail(user, child.id)).toMatchObject({ training_status: 'training' });
    await trainLikenessJob.onFinalFailure?.({ ...run, error: new Error('photos gone') });
    expect(await waitForStatus(user, child.id, 'failed', 2)).toBe('failed');
  });

  it('fails a training whose jobs all died with their workers, instead of leaving it stuck', async () => {
    const { user, child } = await parentAndChild();
    await context().database.sql.executeSql(
      "UPDATE children SET training_status = 'training', updated_at = now() - interval '1 day' WHERE id = $1",
      [child.id],
    );
    expect(await sweepStuckTrainings({ context: context() })).toBeGreaterThanOrEqual(1);
    expect(await waitForStatus(user, child.id, 'failed', 2)).toBe('failed');
  });
});
