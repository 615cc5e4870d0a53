import { childNameIn } from './story-language.js';
import { and, eq } from 'drizzle-orm';
import {
  isEditableStoryStatus,
  MAX_FAILED_GENERATIONS,
  storyBookTexts,
  storyMessages,
  storyModerationMessages,
  storyPdfFileName,
  type Story,
  type StoryIdeaField,
} from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { stories, type StoryRow } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { findChildById, isUuid } from '../children/service.js';
import { bookKey, storeBook, type PipelineLane } from './pipeline.js';
import { beginGeneration, findStoryPages, findStoryRow } from './story-rows.js';
import { signedUrlOf, toStoryResponse } from './story-response.js';
import { answeredCasts } from './cast.js';
import { pageWordLimitOf } from './page-text.js';
import { redrawsOf } from './page-redraws.js';

/*
 * What the story services share: a parent's own story or 404, the owner's view of it, and a
 * generation started once, its idea checked first.
 */

export type Context = Pick<
  AppContext,
  'database' | 'storage' | 'queue' | 'config' | 'moderation' | 'log'
>;

export const notFound = () => new AppError('not_found', storyMessages.notFound);

/** The user's story, or 404: another user's story looks exactly like a missing one. */
export async function findOwnStory(
  context: Context,
  userId: string,
  storyId: string,
): Promise<StoryRow> {
  if (!isUuid(storyId)) throw notFound();
  // A free story on a demo child is reached only through the demo routes.
  const [row] = await context.database.db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId), eq(stories.free, false)));
  if (!row) throw notFound();
  return row;
}

/** The owner's view of a story: with its pictures being drawn again, once it is complete. */
export async function respond(context: Context, row: StoryRow): Promise<Story> {
  const { db } = context.database;
  const casts = await answeredCasts(db, [row]);
  return toStoryResponse(context, row, await findStoryPages(db, row.id), casts.get(row.id) ?? [], {
    ...(await redrawsOf(context, row, signedUrlOf(context))),
    pageWordLimit: row.status === 'complete' ? await pageWordLimitOf(db, row) : null,
  });
}

/**
 * Moves a story to `generating` and queues its writing, in one transaction with `charge`
 * (which may spend credits, or take one of the day's free stories). Undefined when the story's
 * status (or its count of failed generations) does not allow it: of simultaneous calls
 * exactly one gets the row.
 */
export async function startGeneration(
  context: Context,
  storyId: string,
  charge: (tx: Database, story: StoryRow) => Promise<void>,
  options: { lane: PipelineLane; maxFailedGenerations?: number },
): Promise<StoryRow | undefined> {
  const { lane, ...limits } = options;
  return context.database.db.transaction(async (tx) => {
    const begun = await beginGeneration({ db: tx, storyId, ...limits });
    if (!begun) return undefined;
    await charge(tx, begun);
    await context.queue.enqueue(
      lane.write,
      { storyId: begun.id, generation: begun.generation },
      { tx },
    );
    return begun;
  });
}

/**
 * The parent-written fields of a story, as the content check and its refusal name them. The
 * people in it are named as they are now (the hero's and each child companion's name come from
 * their profiles); without them, the fields of the row alone.
 */
function storyIdeaOf(row: StoryRow, people: { childName?: string; castNames?: string[] } = {}) {
  // product.md#cast: the names a parent typed for pets and grown-ups reach the book too, and so
  // does each child companion's, as the hero's does.
  const castNames =
    people.castNames ?? row.cast.flatMap((member) => ('child_id' in member ? [] : [member.name]));
  const fields: { label: StoryIdeaField; text: string }[] = [
    { label: 'title', text: row.title },
    { label: 'conflict', text: row.conflict ?? '' },
    { label: 'moral', text: row.moral ?? '' },
    { label: 'cast', text: castNames.join(', ') },
    ...(people.childName === undefined
      ? []
      : [{ label: 'childName' as const, text: people.childName }]),
  ];
  return fields.filter((field) => field.text.trim().length > 0);
}

/**
 * The story idea through the content check, before anything is charged: a refusal is a 400
 * in the parent's words, naming the fields to change. When the check cannot run (the
 * moderation service is down) nothing starts either (503): an unchecked idea is never made.
 * Returns a test that the idea checked is the one about to be generated (an edit could slip
 * in between the check and the transaction).
 */
export async function checkStoryIdea(
  context: Context,
  row: StoryRow,
  people: { childName?: string; castNames?: string[] } = {},
): Promise<(begun: StoryRow) => boolean> {
  // Being made or made already: generating answers 409 without a paid check first.
  if (!isEditableStoryStatus(row.status)) return () => false;
  const fields = storyIdeaOf(row, people);
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea(fields);
  } catch (error) {
    // The SDK's error carries no prompt, but only its kind and status are needed here.
    context.log.warn(
      {
        storyId: row.id,
        error: error instanceof Error ? error.name : 'unknown',
        status: (error as { status?: unknown } | null)?.status,
      },
      'story idea could not be checked',
    );
    throw new AppError('unavailable', storyModerationMessages.checkUnavailable);
  }
  if (verdict.flagged) {
    context.log.info(
      { storyId: row.id, fields: verdict.labels, reasons: verdict.reasons },
      'story idea refused by the content check',
    );
    throw new AppError('idea_refused', storyModerationMessages.ideaRefused(verdict.labels));
  }
  const checked = JSON.stringify(storyIdeaOf(row));
  return (begun) => JSON.stringify(storyIdeaOf(begun)) === checked;
}

export const changedMeanwhile = () =>
  new AppError('changed_meanwhile', 'This story was changed meanwhile. Please try again.');

/** Whether the story may be generated now, as `beginGeneration` will find it (if unchanged). */
export const isStartable = (row: StoryRow) =>
  isEditableStoryStatus(row.status) && row.failedGenerations < MAX_FAILED_GENERATIONS;

/** Why a story that may not start now was refused: failed too often, or not startable. */
export function notStartable(row: StoryRow): AppError {
  if (isEditableStoryStatus(row.status) && row.failedGenerations >= MAX_FAILED_GENERATIONS) {
    return new AppError('failed_too_often', storyMessages.failedTooOften);
  }
  return notEditable(row);
}

export function notEditable(row: StoryRow): AppError {
  return row.status === 'complete'
    ? new AppError('story_complete', 'This story is already complete and can no longer be changed.')
    : new AppError('already_generating', storyMessages.beingGenerated);
}

/** The book of a complete story: the stored PDF, rendered (and stored) again if it is missing. */
export async function bookOf(
  context: Context,
  row: StoryRow,
): Promise<{ data: Buffer; fileName: string }> {
  if (row.status !== 'complete') {
    throw row.status === 'generating' || row.status === 'generating_images'
      ? new AppError('already_generating', storyMessages.beingGenerated)
      : new AppError('story_not_complete', storyBookTexts.notComplete);
  }
  const stored = await context.storage.get(bookKey(row));
  const childName = async () => {
    const child = await findChildById(context.database.db, row.childId);
    return child ? childNameIn(child, row.language) : '';
  };
  if (stored) return { data: stored, fileName: storyPdfFileName(row.title) };
  // Not bound yet (an edit's bind is queued) or lost: rendered now, from what the reader shows.
  const data = await storeBook(context, row, await childName());
  const now = await findStoryRow(context.database.db, row.id);
  // Edited again while this was rendered: the file of a replaced edition is not kept.
  if (now?.edition !== row.edition || now.generation !== row.generation) {
    await context.storage.delete(bookKey(row));
  }
  return { data, fileName: storyPdfFileName(row.title) };
}
