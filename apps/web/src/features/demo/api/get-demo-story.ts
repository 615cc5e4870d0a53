import { demoStorySchema, type DemoStory } from '@littlestar/shared/demo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { demoStoriesQueryKey } from './list-demo-stories';

export const demoStoryQueryKey = (storyId: string) =>
  [...demoStoriesQueryKey, 'detail', storyId] as const;

/** A seeded demo story, or the visitor's own free one; anyone else's free story answers 404. */
export async function getDemoStory(storyId: string): Promise<DemoStory> {
  return apiClient.get<DemoStory>(`/demo/stories/${encodeURIComponent(storyId)}`, {
    schema: demoStorySchema,
  });
}

export const demoStoryQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: demoStoryQueryKey(storyId),
    queryFn: () => getDemoStory(storyId),
    staleTime: 0,
  });

export function useDemoStory(storyId: string) {
  return useQuery(demoStoryQueryOptions(storyId));
}
