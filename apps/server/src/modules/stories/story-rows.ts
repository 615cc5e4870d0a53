import { defaultStoryLanguage } from '@littlestar/shared/languages';
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PictureJudgement, StoryInput, StoryStatus } from '@littlestar/shared/stories';
import type { WrittenStory } from '@littlestar/shared/story';
import type { Database } from '../../db/database.js';
import {
  stories,
  storyPages,
  storyUsage,
  type StoryPageRow,
  type StoryRow,
} from '../../db/stories-schema.js';
import type { ProviderUsage } from '../../providers/usage.js';
import { storyStatusesBefore } from './story-transitions.js';

/*
 * Every write to `stories` and `story_pages`. Status moves are conditional UPDATEs from the
 * statuses `story-transitions.ts` allows, and pipeline writes also match the generation they
 * belong to: a late job of an earlier attempt finds no row and changes nothing. `db` may be
 * a transaction, so a move commits together with the job or the ledger entry that goes with it.
 */

const from = (to: StoryStatus) => inArray(stories.status, storyStatusesBefore(to));
const ofGeneration = (storyId: string, generation: number) =>
  and(eq(stories.id, storyId), eq(stories.generation, generation));

export async function insertStory(options: {
  db: Database;
  userId: string;
  childId: string;
  input: StoryInput;
}): Promise<StoryRow> {
  const [row] = await options.db.insert(stories).values(storyValues(options)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A story that may exist already: a user's free story on a demo child (at most one, by a
 * unique index) or a seeded demo story (by its fixed id). Undefined when it was there before.
 */
export async function insertStoryOnce(options: {
  db: Database;
  id?: string;
  userId: string;
  childId: string;
  input: StoryInput;
  free: boolean;
}): Promise<StoryRow | undefined> {
  const [row] = await options.db
    .insert(stories)
    .values({
      ...storyValues(options),
      ...(options.id ? { id: options.id } : {}),
      free: options.free,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

function storyValues(options: { userId: string; childId: string; input: StoryInput }) {
  const { input } = options;
  return {
    userId: options.userId,
    childId: options.childId,
    title: input.title,
    theme: input.theme,
    setting: input.setting,
    conflict: input.conflict ?? null,
    moral: input.moral ?? null,
    cast: input.cast ?? [],
    language: input.language ?? defaultStoryLanguage(),
  };
}

/** New details, only while the story may be edited; undefined when it may not (any more). */
export async function updateStoryDetails(options: {
  db: Database;
  storyId: string;
  input: StoryInput;
}): Promise<StoryRow | undefined> {
  const { input } = options;
  const [row] = await options.db
    .update(stories)
    .set({
      title: input.title,
      theme: input.theme,
      setting: input.setting,
      conflict: input.conflict ?? null,
      moral: input.moral ?? null,
      // Absent, the cast stays as it was (a client that does not know it changes nothing).
      ...(input.cast ? { cast: input.cast } : {}),
      ...(input.language ? { language: input.language } : {}),
      // New details deserve new tries.
      failedGenerations: 0,
      updatedAt: new Date(),
    })
    .where(and(eq(stories.id, options.storyId), from('generating')))
    .returning();
  return row;
}

/**
 * The parent confirmed: a new generation begins with writing. Undefined if not allowed now:
 * its status does not allow it, or (with `maxFailedGenerations`) it failed that often already.
 */
export async function beginGeneration(options: {
  db: Database;
  storyId: string;
  maxFailedGenerations?: number;
}): Promise<StoryRow | undefined> {
  const [row] = await options.db
    .update(stories)
    .set({
      status: 'generating',
      stage: 'writing',
      generation: sql`${stories.generation} + 1`,
      // A new generation is a new book: its edits start again.
      edition: 0,
      bookEdition: 0,
      coverBrief: null,
      coverKey: null,
      coverLikeness: null,
      coverPictureMark: null,
      judgeRedraws: 0,
      failure: null,
      resumes: 0,
      completedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stories.id, options.storyId),
        from('generating'),
        options.maxFailedGenerations === undefined
          ? undefined
          : lt(stories.failedGenerations, options.maxFailedGenerations),
      ),
    )
    .returning();
  return row;
}

/**
 * The story is written: its pages replace any of an earlier attempt and the pictures are next.
 * Undefined when this generation is no longer being written (a duplicate job).
 */
export async function recordWrittenStory(options: {
  db: Database;
  storyId: string;
  generation: number;
  written: WrittenStory;
}): Promise<{ story: StoryRow; pages: StoryPageRow[] } | undefined> {
  const { db, written } = options;
  const [story] = await db
    .update(stories)
    .set({
      status: 'generating_images',
      stage: 'illustrating',
      coverBrief: written.cover.brief,
      updatedAt: new Date(),
    })
    .where(and(ofGeneration(options.storyId, options.generation), from('generating_images')))
    .returning();
  if (!story) return undefined;
  await db.delete(storyPages).where(eq(storyPages.storyId, story.id));
  const pages = await db
    .insert(storyPages)
    .values(
      written.pages.map((page, position) => ({
        storyId: story.id,
        position,
        text: page.text,
        brief: page.brief,
      })),
    )
    .returning();
  return { story, pages: pages.sort((a, b) => a.position - b.position) };
}

/**
 * A picture is stored. The story row is locked first, so of two pictures finishing at once
 * exactly one sees the last one missing go: `allDrawn` is true for that one call only.
 * `accepted` is false when this generation is no longer illustrating (the picture is stale).
 */
export async function recordPicture(options: {
  db: Database;
  storyId: string;
  generation: number;
  /** 0-based page, or -1 for the cover. */
  page: number;
  key: string;
  /** The picture judge's look at it; null for a picture the judge does not see. */
  judged?: PictureJudgement | null;
}): Promise<{ accepted: boolean; allDrawn: boolean; replacedKey: string | null }> {
  const likeness = options.judged?.likeness ?? null;
  const mark = options.judged?.mark ?? null;
  return options.db.transaction(async (tx) => {
    const [story] = await tx
      .select()
      .from(stories)
      .where(
        and(
          ofGeneration(options.storyId, options.generation),
          eq(stories.status, 'generating_images'),
        ),
      )
      .for('update');
    if (!story) return { accepted: false, allDrawn: false, replacedKey: null };
    let replacedKey: string | null;
    if (options.page < 0) {
      replacedKey = story.coverKey;
      await tx
        .update(stories)
        .set({ coverKey: options.key, coverLikeness: likeness, coverPictureMark: mark })
        .where(eq(stories.id, story.id));
    } else {
      const [page] = await tx
        .select({ imageKey: storyPages.imageKey })
        .from(storyPages)
        .where(and(eq(storyPages.storyId, story.id), eq(storyPages.position, options.page)));
      if (!page) return { accepted: false, allDrawn: false, replacedKey: null };
      replacedKey = page.imageKey;
      await tx
        .update(storyPages)
        .set({ imageKey: options.key, likeness, pictureMark: mark })
        .where(and(eq(storyPages.storyId, story.id), eq(storyPages.position, options.page)));
    }
    const [missing] = await tx
      .select({ count: count() })
      .from(storyPages)
      .where(and(eq(storyPages.storyId, story.id), isNull(storyPages.imageKey)));
    const coverMissing = options.page < 0 ? false : story.coverKey === null;
    const allDrawn = (missing?.count ?? 0) === 0 && !coverMissing && story.stage !== 'binding';
    await tx
      .update(stories)
      .set({ updatedAt: new Date(), ...(allDrawn ? { stage: 'binding' as const } : {}) })
      .where(eq(stories.id, story.id));
    return {
      accepted: true,
      allDrawn,
      replacedKey: replacedKey && replacedKey !== options.key ? replacedKey : null,
    };
  });
}

/** Every picture is in: the story is complete. Only the call that moves it gets the row. */
export async function completeStoryRow(options: {
  db: Database;
  storyId: string;
  generation: number;
}): Promise<StoryRow | undefined> {
  const now = new Date();
  const [row] = await options.db
    .update(stories)
    .set({ status: 'complete', stage: null, completedAt: now, updatedAt: now })
    .where(and(ofGeneration(options.storyId, options.generation), from('complete')))
    .returning();
  return row;
}

/** A step ran out of retries (or the sweep gave up): only the call that moves it gets the row. */
export async function failStoryRow(options: {
  db: Database;
  storyId: string;
  generation: number;
  failure: string;
}): Promise<StoryRow | undefined> {
  const [row] = await options.db
    .update(stories)
    .set({
      status: 'error',
      stage: null,
      failure: options.failure.slice(0, 1000),
      failedGenerations: sql`${stories.failedGenerations} + 1`,
      updatedAt: new Date(),
    })
    .where(and(ofGeneration(options.storyId, options.generation), from('error')))
    .returning();
  return row;
}

/** The sweep restarted a stuck generation's missing steps: it gets another full wait. */
export async function markResumed(options: {
  db: Database;
  storyId: string;
  generation: number;
}): Promise<void> {
  await options.db
    .update(stories)
    .set({ resumes: sql`${stories.resumes} + 1`, updatedAt: new Date() })
    .where(ofGeneration(options.storyId, options.generation));
}

export async function findStoryRow(db: Database, storyId: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  return row;
}

export async function findStoryPages(db: Database, storyId: string): Promise<StoryPageRow[]> {
  return db
    .select()
    .from(storyPages)
    .where(eq(storyPages.storyId, storyId))
    .orderBy(asc(storyPages.position));
}

/**
 * Stores what one step cost at the AI providers. Nothing is stored when the step cost nothing
 * (the offline engine) or the story is gone (deleted while it was being made).
 */
export async function recordUsage(options: {
  db: Database;
  storyId: string;
  generation: number;
  step: string;
  usage: ProviderUsage[];
}): Promise<void> {
  if (options.usage.length === 0) return;
  const [story] = await options.db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.id, options.storyId));
  if (!story) return;
  await options.db.insert(storyUsage).values(
    options.usage.map((usage) => ({
      storyId: options.storyId,
      generation: options.generation,
      step: options.step,
      provider: usage.provider,
      model: usage.model,
      calls: usage.calls,
      inputTokens: usage.inputTokens ?? null,
      outputTokens: usage.outputTokens ?? null,
      pictures: usage.pictures,
      seconds: usage.seconds,
    })),
  );
}

/** Whether a step of a story's generation has recorded what it cost (so it ran, paid). */
export async function hasRecordedUsage(options: {
  db: Database;
  storyId: string;
  generation: number;
  step: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: storyUsage.id })
    .from(storyUsage)
    .where(
      and(
        eq(storyUsage.storyId, options.storyId),
        eq(storyUsage.generation, options.generation),
        eq(storyUsage.step, options.step),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A change to a complete book (a page's words, a picture kept): its edition moves on, in the
 * caller's transaction, with the row locked until it commits. Undefined when the story is
 * no longer complete at this generation (deleted, or changed meanwhile).
 */
export async function markEdited(options: {
  db: Database;
  storyId: string;
  generation: number;
}): Promise<StoryRow | undefined> {
  const [row] = await options.db
    .update(stories)
    .set({ edition: sql`${stories.edition} + 1`, updatedAt: new Date() })
    .where(and(ofGeneration(options.storyId, options.generation), eq(stories.status, 'complete')))
    .returning();
  return row;
}

/** A page's new words (0-based position), in the transaction that marked the story edited. */
export async function setPageText(options: {
  db: Database;
  storyId: string;
  position: number;
  text: string;
}): Promise<void> {
  await options.db
    .update(storyPages)
    .set({ text: options.text })
    .where(and(eq(storyPages.storyId, options.storyId), eq(storyPages.position, options.position)));
}

/**
 * A picture the parent kept: page 0 is the cover, 1… the pages. Returns the key it replaced,
 * for the caller to delete once the change has committed.
 */
export async function setPicture(options: {
  db: Database;
  storyId: string;
  page: number;
  key: string;
}): Promise<string | null> {
  const { db, storyId, key } = options;
  if (options.page === 0) {
    const [before] = await db
      .select({ key: stories.coverKey })
      .from(stories)
      .where(eq(stories.id, storyId));
    // The parent chose this picture: the judge's look at the one before says nothing of it.
    await db
      .update(stories)
      .set({ coverKey: key, coverLikeness: null, coverPictureMark: null })
      .where(eq(stories.id, storyId));
    return before?.key ?? null;
  }
  const atPage = and(eq(storyPages.storyId, storyId), eq(storyPages.position, options.page - 1));
  const [before] = await db.select({ key: storyPages.imageKey }).from(storyPages).where(atPage);
  await db
    .update(storyPages)
    .set({ imageKey: key, likeness: null, pictureMark: null })
    .where(atPage);
  return before?.key ?? null;
}

/**
 * The stored book is now of `edition`: undefined when the story has moved on from it (the
 * book just rendered is stale), else the edition whose book it replaces (null: the same).
 */
export async function recordBookEdition(options: {
  db: Database;
  storyId: string;
  generation: number;
  edition: number;
}): Promise<number | null | undefined> {
  return options.db.transaction(async (tx) => {
    const [story] = await tx
      .select()
      .from(stories)
      .where(
        and(
          ofGeneration(options.storyId, options.generation),
          eq(stories.edition, options.edition),
          eq(stories.status, 'complete'),
        ),
      )
      .for('update');
    if (!story) return undefined;
    if (story.bookEdition === options.edition) return null;
    await tx
      .update(stories)
      .set({ bookEdition: options.edition })
      .where(eq(stories.id, options.storyId));
    return story.bookEdition;
  });
}

/**
 * Takes one of the book's picture-judge redraws (PICTURE_REDRAWS_PER_BOOK a generation), in
 * one statement, so pictures judged at once never take more than the budget between them.
 */
export async function takeJudgeRedraw(options: {
  db: Database;
  storyId: string;
  generation: number;
  limit: number;
}): Promise<boolean> {
  const taken = await options.db
    .update(stories)
    .set({ judgeRedraws: sql`${stories.judgeRedraws} + 1` })
    .where(
      and(
        ofGeneration(options.storyId, options.generation),
        lt(stories.judgeRedraws, options.limit),
      ),
    )
    .returning({ id: stories.id });
  return taken.length > 0;
}
