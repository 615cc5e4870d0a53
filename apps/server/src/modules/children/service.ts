import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  DETAILS_LOCKED_STATUSES,
  canEditDetails,
  childMessages,
  type Child,
  type ChildInput,
} from '@littlestar/shared/children';
import {
  defaultLikenessFor,
  resolveLikeness,
  type Likeness,
  type LikenessInput,
} from '@littlestar/shared/likeness';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { children, type ChildRow } from '../../db/children-schema.js';
import { AppError } from '../../errors.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { defineJob } from '../../jobs/define-job.js';
import { spendCredits } from '../credits/service.js';
import { characterSheetState, requestCharacterSheet } from './character-sheet.js';

type Context = Pick<AppContext, 'database' | 'storage' | 'config' | 'storyImages'>;

export {
  characterSheetJob,
  drawsCharacterSheets,
  ensureCharacterSheet,
  loadCharacterSheet,
} from './character-sheet.js';
// The file route accepts a browser's upload only to the key training handed out.
export { isCurrentUploadKey } from './training-rows.js';
export type { ChildRow };

/**
 * The child as the API shows it. Its picture, through a signed, expiring URL, is the
 * character sheet once one is drawn, else the avatar made from the first photo.
 */
export async function toChildResponse(
  context: Pick<AppContext, 'storage' | 'storyImages'>,
  row: ChildRow,
): Promise<Child> {
  const avatar = row.characterSheetKey ?? row.avatarKey;
  return {
    id: row.id,
    name: row.name,
    name_devanagari: row.nameDevanagari,
    age: row.age,
    pronouns: row.pronouns as Child['pronouns'],
    training_status: row.trainingStatus,
    imageUrl: avatar
      ? await context.storage.signedDownloadUrl(avatar, { expiresInSeconds: stableUrlSeconds() })
      : null,
    photo_count: row.photoKeys.length,
    likeness: row.likeness ?? defaultLikenessFor(row.pronouns),
    training_warnings: row.trainingWarnings,
    likeness_measured: row.likenessMeasured,
    character_sheet: characterSheetState(context, row),
    likeness_check: {
      enabled: row.isLikenessCheckEnabled,
      has_reference: row.likenessReference !== null,
    },
    created_at: row.createdAt.toISOString(),
  };
}

export async function listChildren(options: {
  context: Context;
  userId: string;
}): Promise<Child[]> {
  const rows = await options.context.database.db
    .select()
    .from(children)
    .where(eq(children.userId, options.userId))
    .orderBy(desc(children.createdAt));
  return Promise.all(rows.map((row) => toChildResponse(options.context, row)));
}

/** The user's child, or 404: another user's child looks exactly like a missing one. */
export async function findOwnChild(options: {
  db: Database;
  userId: string;
  childId: string;
}): Promise<ChildRow> {
  if (!isUuid(options.childId)) throw new AppError('not_found', 'Child not found.');
  const [row] = await options.db
    .select()
    .from(children)
    .where(and(eq(children.id, options.childId), eq(children.userId, options.userId)));
  if (!row) throw new AppError('not_found', 'Child not found.');
  return row;
}

/** A child by id, whoever owns it: for jobs and the demo, which act for the server. */
export async function findChildById(db: Database, childId: string): Promise<ChildRow | undefined> {
  if (!isUuid(childId)) return undefined;
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

/** Children by id in one query (a story's cast, a page of stories); an id not a UUID is none. */
export async function findChildrenByIds(
  db: Database,
  childIds: readonly string[],
): Promise<ChildRow[]> {
  const ids = childIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db.select().from(children).where(inArray(children.id, ids));
}

/** The children of an account, youngest first (the demo's children belong to its system account). */
export async function listChildRows(db: Database, userId: string): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.age));
}

/**
 * A demo child as the catalogue describes it, created or brought up to date: its profile is
 * complete (nothing to train), so stories can be made for it at once.
 */
