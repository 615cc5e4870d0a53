import { storySchema, type Story } from '@littlestar/shared/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storiesQueryKey } from './list-stories';

export const storyQueryKey = (storyId: string) => [...storiesQueryKey, 'detail', storyId] as const;

/** One story of the signed-in user's children; anyone else's answers 404. */
export async function getStory(storyId: string): Promise<Story> {
  return apiClient.get<Story>(`/stories/${encodeURIComponent(storyId)}`, { schema: storySchema });
}

export const storyQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: storyQueryKey(storyId),
    queryFn: () => getStory(storyId),
    // The edit page decides from the freshest status (product.md#edit-story).
    staleTime: 0,
  });

/** How often the reader looks again while a picture of the story is being drawn again. */
const REDRAW_POLL_MS = 2000;

const isDrawingAgain = (story: Story | undefined) =>
  Boolean(
    story &&
    (story.cover_redraw?.status === 'drawing' ||
      story.pages.some((page) => page.redraw?.status === 'drawing')),
  );

export function useStory(storyId: string) {
  return useQuery({
    ...storyQueryOptions(storyId),
    refetchInterval: (query) => (isDrawingAgain(query.state.data) ? REDRAW_POLL_MS : false),
  });
}
