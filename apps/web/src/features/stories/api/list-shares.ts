import { shareListSchema, type ShareList } from '@littlestar/shared/shares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every share-link query starts with this key, so one invalidation refreshes them all. */
export const sharesQueryKey = ['shares'] as const;
export const storySharesQueryKey = (storyId: string) =>
  [...sharesQueryKey, 'story', storyId] as const;

/** The open links of one of the parent's stories, newest first (never their tokens). */
export async function listStoryShares(storyId: string): Promise<ShareList> {
  return apiClient.get<ShareList>(`/shares?story_id=${encodeURIComponent(storyId)}`, {
    schema: shareListSchema,
  });
}

export const storySharesQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: storySharesQueryKey(storyId),
    queryFn: () => listStoryShares(storyId),
    // A link's view count moves while the dialog is closed: ask again each time it opens.
    staleTime: 0,
  });

export function useStoryShares(storyId: string) {
  return useQuery(storySharesQueryOptions(storyId));
}
