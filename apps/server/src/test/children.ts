import type { FastifyInstance } from 'fastify';
import type { Child, UploadUrl } from '@littlestar/shared/children';
import type { AppContext } from '../app-context.js';
import {
  finishChildTraining,
  queueTraining,
  recordUpload,
  startChildTraining,
} from '../modules/children/training-rows.js';
import { grantCredits } from '../modules/credits/service.js';
import { ORIGIN, type SignedIn } from './accounts.js';

let grants = 0;

/** Gives a test user credits straight through the ledger. */
export async function giveCredits(context: AppContext, userId: string, amount: number) {
  grants += 1;
  await grantCredits({
    db: context.database.db,
    userId,
    amount,
    type: 'other',
    description: 'Test credits',
    source: 'test',
    sourceId: `${userId}-${grants}`,
  });
}

export function authed(user: SignedIn) {
  return { cookie: user.cookie, origin: ORIGIN };
}

export async function createTestChild(
  app: FastifyInstance,
  user: SignedIn,
  overrides: Partial<{ name: string; name_devanagari: string; age: number; pronouns: string }> = {},
): Promise<Child> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/children',
    headers: authed(user),
    payload: { name: 'Maya', age: 6, pronouns: 'she/her', ...overrides },
  });
  if (response.statusCode !== 201)
    throw new Error(`create child: ${response.statusCode} ${response.body}`);
  return response.json<Child>();
}

/** Asks for an upload URL and PUTs the zip to it, as the browser does. */
export async function uploadZip(
  app: FastifyInstance,
  user: SignedIn,
  childId: string,
  zip: Buffer,
) {
  const urlResponse = await app.inject({
    method: 'POST',
    url: `/api/training/${childId}/upload-url`,
    headers: authed(user),
  });
  if (urlResponse.statusCode !== 200) throw new Error(`upload-url: ${urlResponse.body}`);
  const upload = urlResponse.json<UploadUrl>();
  if (upload.upload_method === 'POST') {
    // S3: a form of the signed fields, then the file, as a browser sends it.
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.upload_fields)) form.append(name, value);
    form.append('file', new Blob([zip], { type: 'application/zip' }), 'photos.zip');
    const posted = await fetch(upload.upload_url, { method: 'POST', body: form });
    if (!posted.ok) throw new Error(`upload: ${posted.status} ${await posted.text()}`);
    return;
  }
  const uploadUrl = new URL(upload.upload_url);
  const put = await app.inject({
    method: 'PUT',
    url: `${uploadUrl.pathname}${uploadUrl.search}`,
    headers: { 'content-type': 'application/zip' },
    payload: zip,
  });
  if (put.statusCode !== 204) throw new Error(`upload: ${put.statusCode} ${put.body}`);
}

export async function startTrainingRequest(app: FastifyInstance, user: SignedIn, childId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/training/${childId}/start`,
    headers: authed(user),
  });
}

/**
 * A child whose profile is Ready, made through the children module's own moves (as the
 * training flow would), without photos: for tests about what comes after training.
 */
export async function createReadyChild(
  context: AppContext,
  app: FastifyInstance,
  user: SignedIn,
  overrides: Partial<{ name: string; name_devanagari: string; age: number; pronouns: string }> = {},
  /** The sealed likeness reference training would have kept (likeness-reference.ts). */
  likenessReference: string | null = null,
): Promise<Child> {
  await giveCredits(context, user.userId, context.config.credits.childCost || 1);
  const child = await createTestChild(app, user, overrides);
  const db = context.database.db;
  const uploadKey = `uploads/${child.id}/test.zip`;
  await recordUpload({ db, childId: child.id, uploadKey, deleteAfter: new Date() });
  await queueTraining({
    db,
    childId: child.id,
    uploadKey,
    photoKeys: [],
    avatarKey: null,
    likenessReference,
  });
  const row = await startChildTraining({ db, childId: child.id });
  if (!row) throw new Error('child did not start training');
  await finishChildTraining({
    db,
    child: row,
    result: { status: 'completed', traits: {}, warnings: [], modelVersion: null },
    photoRetentionDays: 30,
  });
  return { ...child, training_status: 'completed' };
}
