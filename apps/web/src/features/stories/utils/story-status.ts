import { isEditableStoryStatus, type StoryStatus } from '@littlestar/shared/stories';

/** What a card's button does (product.md#stories-list): preview a complete story, edit a pending or failed one. */
export type StoryCardAction = 'preview' | 'edit' | 'generating';

export function storyCardAction(status: StoryStatus): StoryCardAction {
  if (status === 'complete') return 'preview';
  if (isEditableStoryStatus(status)) return 'edit';
  return 'generating';
}
