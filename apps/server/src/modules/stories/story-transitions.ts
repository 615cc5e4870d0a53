import type { StoryStatus } from '@littlestar/shared/stories';

/**
 * Every move a story's status may make (product.md#story-status). The stories module owns the
 * story's row: the pipeline asks for a move through the functions in `story-rows.ts`, each of
 * which writes only from a status this table allows, in one conditional UPDATE, so of two
 * racing moves exactly one wins.
 */
export const STORY_TRANSITIONS: Readonly<Record<StoryStatus, readonly StoryStatus[]>> = {
  // The parent confirms: credits are spent and the writing job is queued.
  pending: ['generating'],
  // A failed story can be edited and generated again (charged again; the failure was refunded).
  error: ['generating'],
  // Written: the pictures are drawn next. Or the writing failed for good.
  generating: ['generating_images', 'error'],
  // Every picture is in and the book is bound. Or a picture failed for good.
  generating_images: ['complete', 'error'],
  // A finished story stays finished.
  complete: [],
};

export const canMoveStory = (from: StoryStatus, to: StoryStatus): boolean =>
  STORY_TRANSITIONS[from].includes(to);

/** The statuses a story may move to `to` from. */
export const storyStatusesBefore = (to: StoryStatus): StoryStatus[] =>
  (Object.keys(STORY_TRANSITIONS) as StoryStatus[]).filter((from) => canMoveStory(from, to));
