import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DemoStory } from '@littlestar/shared/demo';
import {
  isEditableStoryStatus,
  MAX_FAILED_GENERATIONS,
  storyMessages,
  type StoryInput,
} from '@littlestar/shared/stories';
import { stories, type StoryRow } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { isUuid } from '../children/service.js';
import { freeLane } from './pipeline.js';
import {
  hasFreeGenerationLeft,
  insertStoryOnce,
  takeFreeGeneration,
  updateStoryDetails,
} from './story-rows.js';
import { toStoryResponses } from './story-response.js';
import {
  type Context,
  notFound,
  startGeneration,
  checkStoryIdea,
  changedMeanwhile,
  isStartable,
  bookOf,
} from './story-access.js';

/*
 * The free trial (product.md#free-trial, product.md#free-story): demo children belong to the server's own account (the
 * `publisherId`), and their seeded stories are public. A signed-in user may make one free
 * story per demo child; it costs nothing and only that user ever sees it.
 */

/** Who may see which demo stories: everybody the seeded ones, a user also their own free ones. */
const visibleDemoStories = (publisherId: string, viewerId: string | null) =>
  viewerId
    ? or(eq(stories.userId, publisherId), and(eq(stories.free, true), eq(stories.userId, viewerId)))
    : eq(stories.userId, publisherId);

async function toDemoStories(context: Context, rows: StoryRow[]): Promise<DemoStory[]> {
  const responses = await toStoryResponses({ ...context, db: context.database.db }, rows);
  return responses.map((story, index) => ({ ...story, free: rows[index]?.free ?? false }));
}

/** A demo child's stories a viewer may see (seeded ones first, then theirs), newest first. */
export async function listDemoStories(options: {
  context: Context;
  publisherId: string;
  childId: string;
  viewerId: string | null;
}): Promise<DemoStory[]> {
  const { context } = options;
  const rows = await context.database.db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.childId, options.childId),
        visibleDemoStories(options.publisherId, options.viewerId),
      ),
    )
    .orderBy(desc(stories.free), desc(stories.createdAt));
  return toDemoStories(context, rows);
}

/**
 * The cover of each child's newest complete seeded story, by child: one query for a whole
 * demo shelf, with only the picture's URL signed.
 */
export async function demoCoverUrls(options: {
  context: Context;
  publisherId: string;
  childIds: string[];
}): Promise<Map<string, string>> {
  const { context } = options;
  if (options.childIds.length === 0) return new Map();
  const rows = await context.database.db
    .select({ childId: stories.childId, coverKey: stories.coverKey })
    .from(stories)
    .where(
      and(
        inArray(stories.childId, options.childIds),
        eq(stories.userId, options.publisherId),
        eq(stories.status, 'complete'),
        isNotNull(stories.coverKey),
      ),
    )
    .orderBy(desc(stories.createdAt));
  const covers = new Map<string, string>();
  for (const row of rows) {
    if (covers.has(row.childId) || !row.coverKey) continue;
    covers.set(
      row.childId,
      await context.storage.signedDownloadUrl(row.coverKey, {
        expiresInSeconds: stableUrlSeconds(),
      }),
    );
  }
  return covers;
}

/** A seeded story, or the viewer's own free one; 404 for anything else (signed in or not). */
export async function getDemoStory(options: {
  context: Context;
  publisherId: string;
  storyId: string;
  viewerId: string | null;
}): Promise<DemoStory> {
  const row = await findDemoStory(options);
  const [story] = await toDemoStories(options.context, [row]);
  if (!story) throw notFound();
  return story;
}

async function findDemoStory(options: {
  context: Context;
  publisherId: string;
  storyId: string;
  viewerId: string | null;
}): Promise<StoryRow> {
  if (!isUuid(options.storyId)) throw notFound();
  const [row] = await options.context.database.db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.id, options.storyId),
        visibleDemoStories(options.publisherId, options.viewerId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * The user's free story on a demo child, waiting to be generated. At most one exists per demo
 * child and user (a unique index): asking again returns it with the new details while it is
 * pending or failed, and is refused once it has been made.
 */
export async function createFreeStory(options: {
  context: Context;
  userId: string;
  childId: string;
  childName: string;
  input: StoryInput;
}): Promise<DemoStory> {
  const { context, userId, childId } = options;
  const inserted = await insertStoryOnce({
    db: context.database.db,
    userId,
    childId,
    input: options.input,
    free: true,
  });
  const found = inserted ?? (await findFreeStory(context, userId, childId));
  if (!found) throw new Error('free story neither inserted nor found');
  if (!inserted && !isEditableStoryStatus(found.status)) throw alreadyUsed(options.childName);
  // Asked again while pending or failed: the parent's new details replace the old ones (and
  // give a story that failed too often its tries back).
  const row = inserted
    ? inserted
    : ((await updateStoryDetails({
        db: context.database.db,
        storyId: found.id,
        input: options.input,
      })) ?? found);
  const [story] = await toDemoStories(context, [row]);
  if (!story) throw notFound();
  return story;
}

const alreadyUsed = (childName: string) =>
  new AppError(
    'free_story_used',
    `You have already made your free story with ${childName}. ` +
      'To make more, add your own child and buy credits.',
  );

async function findFreeStory(context: Context, userId: string, childId: string) {
  const [row] = await context.database.db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.childId, childId), eq(stories.free, true)));
  return row;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next midnight UTC, when the free trial's daily budget starts again. */
