import { castMessages, type CastInput, type CastMember } from '@littlestar/shared/cast';
import type { Pronouns } from '@littlestar/shared/catalog';
import { defaultLikenessFor, type Likeness } from '@littlestar/shared/likeness';
import { storyModerationMessages } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
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
 * children, or not ready (their photos are not trained, so they cannot be drawn), and a pet's
 * or grown-up's name the content check refuses: those names reach the model's prompt and the
 * book a child reads, so they are checked before the story is saved, as the rest of the idea
 * is before it is made. When the check cannot run nothing is saved either (503).
 */
export async function checkCast(options: {
  context: Pick<AppContext, 'database' | 'moderation' | 'log'>;
  userId: string;
  heroId: string;
  cast: CastInput | undefined;
}): Promise<void> {
  const { db } = options.context.database;
  for (const member of options.cast ?? []) {
    if (!('child_id' in member)) continue;
    if (member.child_id === options.heroId) {
      throw new AppError('cast_refused', castMessages.heroInCast);
    }
    const child = await findChildById(db, member.child_id);
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
  await checkCompanionNames(options.context, options.cast ?? []);
}

/**
 * The names a parent typed for pets and grown-ups through the same content check as the
 * story idea (the word list, then the service when there is one), each labelled by its place
 * in the cast so the refusal can say which one to change.
 */
async function checkCompanionNames(
  context: Pick<AppContext, 'moderation' | 'log'>,
  cast: CastInput,
): Promise<void> {
  const items = cast.flatMap((member, index) =>
    'child_id' in member ? [] : [{ label: String(index + 1), text: member.name }],
  );
  if (items.length === 0) return;
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea(items);
  } catch (error) {
    context.log.warn(
      {
        error: error instanceof Error ? error.name : 'unknown',
        status: (error as { status?: unknown } | null)?.status,
      },
      "companions' names could not be checked",
    );
    throw new AppError('unavailable', storyModerationMessages.checkUnavailable);
  }
  if (!verdict.flagged) return;
  // The places and the service's categories only: never the names themselves.
  context.log.info(
    { companions: verdict.labels, reasons: verdict.reasons },
    "a companion's name refused by the content check",
  );
  throw new AppError('cast_refused', castMessages.nameRefused(Number(verdict.labels[0])));
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
