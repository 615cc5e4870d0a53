import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DemoStory } from '@littlestar/shared/demo';
import {
  isEditableStoryStatus,
  MAX_FAILED_GENERATIONS,
  type StoryInput,
} from '@littlestar/shared/stories';
import type { WrittenStory } from '@littlestar/shared/story';
import type { Database } from '../../db/database.js';
import { stories, type StoryRow } from '../../db/stories-schema.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { isUuid } from '../children/service.js';
import { freeLane } from './pipeline.js';
import { keepWrittenStory } from './pipeline-parts.js';
import { beginGeneration, insertStoryOnce, updateStoryDetails } from './story-rows.js';
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
import { assertWritableLanguage } from './story-language.js';

/*
 * The stories of the free trial (product.md#free-trial, product.md#free-story), as the owner
 * of their rows keeps them: the seeded stories of the demo children, owned by the server's
 * own account (the `publisherId`) and public, and each user's free story on a demo child,
 * which only that user ever sees. The free-trial module holds the trial's rules (who may make
 * one, the day's budget, the words of a refusal) and reaches these rows only through here.
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

async function toDemoStory(context: Context, row: StoryRow): Promise<DemoStory> {
  const [story] = await toDemoStories(context, [row]);
  if (!story) throw notFound();
  return story;
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
  return toDemoStory(options.context, await findDemoStory(options));
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
 * The user's free story on a demo child, saved to wait for its generation. At most one exists
 * per demo child and user (a unique index): saving again gives it the new details while it
 * is pending or failed (and a story that failed too often its tries back); once it has been
 * made, nothing changes and the answer is `made`.
 */
export async function saveFreeStory(options: {
  context: Context;
  userId: string;
  childId: string;
  input: StoryInput;
}): Promise<DemoStory | 'made'> {
  const { context, userId, childId } = options;
  assertWritableLanguage(context, options.input.language);
  const db = context.database.db;
  const inserted = await insertStoryOnce({ db, userId, childId, input: options.input, free: true });
  if (inserted) return toDemoStory(context, inserted);
  const [found] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.childId, childId), eq(stories.free, true)));
  if (!found) throw new Error('free story neither inserted nor found');
  if (!isEditableStoryStatus(found.status)) return 'made';
  const updated = await updateStoryDetails({ db, storyId: found.id, input: options.input });
  return toDemoStory(context, updated ?? found);
}

/** Why a free story may not start now: made already, failed too often, or being made. */
export type FreeStoryRefusal = 'made' | 'failed_too_often' | 'being_made';

function freeStoryRefusal(row: StoryRow): FreeStoryRefusal {
  if (row.status === 'complete') return 'made';
  if (isEditableStoryStatus(row.status) && row.failedGenerations >= MAX_FAILED_GENERATIONS) {
    return 'failed_too_often';
  }
  return 'being_made';
}

/**
 * Starts making the user's free story (404 for any other story), in the free lane: a flood of
 * free stories never delays a paid one. What costs nothing is refused first: a story that may
 * not start answers its refusal, then `beforeCheck` may refuse (by throwing), and only then
 * is the idea sent to the paid content check. `charge` runs in the transaction that starts the
 * story, so a refusal it throws starts nothing.
 */
export async function startFreeStory(options: {
  context: Context;
  userId: string;
  storyId: string;
  beforeCheck: () => Promise<void>;
  charge: (tx: Database) => Promise<void>;
}): Promise<{ started: DemoStory } | { refused: FreeStoryRefusal; childId: string }> {
  const { context, userId } = options;
  if (!isUuid(options.storyId)) throw notFound();
  const [row] = await context.database.db
    .select()
    .from(stories)
    .where(
      and(eq(stories.id, options.storyId), eq(stories.userId, userId), eq(stories.free, true)),
    );
  if (!row) throw notFound();
  if (!isStartable(row)) return { refused: freeStoryRefusal(row), childId: row.childId };
  assertWritableLanguage(context, row.language);
  await options.beforeCheck();
  // The demo child's name is ours; the parent wrote the rest.
  const isChecked = await checkStoryIdea(context, row);
  const started = await startGeneration(
    context,
    row.id,
    async (tx, begun) => {
      if (!isChecked(begun)) throw changedMeanwhile();
      await options.charge(tx);
    },
    { lane: freeLane, maxFailedGenerations: MAX_FAILED_GENERATIONS },
  );
  if (!started) return { refused: freeStoryRefusal(row), childId: row.childId };
  return { started: await toDemoStory(context, started) };
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
  /** A book the team wrote: kept as it is and illustrated, with no writer asked. */
  written?: WrittenStory;
}): Promise<boolean> {
  const { context, written } = options;
  await insertStoryOnce({
    db: context.database.db,
    id: options.id,
    userId: options.publisherId,
    childId: options.childId,
    input: options.input,
    free: false,
  });
  if (written) {
    return context.database.db.transaction(async (tx) => {
      const story = await beginGeneration({ db: tx, storyId: options.id });
      return story ? keepWrittenStory({ context, tx, story, written, lane: freeLane }) : false;
    });
  }
  const started = await startGeneration(context, options.id, async () => {}, {
    lane: freeLane,
  });
  return Boolean(started);
}

/** The book of a seeded demo story or of the user's own free one. */
export async function getDemoStoryPdf(options: {
  context: Context;
  publisherId: string;
  userId: string;
  storyId: string;
}): Promise<{ data: Buffer; fileName: string }> {
  const row = await findDemoStory({ ...options, viewerId: options.userId });
  return bookOf(options.context, row);
}