function secondsUntilTomorrow(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** The day's free stories are all taken (or paused with 0): 429 until midnight UTC. */
const freeStoriesGone = (perDay: number, now: Date) =>
  new AppError(
    'rate_limited',
    perDay > 0 ? storyMessages.freeStoriesSpent : storyMessages.freeStoriesPaused,
    { 'retry-after': String(secondsUntilTomorrow(now)) },
  );

/** Why a free story may not be made now: made already, failed too often, or being made. */
async function freeNotStartable(
  row: StoryRow,
  childName: (childId: string) => Promise<string>,
): Promise<AppError> {
  if (row.status === 'complete') return alreadyUsed(await childName(row.childId));
  if (isEditableStoryStatus(row.status) && row.failedGenerations >= MAX_FAILED_GENERATIONS) {
    return new AppError('failed_too_often', storyMessages.failedTooOften);
  }
  return new AppError('already_generating', storyMessages.beingGenerated);
}

/**
 * Makes the user's free story (no credits); once made, another attempt is refused (409).
 * Every free generation takes one of FREE_STORIES_PER_DAY, counted across all users and
 * processes; once they are gone (or with 0) the answer is 429 until midnight UTC.
 */
export async function generateFreeStory(options: {
  context: Context;
  publisherId: string;
  userId: string;
  storyId: string;
  childName: (childId: string) => Promise<string>;
}): Promise<DemoStory> {
  const { context, userId } = options;
  const row = await findDemoStory({ ...options, viewerId: userId });
  if (!row.free || row.userId !== userId) throw notFound();
  const perDay = context.config.freeStories.perDay;
  // What costs nothing is refused first: the content check is a paid call.
  if (!isStartable(row)) throw await freeNotStartable(row, options.childName);
  const today = new Date();
  if (!(await hasFreeGenerationLeft({ db: context.database.db, day: utcDay(today), perDay }))) {
    throw freeStoriesGone(perDay, today);
  }
  // The demo child's name is ours; the parent wrote the rest.
  const isChecked = await checkStoryIdea(context, row);
  const started = await startGeneration(
    context,
    row.id,
    async (tx, begun) => {
      if (!isChecked(begun)) throw changedMeanwhile();
      const now = new Date();
      if (await takeFreeGeneration({ db: tx, day: utcDay(now), perDay })) return;
      throw freeStoriesGone(perDay, now);
    },
    // Free stories run in their own lane: a flood of them never delays a paid one.
    { lane: freeLane, maxFailedGenerations: MAX_FAILED_GENERATIONS },
  );
  if (!started) throw await freeNotStartable(row, options.childName);
  const [story] = await toDemoStories(context, [started]);
  if (!story) throw notFound();
  return story;
}

/**
 * A seeded demo story, made once: created with its fixed id if missing, and (re)generated
 * while it is not complete, so a fresh database fills its demo shelves within seconds.
 * Returns true when it queued a generation.
 */
export async function seedDemoStory(options: {
  context: Context;
  id: string;
  publisherId: string;
  childId: string;
  input: StoryInput;
}): Promise<boolean> {
  const { context } = options;
  await insertStoryOnce({
    db: context.database.db,
    id: options.id,
    userId: options.publisherId,
    childId: options.childId,
    input: options.input,
    free: false,
  });
  const started = await startGeneration(context, options.id, async () => {}, {
    lane: freeLane,
  });
  return Boolean(started);
}

/** The book of a seeded demo story or of the user's own free one (login required). */
export async function getDemoStoryPdf(options: {
  context: Context;
  publisherId: string;
  userId: string;
  storyId: string;
}): Promise<{ data: Buffer; fileName: string }> {
  const row = await findDemoStory({ ...options, viewerId: options.userId });
  return bookOf(options.context, row);
}
