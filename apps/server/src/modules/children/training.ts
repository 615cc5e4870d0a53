import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import pLimit from 'p-limit';
import yazl from 'yazl';
import { z } from 'zod';
import { childMessages, isEditableStatus, type TrainingStatus } from '@littlestar/shared/children';
import { photoCheckDetail, UPLOAD_LIMITS } from '@littlestar/shared/photos';
import type { AppContext } from '../../app-context.js';
import { children, type ChildRow } from '../../db/children-schema.js';
import { AppError } from '../../errors.js';
import { defineJob, type JobRun } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import type { TrainingOutcome, TrainingPhoto } from '../../providers/likeness/likeness-provider.js';
import { getUserContact } from '../accounts/service.js';
import { characterSheetJob, drawsCharacterSheets } from './character-sheet.js';
import { findOwnChild } from './service.js';
import {
  forgetLeftoverUpload,
  forgetPurgedPhotos,
  recordUpload,
  finishChildTraining,
  queueTraining,
  recordTrainingExternalId,
  startChildTraining,
  touchTraining,
  type TrainingResult,
} from './training-rows.js';
import { trainingFinishedMail } from './mails.js';
import type { CleanPhoto } from './photo-archive.js';
import { likenessReferenceOf, sealLikenessReference } from './likeness-reference.js';
import {
  faceSquare,
  readAndCheckPhotos,
  usablePhotos,
  withTheirPhotos,
  type PhotoVerdict,
} from './photo-check.js';

export const UPLOAD_URL_SECONDS = 15 * 60;
/** An upload not started this long after its URL expired is a leftover, and is deleted. */
export const UPLOAD_GRACE_SECONDS = 60 * 60;
/** A provider training still running after this long is cancelled and the child marked failed. */
export const MAX_TRAINING_SECONDS = 3 * 60 * 60;
/** Reading and checking an archive holds it in memory: a few at a time per process. */
const archiveSlots = pLimit(2);
/** Replicate trainings take minutes: look again this often while the webhook has not come. */
export const CHECK_AFTER_SECONDS = 60;

type Context = Pick<
  AppContext,
  | 'database'
  | 'storage'
  | 'config'
  | 'queue'
  | 'likeness'
  | 'faces'
  | 'log'
  | 'storyImages'
  | 'secret'
>;

/**
 * Where the browser sends the photo zip; only while the child may be edited. A child has one
 * upload key at a time: asking again signs the same key anew (its earlier upload, if any, is
 * deleted), so links never add up to more than one file, and the file route accepts only
 * that key. The storage refuses a zip over the limit.
 */
export async function createUploadUrl(options: {
  context: Context;
  userId: string;
  childId: string;
}) {
  const { context } = options;
  const child = await findOwnChild({ db: context.database.db, ...options });
  if (!isEditableStatus(child.trainingStatus)) {
    throw new AppError('child_locked', childMessages.cannotEdit);
  }
  // An earlier upload that was never started (the parent went back, or the start failed).
  await context.storage.deletePrefix(`uploads/${child.id}/`);
  const isRecorded =
    child.uploadKey !== null &&
    child.uploadKey.startsWith(`uploads/${child.id}/`) &&
    (child.uploadsDeleteAfter?.getTime() ?? 0) > Date.now();
  const key =
    isRecorded && child.uploadKey ? child.uploadKey : `uploads/${child.id}/${randomUUID()}.zip`;
  await recordUpload({
    db: context.database.db,
    childId: child.id,
    uploadKey: key,
    deleteAfter: new Date(Date.now() + (UPLOAD_URL_SECONDS + UPLOAD_GRACE_SECONDS) * 1000),
  });
  const upload = await context.storage.signedUpload(key, {
    expiresInSeconds: UPLOAD_URL_SECONDS,
    contentType: 'application/zip',
    maxBytes: UPLOAD_LIMITS.maxZipBytes,
  });
  return {
    upload_url: upload.url,
    upload_method: upload.method,
    upload_fields: upload.fields,
    expires_in: UPLOAD_URL_SECONDS,
  };
}

/**
 * Checks the uploaded zip, keeps clean copies of the photos, and queues the likeness training.
 * Calling it again while training is queued or running changes nothing (one job per start).
 * A bad upload is refused with what is wrong, and nothing of it is kept.
 */