export async function upsertDemoChild(options: {
  db: Database;
  id: string;
  userId: string;
  name: string;
  nameDevanagari?: string | null;
  age: number;
  pronouns: ChildInput['pronouns'];
  likeness: Likeness;
}): Promise<void> {
  const { db, id, userId, ...profile } = options;
  const now = new Date();
  await db
    .insert(children)
    .values({ id, userId, ...profile, trainingStatus: 'completed', trainingFinishedAt: now })
    .onConflictDoUpdate({
      target: children.id,
      set: { ...profile, trainingStatus: 'completed', updatedAt: now },
    });
}

export async function getChild(options: {
  context: Context;
  userId: string;
  childId: string;
}): Promise<Child> {
  const row = await findOwnChild({ db: options.context.database.db, ...options });
  return toChildResponse(options.context, row);
}

/** Creates a child and charges CHILD_CREDIT_COST in the same transaction: both or neither. */
export async function createChild(options: {
  context: Context;
  userId: string;
  input: ChildInput;
}): Promise<Child> {
  const { context, userId, input } = options;
  const row = await context.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(children)
      .values({
        userId,
        name: input.name,
        nameDevanagari: input.name_devanagari ?? null,
        age: input.age,
        pronouns: input.pronouns,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    if (context.config.credits.childCost > 0) {
      await spendCredits({
        db: tx,
        userId,
        amount: context.config.credits.childCost,
        type: 'child creation',
        description: `Child profile: ${input.name}`,
        source: 'child',
        sourceId: created.id,
      });
    }
    return created;
  });
  return toChildResponse(context, row);
}

/**
 * Name, age and pronouns: any time except while training runs. A trained child keeps the
 * likeness it has (a default one is pinned first), so a new pronoun changes no picture.
 * The status is checked again in the UPDATE, so a training that starts meanwhile wins.
 */
export async function updateChild(options: {
  context: Context;
  userId: string;
  childId: string;
  input: ChildInput;
}): Promise<Child> {
  const { context } = options;
  const row = await findOwnChild({ db: context.database.db, ...options });
  const locked = () => new AppError('child_locked', childMessages.detailsLockedWhileTraining);
  if (!canEditDetails(row.trainingStatus)) throw locked();
  const isTrained = row.trainingStatus === 'completed';
  const [updated] = await context.database.db
    .update(children)
    .set({
      name: options.input.name,
      age: options.input.age,
      pronouns: options.input.pronouns,
      // Absent keeps the Devanagari name: a form that does not show it changes nothing.
      ...(options.input.name_devanagari === undefined
        ? {}
        : { nameDevanagari: options.input.name_devanagari }),
      ...(isTrained ? { likeness: row.likeness ?? defaultLikenessFor(row.pronouns) } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(children.id, row.id),
        notInArray(children.trainingStatus, [...DETAILS_LOCKED_STATUSES]),
      ),
    )
    .returning();
  if (!updated) throw locked();
  return toChildResponse(context, updated);
}

/** The parent's corrections to the likeness the photos suggested; not while training runs. */
export async function updateLikeness(options: {
  context: Context;
  userId: string;
  childId: string;
  changes: LikenessInput;
}): Promise<Child> {
  const { context } = options;
  const row = await findOwnChild({ db: context.database.db, ...options });
  if (row.trainingStatus === 'queued' || row.trainingStatus === 'training') {
    throw new AppError(
      'child_not_ready',
      'The likeness can be changed once training has finished.',
    );
  }
  const likeness = resolveLikeness({
    ...(row.likeness ?? defaultLikenessFor(row.pronouns)),
    ...options.changes,
  });
  const [updated] = await context.database.db
    .update(children)
    .set({ likeness, updatedAt: new Date() })
    .where(eq(children.id, row.id))
    .returning();
  if (!updated) throw new AppError('not_found', 'Child not found.');
  return toChildResponse(context, updated);
}

/** The parent asks for a new character sheet for their child (once a day; see character-sheet.ts). */
export async function askForNewCharacterSheet(options: {
  context: Context & Pick<AppContext, 'queue' | 'log'>;
  userId: string;
  childId: string;
}): Promise<Child> {
  const { context } = options;
  const row = await findOwnChild({ db: context.database.db, ...options });
  return toChildResponse(context, await requestCharacterSheet({ context, row }));
}

/** Long enough for a job already running on the child to have written what it was writing. */
export const FORGET_AFTER_SECONDS = 120;

/**
 * Deletes the child and everything made from it: rows (stories cascade) and every stored
 * object under the child's prefixes. The row goes first, and what the provider knows it by is
 * read from the deleted row itself (`RETURNING`): a training that records its id or its
 * model a moment earlier is in what is returned, and one a moment later finds no child and
 * forgets its own training (see `finishTraining`). The job that finishes the deletion commits
 * with the row's; it clears the folders once more (a job running on the child may still have
 * been writing, or storage may be down now) and has the provider forget the trained model.
 */
export async function deleteChild(options: {
  context: Pick<AppContext, 'database' | 'storage' | 'queue' | 'log'>;
  userId: string;
  childId: string;
}): Promise<void> {
  const { context } = options;
  const row = await findOwnChild({ db: context.database.db, ...options });
  await context.database.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(children)
      .where(and(eq(children.id, row.id), eq(children.userId, options.userId)))
      .returning({
        childId: children.id,
        externalId: children.trainingExternalId,
        modelVersion: children.modelVersion,
      });
    // Deleted at once by another request: that one finishes the deletion.
    if (!deleted) return;
    await context.queue.enqueue(forgetChildJob, deleted, {
      tx,
      startAfterSeconds: FORGET_AFTER_SECONDS,
    });
  });
  for (const prefix of childStoragePrefixes(row.id)) {
    try {
      await context.storage.deletePrefix(prefix);
    } catch (error) {
      context.log.warn({ err: error }, 'child deletion: storage left for the retry job');
    }
  }
}

