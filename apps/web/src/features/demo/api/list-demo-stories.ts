import { demoStorySchema, type DemoStory } from '@littlestar/shared/demo';
import { isStoryInProgress } from '@littlestar/shared/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { demoQueryKey } from './list-demo-children';

export const demoStoriesQueryKey = [...demoQueryKey, 'stories'] as const;
export const demoChildStoriesQueryKey = (childId: string) =>
  [...demoStoriesQueryKey, 'child', childId] as const;

/**
 * A demo child's shelf: the seeded stories, plus the signed-in visitor's own free one (the
 * session cookie goes along, so a signed-in visitor sees theirs).
 */
export async function listDemoStories(childId: string): Promise<DemoStory[]> {
  return apiClient.get<DemoStory[]>(`/demo/children/${encodeURIComponent(childId)}/stories`, {
    schema: demoStorySchema.array(),
  });
}

/** As on the parent's own list: every second while the free story is being made. */
export const DEMO_STORIES_POLL_MS = 1000;

export const isAnyDemoStoryInProgress = (stories: readonly DemoStory[] | undefined) =>
  stories?.some((story) => isStoryInProgress(story.status)) ?? false;

export const demoChildStoriesQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: demoChildStoriesQueryKey(childId),
    queryFn: () => listDemoStories(childId),
    refetchInterval: (query) =>
      isAnyDemoStoryInProgress(query.state.data) ? DEMO_STORIES_POLL_MS : false,
  });

/** The cached shelf with `story` put in (a new one first) or replaced. */
export function withDemoStory(
  stories: DemoStory[] | undefined,
  story: DemoStory,
): DemoStory[] | undefined {
  if (!stories) return stories;
  return stories.some((each) => each.id === story.id)
    ? stories.map((each) => (each.id === story.id ? story : each))
    : [story, ...stories];
}

export function useDemoChildStories(childId: string) {
  return useQuery(demoChildStoriesQueryOptions(childId));
}
