import { STORY_STATUS_TEXT, type StoryStatus } from '@littlestar/shared/stories';

export type StoryBadgeColour = 'green' | 'yellow' | 'red' | 'blue';

/** product.md#story-status: green complete, yellow pending, red error, blue any other. */
export function storyBadgeColour(status: StoryStatus): StoryBadgeColour {
  if (status === 'complete') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'error') return 'red';
  return 'blue';
}

/**
 * The badge and message of a status. A status this app does not know yet (a newer server)
 * reads 'Status: {value}' (product.md#story-status), and is treated as being generated.
 */
export function storyStatusText(status: StoryStatus): { label: string; message: string } {
  return (
    (STORY_STATUS_TEXT as Partial<typeof STORY_STATUS_TEXT>)[status] ?? {
      label: status,
      message: `Status: ${status}`,
    }
  );
}