/** The `children.forget` job: finishes a deletion. A child that still exists is left alone. */
export async function forgetDeletedChild(options: {
  context: Pick<AppContext, 'database' | 'storage' | 'likeness'>;
  childId: string;
  externalId: string | null;
  modelVersion: string | null;
}): Promise<void> {
  const { context, childId } = options;
  const [still] = await context.database.db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.id, childId));
  if (still) return;
  for (const prefix of childStoragePrefixes(childId)) await context.storage.deletePrefix(prefix);
  await context.likeness.forget({
    externalId: options.externalId,
    modelVersion: options.modelVersion,
  });
}

/** Finishes a child's deletion a while after it (see `deleteChild`). */
export const forgetChildJob = defineJob({
  name: 'children.forget',
  payload: z.object({
    childId: z.string(),
    externalId: z.string().nullable(),
    modelVersion: z.string().nullable(),
  }),
  handle: ({ payload, context }) => forgetDeletedChild({ context, ...payload }),
});

/**
 * Deletes every child of an account (their stories cascade) inside the caller's transaction,
 * for the account's deletion. Returns what `forgetChildJob` needs to finish each one; the
 * caller clears storage once the rows are gone.
 */
export async function deleteChildrenOfUser(options: {
  db: Database;
  userId: string;
}): Promise<{ childId: string; externalId: string | null; modelVersion: string | null }[]> {
  return options.db.delete(children).where(eq(children.userId, options.userId)).returning({
    childId: children.id,
    externalId: children.trainingExternalId,
    modelVersion: children.modelVersion,
  });
}

/** Every storage folder that holds something of a child. */
export function childStoragePrefixes(childId: string): string[] {
  return [`children/${childId}/`, `uploads/${childId}/`];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The child's sealed likeness reference, opened for the picture judge (likeness-reference.ts). */
export { openLikenessReference, type LikenessReference } from './likeness-reference.js';
export { hashDistance, pictureHash } from './picture-hash.js';
