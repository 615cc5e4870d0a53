import { and, eq } from 'drizzle-orm';
import { isEditableStatus, likenessCheckMessages, type Child } from '@littlestar/shared/children';
import type { AppContext } from '../../app-context.js';
import { children, type ChildRow } from '../../db/children-schema.js';
import { AppError } from '../../errors.js';
import { likenessReferenceOf, sealLikenessReference } from './likeness-reference.js';
import { checkPhotos, usablePhotos, withTheirPhotos } from './photo-check.js';
import { findOwnChild, toChildResponse } from './service.js';
import { loadPhotos } from './training.js';

type Context = Pick<
  AppContext,
  'database' | 'storage' | 'storyImages' | 'faces' | 'secret' | 'log'
>;

/**
 * The parent's likeness check for a child (the picture judge's comparison with the child's
 * face; docs/pictures.md). Off deletes the child's likeness reference, biometric data, and
 * training makes none while it stays off. On measures the photos still kept again, as
 * training does; a child not trained yet (or whose training failed) gets its reference from
 * its next training. A trained child whose photos are gone is a conflict: nothing to measure.
 */
export async function setLikenessCheck(options: {
  context: Context;
  userId: string;
  childId: string;
  isEnabled: boolean;
}): Promise<Child> {
  const { context } = options;
  const row = await findOwnChild({ db: context.database.db, ...options });
  const updated = options.isEnabled
    ? await turnLikenessCheckOn(context, row)
    : await turnLikenessCheckOff(context, row);
  return toChildResponse(context, updated);
}

async function turnLikenessCheckOff(context: Context, row: ChildRow): Promise<ChildRow> {
  const [updated] = await context.database.db
    .update(children)
    .set({ isLikenessCheckEnabled: false, likenessReference: null, updatedAt: new Date() })
    .where(eq(children.id, row.id))
    .returning();
  if (!updated) throw new AppError('not_found', 'Child not found.');
  return updated;
}

async function turnLikenessCheckOn(context: Context, row: ChildRow): Promise<ChildRow> {
  if (row.isLikenessCheckEnabled) return row;
  const db = context.database.db;
  if (isEditableStatus(row.trainingStatus)) {
    // Training is still to come (again): it measures the photos it gets.
    const [updated] = await db
      .update(children)
      .set({ isLikenessCheckEnabled: true, updatedAt: new Date() })
      .where(eq(children.id, row.id))
      .returning();
    if (!updated) throw new AppError('not_found', 'Child not found.');
    return updated;
  }
  const sealed = sealLikenessReference(context.secret, await measureKeptPhotos(context, row));
  const [updated] = await db
    .update(children)
    .set({ isLikenessCheckEnabled: true, likenessReference: sealed, updatedAt: new Date() })
    // The photos measured are still the child's (not purged or replaced meanwhile).
    .where(and(eq(children.id, row.id), eq(children.photoKeys, row.photoKeys)))
    .returning();
  if (!updated) throw new AppError('conflict', likenessCheckMessages.photosChanged);
  return updated;
}

/** The likeness reference of the child's kept photos, made as training makes it. */
async function measureKeptPhotos(context: Context, row: ChildRow) {
  const photos = await loadPhotos(context, row);
  if (photos.length === 0) throw new AppError('conflict', likenessCheckMessages.photosGone);
  let reference;
  try {
    const verdicts = await checkPhotos({ faces: context.faces, photos });
    reference = await likenessReferenceOf(withTheirPhotos(usablePhotos(verdicts), photos));
  } catch (error) {
    context.log.error({ err: error, childId: row.id }, 'measuring the kept photos failed');
    throw new AppError(
      'unavailable',
      'We could not measure the photos just now. Please try again.',
    );
  }
  if (!reference) throw new AppError('conflict', likenessCheckMessages.noFaceMeasured);
  return reference;
}