export async function startTraining(options: {
  context: Context;
  userId: string;
  childId: string;
}): Promise<{ child_id: string; training_status: TrainingStatus }> {
  const { context } = options;
  const child = await findOwnChild({ db: context.database.db, ...options });
  if (!isEditableStatus(child.trainingStatus)) {
    return { child_id: child.id, training_status: child.trainingStatus };
  }
  const uploadKey = child.uploadKey;
  // A refusal while another start of the same child wins (it deletes the upload once the
  // child is queued) reports that start's state instead: both requests meant the same thing.
  const refuseUnlessStarted = async (error: unknown) => {
    const current = await findOwnChild({ db: context.database.db, ...options });
    if (!isEditableStatus(current.trainingStatus)) {
      return { child_id: child.id, training_status: current.trainingStatus };
    }
    throw error;
  };
  const uploadBytes = uploadKey ? await context.storage.size(uploadKey) : null;
  if (!uploadKey || uploadBytes === null) {
    return refuseUnlessStarted(
      new AppError('invalid', 'Upload the photos before starting the training.'),
    );
  }
  let photos: { photo: CleanPhoto; verdict: PhotoVerdict }[];
  try {
    // Checked before reading: a presigned storage URL does not limit what is put there.
    if (uploadBytes > UPLOAD_LIMITS.maxZipBytes) throw tooLarge();
    photos = await archiveSlots(async () => {
      // Read with a cap: the object may have been replaced since its size was checked.
      const zip = await context.storage.get(uploadKey, { maxBytes: UPLOAD_LIMITS.maxZipBytes });
      if (zip && zip.length > UPLOAD_LIMITS.maxZipBytes) throw tooLarge();
      const minimum = context.config.training.minPhotos;
      const { photos: clean, verdicts } = await checkUpload(context, zip ?? Buffer.alloc(0));
      const usable = usablePhotos(verdicts);
      if (usable.length < minimum) {
        const checked = verdicts.map(({ index, faces, usable, problem }) => ({
          index,
          faces,
          usable,
          problem,
        }));
        throw new AppError(
          'photos_rejected',
          photoCheckDetail(checked, minimum),
          {},
          { photos: checked },
        );
      }
      // Only the photos of the child alone are kept, the best first: the avatar, the likeness
      // and the character sheet (its first few) come from them, and a provider sees no other.
      return withTheirPhotos(usable, clean);
    });
  } catch (error) {
    const started = await refuseUnlessStarted(error).catch(async (refusal: unknown) => {
      await discardUpload(context, uploadKey);
      throw refusal;
    });
    return started;
  }

  // This attempt's photos and avatar get keys of their own: two starts at once each write
  // theirs, and the one that does not get the row deletes its copies.
  const photoFolder = `children/${child.id}/photos/`;
  const photoKeys: string[] = [];
  for (const { photo } of photos) {
    const key = `${photoFolder}${randomUUID()}.${photo.format === 'png' ? 'png' : 'jpg'}`;
    await context.storage.put(key, photo.data, photo.format === 'png' ? 'image/png' : 'image/jpeg');
    photoKeys.push(key);
  }
  const avatarKey = `children/${child.id}/avatar-${randomUUID()}.jpg`;
  const best = photos[0];
  if (best?.verdict.face) {
    await context.storage.put(avatarKey, await faceAvatar(best.photo, best.verdict), 'image/jpeg');
  }
  const hasAvatar = Boolean(best?.verdict.face);
  const written = hasAvatar ? [...photoKeys, avatarKey] : photoKeys;
  // The parent turned the likeness check off: no face reference is made (likeness-check.ts).
  const reference = child.isLikenessCheckEnabled ? await likenessReferenceOf(photos) : null;

  const queued = await context.database.db.transaction(async (tx) => {
    const row = await queueTraining({
      db: tx,
      childId: child.id,
      uploadKey,
      photoKeys,
      avatarKey: hasAvatar ? avatarKey : child.avatarKey,
      likenessReference: reference ? sealLikenessReference(context.secret, reference) : null,
    });
    // The job commits with the status: a child is never queued without its job, nor the reverse.
    if (row) await context.queue.enqueue(trainLikenessJob, { childId: child.id }, { tx });
    return row;
  });
  if (!queued) {
    // Another start won the race; its job is already queued and its photos are the child's.
    await deleteKeys(context, written);
    const current = await findOwnChild({ db: context.database.db, ...options });
    return { child_id: child.id, training_status: current.trainingStatus };
  }
  // The photos and avatar of an earlier, failed attempt go, and so does the upload.
  const kept = new Set(written);
  const earlier = [...child.photoKeys, ...(hasAvatar && child.avatarKey ? [child.avatarKey] : [])];
  await deleteKeys(
    context,
    earlier.filter((key) => !kept.has(key)),
  );
  await context.storage.delete(uploadKey);
  return { child_id: child.id, training_status: 'queued' };
}

