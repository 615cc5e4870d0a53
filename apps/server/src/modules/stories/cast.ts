import { castMessages, type CastInput, type CastMember } from '@littlestar/shared/cast';
import type { Pronouns } from '@littlestar/shared/catalog';
import { defaultLikenessFor, type Likeness } from '@littlestar/shared/likeness';
import type { Database } from '../../db/database.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { findChildById, findChildrenByIds, type ChildRow } from '../children/service.js';

/*
 * product.md#cast: who else is in a story. A child companion is stored by id and read when
 * the story is answered (with the name the child has today) or made (with their likeness and
 * character sheet); a pet or grown-up is stored as the parent described them.
 */

/** A companion as the story's providers get it. */
export type StoryCompanion =
  | {
      kind: 'child';
      childId: string;
      name: string;
      age: number;
      pronouns: Pronouns;
      likeness: Likeness;
      characterSheetKey: string | null;
    }
  | Exclude<CastInput[number], { child_id: string }>;

/**
 * Refuses (400 `cast_refused`) a child companion who is the hero, not one of the parent's
 * children, or not ready (their photos are not trained, so they cannot be drawn).
 */
export async function checkCast(options: {
  db: Database;
  userId: string;
  heroId: string;
  cast: CastInput | undefined;
}): Promise<void> {
  for (const member of options.cast ?? []) {
    if (!('child_id' in member)) continue;
    if (member.child_id === options.heroId) {
      throw new AppError('cast_refused', castMessages.heroInCast);
    }
    const child = await findChildById(options.db, member.child_id);
    // Another parent's child reads exactly like one that does not exist.
    if (!child || child.userId !== options.userId) {
      throw new AppError('cast_refused', castMessages.childNotFound);
    }
    // The id as stored, whatever spelling was sent.
    if (child.id === options.heroId) throw new AppError('cast_refused', castMessages.heroInCast);
    if (child.trainingStatus !== 'completed') {
      throw new AppError('cast_refused', castMessages.childNotReady(child.name));
    }
  }
}

/** The children a set of stories names in their casts, by id (a deleted child is absent). */
async function castChildren(db: Database, rows: StoryRow[]): Promise<Map<string, ChildRow>> {
  const ids = new Set(
    rows.flatMap((row) =>
      row.cast.flatMap((member) => ('child_id' in member ? [member.child_id] : [])),
    ),
  );
  const found = await findChildrenByIds(db, [...ids]);
  return new Map(found.map((child) => [child.id, child]));
}

/** Each story's cast as the API answers it, by story id. */
export async function answeredCasts(
  db: Database,
  rows: StoryRow[],
): Promise<Map<string, CastMember[]>> {
  const children = await castChildren(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      row.cast.flatMap((member): CastMember[] => {
        if (!('child_id' in member)) return [member];
        const child = children.get(member.child_id);
        // Only a child still of the story's parent is shown (a deleted one is left out).
        return child && child.userId === row.userId
          ? [{ child_id: child.id, name: child.name }]
          : [];
      }),
    ]),
  );
}

/**
 * The cast as a story is made with it: a child companion with their likeness and sheet, if
 * they are still the parent's and ready (one deleted or being trained again meanwhile is left
 * out rather than failing the book).
 */
export async function resolveCast(db: Database, story: StoryRow): Promise<StoryCompanion[]> {
  const children = await castChildren(db, [story]);
  return story.cast.flatMap((member): StoryCompanion[] => {
    if (!('child_id' in member)) return [member];
    const child = children.get(member.child_id);
    if (!child || child.userId !== story.userId || child.trainingStatus !== 'completed') return [];
    const pronouns = child.pronouns as Pronouns;
    return [
      {
        kind: 'child',
        childId: child.id,
        name: child.name,
        age: child.age,
        pronouns,
        likeness: child.likeness ?? defaultLikenessFor(pronouns),
        characterSheetKey: child.characterSheetKey,
      },
    ];
  });
}
