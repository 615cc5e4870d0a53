import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadUrl } from '@littlestar/shared/children';
import { startLocalS3, type LocalS3 } from '@littlestar/fakes/local-s3';
import { createTestUser } from '../../test/accounts.js';
import {
  authed,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { makePhotoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';

/**
 * With STORAGE=s3 the browser uploads the photo zip with a presigned POST (a presigned PUT
 * cannot cap the size), against an S3-compatible server, and the training reads it from there.
 */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

const t = appWith(() => ({ startWorkers: true, env: s3.env }));

describe('photo upload to S3', () => {
  it('answers a POST form with a size-capped policy, and the training reads the upload', async () => {
    const user = await createTestUser(t.app);
    await giveCredits(t.runtime.context, user.userId, 1);
    const child = await createTestChild(t.app, user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/training/${child.id}/upload-url`,
      headers: authed(user),
    });
    expect(response.statusCode).toBe(200);
    const upload = response.json<UploadUrl>();
    expect(upload.upload_method).toBe('POST');
    expect(upload.upload_fields.key).toMatch(new RegExp(`^uploads/${child.id}/[\\w-]+\\.zip$`));
    const policy = JSON.parse(
      Buffer.from(upload.upload_fields.Policy ?? '', 'base64').toString('utf8'),
    ) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 120 * 1024 * 1024]);

    await uploadZip(t.app, user, child.id, await makePhotoZip(5));
    const start = await startTrainingRequest(t.app, user, child.id);
    expect(start.statusCode, start.body).toBe(200);
  });
});
