import { storySchema, isStoryInProgress, type Story } from '@littlestar/shared/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every stories query starts with this key, so one invalidation refreshes lists and details. */
export const storiesQueryKey = ['stories'] as const;
export const childStoriesQueryKey = (childId: string) =>
  [...storiesQueryKey, 'child', childId] as const;

/** A child's stories, newest first; another parent's child answers 404. */
export async function listStories(childId: string): Promise<Story[]> {
  return apiClient.get<Story[]>(`/children/${encodeURIComponent(childId)}/stories`, {
    schema: storySchema.array(),
  });
}

/** A story is made in seconds to minutes; while one is, its card shows each page come in. */
export const STORIES_POLL_MS = 1000;

export const isAnyStoryInProgress = (stories: readonly Story[] | undefined) =>
  stories?.some((story) => isStoryInProgress(story.status)) ?? false;

export const childStoriesQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: childStoriesQueryKey(childId),
    queryFn: () => listStories(childId),
    // Polls only while something is being made: an idle list asks nothing.
    refetchInterval: (query) => (isAnyStoryInProgress(query.state.data) ? STORIES_POLL_MS : false),
  });

/**
 * The cached list with `story` put in (a new one first) or replaced: the list shows what
 * was just saved or started at once, before it is fetched again.
 */
export function withStory(stories: Story[] | undefined, story: Story): Story[] | undefined {
  if (!stories) return stories;
  return stories.some((each) => each.id === story.id)
    ? stories.map((each) => (each.id === story.id ? story : each))
    : [story, ...stories];
}

export function useChildStories(childId: string) {
  return useQuery(childStoriesQueryOptions(childId));
}
