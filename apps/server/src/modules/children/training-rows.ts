import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TrainingStatus } from '@littlestar/shared/children';
import { defaultLikenessFor, type Likeness } from '@littlestar/shared/likeness';
import type { Database } from '../../db/database.js';
import { children, type ChildRow } from '../../db/children-schema.js';
import { statusesBefore } from './training-transitions.js';

/*
 * The child's training lifecycle as writes to its row. The training flow (`training.ts`) moves
 * a child only through these functions, and each moves it only from a status that
 * `TRAINING_TRANSITIONS` allows, in one conditional UPDATE: of two racing moves one wins, and
 * the loser gets `undefined` back. `db` may be a transaction, so a move commits with the job
 * that goes with it.
 */

/** A new upload URL was handed out: its key, and when an unstarted upload becomes a leftover. */
export async function recordUpload(options: {
  db: Database;
  childId: string;
  uploadKey: string;
  deleteAfter: Date;
}): Promise<void> {
  await options.db
    .update(children)
    .set({ uploadKey: options.uploadKey, uploadsDeleteAfter: options.deleteAfter })
    .where(eq(children.id, options.childId));
}

/** Whether `key` is a child's current upload key, whose link may still be used. */
export async function isCurrentUploadKey(options: {
  db: Database;
  key: string;
  now?: Date;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: children.id })
    .from(children)
    .where(
      and(
        eq(children.uploadKey, options.key),
        gt(children.uploadsDeleteAfter, options.now ?? new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * An upload never started is forgotten; false when a new upload URL moved the date since
 * (that upload is not a leftover).
 */
export async function forgetLeftoverUpload(options: {
  db: Database;
  childId: string;
  deleteAfter: Date;
}): Promise<boolean> {
  const [row] = await options.db
    .update(children)
    .set({ uploadKey: null, uploadsDeleteAfter: null })
    .where(
      and(eq(children.id, options.childId), eq(children.uploadsDeleteAfter, options.deleteAfter)),
    )
    .returning({ id: children.id });
  return Boolean(row);
}

/** The source photos were deleted after their retention; the avatar and likeness stay. */
export async function forgetPurgedPhotos(options: { db: Database; childId: string }) {
  await options.db
    .update(children)
    .set({ photoKeys: [], photosDeleteAfter: null })
    .where(eq(children.id, options.childId));
}

/**
 * Fresh photos are in: the child is queued for training, with nothing of an earlier attempt.
 * The move takes the upload with it, so of two starts at once exactly one gets the row. The
 * retention date of an earlier attempt is cleared so it cannot reach the new photos.
 */
export async function queueTraining(options: {
  db: Database;
  childId: string;
  /** The upload the photos came from: of two starts at once, only one still finds it. */
  uploadKey: string;
  photoKeys: string[];
  avatarKey: string | null;
  /** The sealed likeness reference of these photos (likeness-reference.ts), if any face. */
  likenessReference: string | null;
}): Promise<ChildRow | undefined> {
  const now = new Date();
  // Kept only while the parent's likeness check is on, read in the UPDATE itself: a switch
  // turned off while the photos were being checked wins.
  const likenessReference =
    options.likenessReference === null
      ? null
      : sql`CASE WHEN ${children.isLikenessCheckEnabled} THEN ${options.likenessReference}::text END`;
  const [row] = await options.db
    .update(children)
    .set({
      trainingStatus: 'queued',
      photoKeys: options.photoKeys,
      avatarKey: options.avatarKey,
      likenessReference,
      trainingWarnings: [],
      trainingExternalId: null,
      trainingStartedAt: now,
      trainingFinishedAt: null,
      uploadKey: null,
      photosDeleteAfter: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(children.id, options.childId),
        eq(children.uploadKey, options.uploadKey),
        from('queued'),
      ),
    )
    .returning();
  return row;
}

/** A worker took the training job. A retried attempt finds the child already training. */
export async function startChildTraining(options: {
  db: Database;
  childId: string;
}): Promise<ChildRow | undefined> {
  const [row] = await options.db
    .update(children)
    .set({ trainingStatus: 'training', updatedAt: new Date() })
    .where(
      and(
        eq(children.id, options.childId),
        inArray(children.trainingStatus, [...statusesBefore('training'), 'training']),
      ),
    )
    .returning();
  return row;
}

/**
 * The provider trains elsewhere and gave this id (looked up by its webhook, forgotten on
 * deletion). False when the child is gone.
 */
export async function recordTrainingExternalId(options: {
  db: Database;
  childId: string;
  externalId: string;
}): Promise<boolean> {
  const [row] = await options.db
    .update(children)
    .set({ trainingExternalId: options.externalId, updatedAt: new Date() })
    .where(eq(children.id, options.childId))
    .returning({ id: children.id });
  return Boolean(row);
}

/** The sweep looked at a training that runs elsewhere: it gets another full wait. */
export async function touchTraining(options: { db: Database; childId: string }): Promise<void> {
  await options.db
    .update(children)
    .set({ updatedAt: new Date() })
    .where(eq(children.id, options.childId));
}

export type TrainingResult =
  | {
      status: 'completed';
      /** Traits learned from the photos; the rest of the likeness stays as it was. */
      traits: Partial<Likeness>;
      warnings: string[];
      modelVersion: string | null;
    }
  | { status: 'failed'; error: string };

/**
 * The training ended. Only the call that moves the child gets the row back (so one e-mail);
 * the source photos are kept `photoRetentionDays` from now.
 */
export async function finishChildTraining(options: {
  db: Database;
  child: ChildRow;
  result: TrainingResult;
  photoRetentionDays: number;
}): Promise<ChildRow | undefined> {
  const { child, result } = options;
  const now = new Date();
  const retentionMs = options.photoRetentionDays * 24 * 60 * 60 * 1000;
  const [row] = await options.db
    .update(children)
    .set({
      trainingStatus: result.status,
      ...(result.status === 'completed'
        ? {
            likeness: {
              ...(child.likeness ?? defaultLikenessFor(child.pronouns)),
              ...result.traits,
            },
            trainingWarnings: result.warnings,
            likenessMeasured: Object.keys(result.traits) as (keyof Likeness)[],
            modelVersion: result.modelVersion,
          }
        : { trainingWarnings: [result.error] }),
      trainingFinishedAt: now,
      photosDeleteAfter: new Date(now.getTime() + retentionMs),
      updatedAt: now,
    })
    .where(and(eq(children.id, child.id), from(result.status)))
    .returning();
  return row;
}

const from = (to: TrainingStatus) => inArray(children.trainingStatus, statusesBefore(to));
