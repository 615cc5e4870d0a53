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

export function useStory(storyId: string) {
  return useQuery(storyQueryOptions(storyId));
}
