import { inArray } from 'drizzle-orm';
import { shareMessages, type SharedBook } from '@littlestar/shared/shares';
import { stories } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { bookOf, findOwnStory, type Context } from './story-access.js';
import { findStoryPages, findStoryRow } from './story-rows.js';
import { toStoryResponse } from './story-response.js';

/*
 * What the shares module may know of a story: whether its owner can share it, its title for
 * the owner's list of links, and the book itself for a link's reader. A link's reader sees a
 * complete story's pages only; a story that is not complete (or no longer exists) is no book.
 */

/** The user's complete story, to be shared: 404 when not theirs, 409 when not complete. */
export async function findShareableStory(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<{ id: string; title: string }> {
  const row = await findOwnStory(options.context, options.userId, options.storyId);
  if (row.status !== 'complete')
    throw new AppError('story_not_complete', shareMessages.notComplete);
  return { id: row.id, title: row.title };
}

/** The titles of these stories, by id (a deleted story is simply absent). */
export async function storyTitles(options: {
  context: Context;
  storyIds: string[];
}): Promise<Map<string, string>> {
  if (options.storyIds.length === 0) return new Map();
  const rows = await options.context.database.db
    .select({ id: stories.id, title: stories.title })
    .from(stories)
    .where(inArray(stories.id, options.storyIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * A complete story's title, cover and pages with signed picture URLs, as a link shows them;
 * undefined when the story is gone or not complete. The current edition: a page the owner
 * fixed is what the link shows next time it is opened.
 */
export async function getSharedBook(options: {
  context: Context;
  storyId: string;
}): Promise<Omit<SharedBook, 'allow_pdf'> | undefined> {
  const { context } = options;
  const row = await findStoryRow(context.database.db, options.storyId);
  if (row?.status !== 'complete') return undefined;
  const story = await toStoryResponse(
    context,
    row,
    await findStoryPages(context.database.db, row.id),
    [],
  );
  return {
    title: story.title,
    cover_url: story.cover_url,
    pages: story.pages.map((page) => ({ id: page.id, text: page.text, image_url: page.image_url })),
  };
}

/** A complete story's PDF for a link's reader; undefined when the story is gone or not complete. */
export async function getSharedBookPdf(options: {
  context: Context;
  storyId: string;
}): Promise<{ data: Buffer; fileName: string } | undefined> {
  const row = await findStoryRow(options.context.database.db, options.storyId);
  if (row?.status !== 'complete') return undefined;
  return bookOf(options.context, row);
}