/**
 * Reads, cleans and checks the photos of an upload. A refused archive is the parent's to fix;
 * a detector that cannot run is an outage to retry, and says so.
 */
async function checkUpload(context: Context, zip: Buffer) {
  try {
    return await readAndCheckPhotos({
      faces: context.faces,
      zip,
      minimum: context.config.training.minPhotos,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    context.log.error({ err: error }, 'the photo check failed');
    throw new AppError('unavailable', 'We could not check the photos just now. Please try again.');
  }
}

/** The avatar: a square around the child's face, 256 pixels a side. */
async function faceAvatar(photo: CleanPhoto, verdict: PhotoVerdict): Promise<Buffer> {
  // sharp (libvips) loads on the first photos, not at start-up: an idle server stays small.
  const { default: sharp } = await import('sharp');
  if (!verdict.face) throw new Error('a usable photo has a face');
  return sharp(photo.data)
    .extract(faceSquare({ face: verdict.face, width: photo.width, height: photo.height }))
    .resize(256, 256)
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function deleteKeys(context: Context, keys: string[]) {
  for (const key of keys) await context.storage.delete(key);
}

const tooLarge = () =>
  new AppError(
    'too_large',
    `The upload is larger than ${UPLOAD_LIMITS.maxZipBytes / (1024 * 1024)} MB.`,
  );

/** A refused upload is deleted at once: nothing of it is kept. */
async function discardUpload(context: Context, uploadKey: string) {
  await context.storage.delete(uploadKey);
}

export async function getTrainingStatus(options: {
  context: Context;
  userId: string;
  childId: string;
}) {
  const child = await findOwnChild({ db: options.context.database.db, ...options });
  return { child_id: child.id, training_status: child.trainingStatus };
}

/** The child's kept photos that storage still has, numbered from 1 in their order. */
export async function loadPhotos(
  context: Pick<AppContext, 'storage'>,
  child: ChildRow,
): Promise<TrainingPhoto[]> {
  const photos: TrainingPhoto[] = [];
  for (const [position, key] of child.photoKeys.entries()) {
    const data = await context.storage.get(key);
    if (data) photos.push({ index: position + 1, data });
  }
  return photos;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The clean photos as a zip for providers that fetch it (Replicate), behind a signed URL. */
async function trainingZipUrl(
  context: Context,
  child: ChildRow,
  photos: TrainingPhoto[],
): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const photo of photos) {
    const extension = photo.data.subarray(0, 4).equals(PNG_SIGNATURE) ? 'png' : 'jpg';
    zip.addBuffer(photo.data, `image_${photo.index}.${extension}`, { compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const key = `children/${child.id}/training/photos.zip`;
  await context.storage.put(key, Buffer.concat(chunks), 'application/zip');
  return context.storage.signedDownloadUrl(key, { expiresInSeconds: 6 * 60 * 60 });
}

/** A job's child, whoever owns it (jobs act for the server, not for a signed-in user). */
async function findChildRow(context: Context, childId: string): Promise<ChildRow | undefined> {
  const [child] = await context.database.db.select().from(children).where(eq(children.id, childId));
  return child;
}

/**
 * The `likeness.train` job. Idempotent: a child already past training is left alone, so a
 * retried or duplicated job does nothing twice. A failure is thrown for the queue to retry;
 * after the last attempt `failTraining` marks the child failed instead of leaving it in training.
 */
export async function runTraining(options: { context: Context; childId: string }) {
  const { context } = options;
  const child = await findChildRow(context, options.childId);
  if (!child) return;
  // Already finished (a duplicate or retried job), or deleted meanwhile: nothing to do.
  if (!(await startChildTraining({ db: context.database.db, childId: child.id }))) return;
  const photos = await loadPhotos(context, child);
  if (photos.length === 0) {
    return await finishTraining({
      context,
      child,
      outcome: { status: 'failed', error: 'No photos were found.' },
    });
  }
  // A provider training elsewhere was started by an earlier attempt: look, don't start again.
  const outcome = child.trainingExternalId
    ? await context.likeness.check(child.trainingExternalId, () => Promise.resolve(photos))
    : await context.likeness.start({
        childId: child.id,
        photos,
        zipUrl:
          context.likeness.kind === 'replicate' ? await trainingZipUrl(context, child, photos) : '',
      });
  await finishTraining({ context, child, outcome });
}

/** Compensation of a training job out of retries: the child is failed, never left in training. */
export async function failTraining(options: { context: Context; childId: string; error: unknown }) {
  const { context } = options;
  context.log.error(
    { err: options.error, childId: options.childId },
    'likeness training failed for good',
  );
  const child = await findChildRow(context, options.childId);
  if (!child) return;
  await finishTraining({
    context,
    child,
    outcome: { status: 'failed', error: 'Training failed.' },
  });
}

/** The `likeness.check` job: asks the provider how a training started earlier is doing. */
export async function checkTraining(options: { context: Context; childId: string }) {
  const { context } = options;
  const child = await findChildRow(context, options.childId);
  if (!child || child.trainingStatus !== 'training' || !child.trainingExternalId) return;
  const outcome = await context.likeness.check(child.trainingExternalId, () =>
    loadPhotos(context, child),
  );
  const startedAt = child.trainingStartedAt?.getTime() ?? Date.now();
  if (outcome.status === 'training' && Date.now() - startedAt > MAX_TRAINING_SECONDS * 1000) {
    // Polling forever would keep the sweep away too: give up, and stop paying for it.
    await context.likeness.forget({ externalId: child.trainingExternalId, modelVersion: null });
    await finishTraining({
      context,
      child,
      outcome: { status: 'failed', error: 'Training took too long.' },
    });
    return;
  }
  await finishTraining({ context, child, outcome });
}

async function finishTraining(options: {
  context: Context;
  child: ChildRow;
  outcome: TrainingOutcome;
}) {
  const { context, child, outcome } = options;
  if (outcome.status === 'training') {
    const stillThere = await recordTrainingExternalId({
      db: context.database.db,
      childId: child.id,
      externalId: outcome.externalId,
    });
    if (!stillThere) {
      // The child was deleted while its training was being started: stop it at once.
      await context.likeness.forget({ externalId: outcome.externalId, modelVersion: null });
      return;
    }
    await context.queue.enqueue(
      checkTrainingJob,
      { childId: child.id },
      { startAfterSeconds: CHECK_AFTER_SECONDS },
    );
    return;
  }
  const result: TrainingResult =
    outcome.status === 'completed'
      ? {
          status: 'completed',
          traits: outcome.traits,
          warnings: outcome.warnings,
          modelVersion: outcome.modelVersion,
        }
      : outcome;
  const moved = await context.database.db.transaction(async (tx) => {
    const finished = await finishChildTraining({
      db: tx,
      child,
      result,
      photoRetentionDays: context.config.training.photoRetentionDays,
    });
    // Only the attempt that moves the child out of training sends the e-mail, and it is sent
    // only if that move commits.
    if (!finished) return false;
    // The first character sheet is drawn now, from the photos, which are surely still kept.
    if (result.status === 'completed' && drawsCharacterSheets(context)) {
      await context.queue.enqueue(characterSheetJob, { childId: child.id, redraw: false }, { tx });
    }
    const contact = await getUserContact(tx, child.userId);
    const email = contact?.email;
    if (!email) return true;
    await context.queue.enqueue(
      sendMailJob,
      trainingFinishedMail({
        to: email,
        childName: child.name,
        succeeded: result.status === 'completed',
        link: `${context.config.publicUrl}/children`,
        language: contact?.language ?? 'en',
      }),
      { tx },
    );
    return true;
  });
  const trained = result.status === 'completed' ? result.modelVersion : null;
  if (!moved && trained && !(await findChildRow(context, child.id))) {
    // The child was deleted while its model was being trained: the model goes at once.
    await context.likeness.forget({
      externalId: child.trainingExternalId,
      modelVersion: trained,
    });
  }
}

/** Replicate says a training changed: look it up through the API (the body is not trusted). */
export async function handleTrainingWebhook(options: { context: Context; trainingId: string }) {
  const { context } = options;
  const [child] = await context.database.db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.trainingExternalId, options.trainingId));
  // A duplicate check is harmless: it finds the child already finished.
  if (child) await context.queue.enqueue(checkTrainingJob, { childId: child.id });
}

/**
 * Deletes source photos whose retention ran out (the avatar and likeness stay), and uploads
 * that were never started or were left behind by a crash.
 */
export async function purgeExpiredPhotos(options: {
  context: Context;
  now?: Date;
}): Promise<number> {
  const { context } = options;
  const now = options.now ?? new Date();
  const leftovers = await context.database.db
    .select({ id: children.id, uploadsDeleteAfter: children.uploadsDeleteAfter })
    .from(children)
    .where(and(isNotNull(children.uploadsDeleteAfter), lt(children.uploadsDeleteAfter, now)));
  for (const child of leftovers) {
    const stale = await forgetLeftoverUpload({
      db: context.database.db,
      childId: child.id,
      deleteAfter: child.uploadsDeleteAfter ?? now,
    });
    if (stale) await context.storage.deletePrefix(`uploads/${child.id}/`);
  }
  const due = await context.database.db
    .select({ id: children.id })
    .from(children)
    .where(and(isNotNull(children.photosDeleteAfter), lt(children.photosDeleteAfter, now)));
  for (const child of due) {
    await context.storage.deletePrefix(`children/${child.id}/photos/`);
    await context.storage.deletePrefix(`children/${child.id}/training/`);
    await forgetPurgedPhotos({ db: context.database.db, childId: child.id });
  }
  return due.length;
}

/**
 * The safety net for trainings whose every job attempt died with its worker: a child still
 * queued or training long after its jobs could have run is looked at again (a provider
 * training elsewhere) or marked failed, so no child stays in training forever.
 */
export async function sweepStuckTrainings(options: {
  context: Context;
  now?: Date;
}): Promise<number> {
  const { context } = options;
  const { retryLimit, timeoutSeconds } = context.config.jobs;
  const patienceMs = (timeoutSeconds * (retryLimit + 2) + 15 * 60) * 1000;
  const cutoff = new Date((options.now ?? new Date()).getTime() - patienceMs);
  const stuck = await context.database.db
    .select()
    .from(children)
    .where(
      and(inArray(children.trainingStatus, ['queued', 'training']), lt(children.updatedAt, cutoff)),
    );
  for (const child of stuck) {
    if (child.trainingExternalId) {
      await touchTraining({ db: context.database.db, childId: child.id });
      await context.queue.enqueue(checkTrainingJob, { childId: child.id });
    } else {
      await finishTraining({
        context,
        child,
        outcome: { status: 'failed', error: 'Training did not finish.' },
      });
    }
  }
  return stuck.length;
}

const childJobSchema = z.object({ childId: z.string() });
const forChild = ({ payload, context }: JobRun<{ childId: string }>) => ({
  context,
  childId: payload.childId,
});

export const trainLikenessJob = defineJob({
  name: 'likeness.train',
  payload: childJobSchema,
  // Preparing the photos is work for a core: as many at once as the process has.
  concurrency: () => os.availableParallelism(),
  handle: (run) => runTraining(forChild(run)),
  onFinalFailure: (run) => failTraining({ ...forChild(run), error: run.error }),
});

export const checkTrainingJob = defineJob({
  name: 'likeness.check',
  payload: childJobSchema,
  handle: (run) => checkTraining(forChild(run)),
  onFinalFailure: (run) => failTraining({ ...forChild(run), error: run.error }),
});

export const purgePhotosJob = defineJob({
  name: 'photos.purge',
  payload: z.object({}),
  // Hourly: source photos go PHOTO_RETENTION_DAYS after training ends.
  schedule: '17 * * * *',
  async handle({ context }) {
    const purged = await purgeExpiredPhotos({ context });
    if (purged > 0) context.log.info({ purged }, 'deleted photos past their retention');
  },
});

export const sweepTrainingsJob = defineJob({
  name: 'likeness.sweep',
  payload: z.object({}),
  schedule: '*/10 * * * *',
  async handle({ context }) {
    const swept = await sweepStuckTrainings({ context });
    if (swept > 0) context.log.warn({ swept }, 'looked again at trainings that did not finish');
  },
});
