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

type Context = Pick<AppContext, 'database' | 'queue' | 'moderation' | 'log'>;

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
 * The parent's words are printed in a book under our name: they pass the content check a
 * story idea passes (the word list, then the service when there is one), last, after every
 * free refusal. When the check cannot run nothing is saved (503).
 */
async function checkPageText(context: Context, story: StoryRow, text: string): Promise<void> {
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea([{ label: 'page', text }]);
  } catch (error) {
    context.log.warn(
      {
        storyId: story.id,
        error: error instanceof Error ? error.name : 'unknown',
        status: (error as { status?: unknown } | null)?.status,
      },
      "a page's words could not be checked",
    );
    throw new AppError('unavailable', pageEditMessages.textCheckUnavailable);
  }
  if (!verdict.flagged) return;
  // The service's categories only: never the words themselves.
  context.log.info({ storyId: story.id, reasons: verdict.reasons }, "a page's words refused");
  throw new AppError('text_refused', pageEditMessages.textRefused);
}

/**
 * A page's new words (`page` 1…pages), saved at once and free: checked as the story's text
 * is (plain text by the shared schema, at most the words a page for the child's age holds,
 * the content check), then stored with the story's new edition and its bind queued, in one transaction.
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
  await checkPageText(context, story, input.text);
  await context.database.db.transaction(async (tx) => {
    const edited = await beginEdit(context, tx, story);
    if (!edited) throw changedMeanwhile();
    await setPageText({ db: tx, storyId: story.id, position: target.position, text: input.text });
  });
}
