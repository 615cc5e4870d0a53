import {
  isOverPageWordLimit,
  pageEditMessages,
  pageEditTexts,
  pageWordLimitFor,
  type PageTextInput,
} from '@littlestar/shared/page-edits';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { findChildById } from '../children/service.js';
import { beginEdit } from './rebind.js';
import { findStoryPages, setPageText } from './story-rows.js';

type Context = Pick<AppContext, 'database' | 'queue'>;

/** Pages change only on a complete book: 409 while it is being made, or before. */
export function assertEditable(story: StoryRow): void {
  if (story.status === 'complete') return;
  throw story.status === 'generating' || story.status === 'generating_images'
    ? new AppError('already_generating', pageEditMessages.notComplete)
    : new AppError('story_not_complete', pageEditMessages.notComplete);
}

export const changedMeanwhile = () =>
  new AppError('changed_meanwhile', 'This story was changed meanwhile. Please try again.');

/** The words a page of this story may hold after an edit: by its child's age band. */
export async function pageWordLimitOf(db: Database, story: StoryRow): Promise<number> {
  const child = await findChildById(db, story.childId);
  return pageWordLimitFor(child?.age ?? 0);
}

/**
 * A page's new words (`page` 1…pages), saved at once and free: checked as the story's text
 * is (plain text by the shared schema, at most the words a page for the child's age holds),
 * then stored with the story's new edition and its bind queued, in one transaction.
 */
export async function changePageText(
  context: Context,
  story: StoryRow,
  page: number,
  input: PageTextInput,
): Promise<void> {
  assertEditable(story);
  const pages = await findStoryPages(context.database.db, story.id);
  const target = pages.find((row) => row.position === page - 1);
  if (!target) throw new AppError('not_found', pageEditMessages.noSuchPage);
  const limit = await pageWordLimitOf(context.database.db, story);
  if (isOverPageWordLimit(input.text, limit)) {
    throw new AppError('invalid', pageEditTexts.tooManyWords(limit));
  }
  // The same words: nothing to save, and no book to bind again.
  if (target.text === input.text) return;
  await context.database.db.transaction(async (tx) => {
    const edited = await beginEdit(context, tx, story);
    if (!edited) throw changedMeanwhile();
    await setPageText({ db: tx, storyId: story.id, position: target.position, text: input.text });
  });
}
