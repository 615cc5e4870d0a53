import type { Story } from '@littlestar/shared/stories';

/** product.md#stories-list, in the order of the filter row; Latest is the default. */
export const STORY_FILTERS = ['latest', 'oldest', 'complete', 'pending'] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];

export const STORY_FILTER_LABEL: Record<StoryFilter, string> = {
  latest: 'Latest',
  oldest: 'Oldest',
  complete: 'Complete',
  pending: 'Pending',
};

const createdAt = (story: Pick<Story, 'created_at'>) => Date.parse(story.created_at);

/**
 * Latest: newest first; Oldest: oldest first; Complete and Pending keep only that status,
 * newest first. Returns a new array; the cached list is never reordered in place.
 */
export function filterStories<S extends Pick<Story, 'status' | 'created_at'>>(
  stories: readonly S[],
  filter: StoryFilter,
): S[] {
  const newestFirst = [...stories].sort((a, b) => createdAt(b) - createdAt(a));
  switch (filter) {
    case 'latest':
      return newestFirst;
    case 'oldest':
      return newestFirst.reverse();
    case 'complete':
    case 'pending':
      return newestFirst.filter((story) => story.status === filter);
  }
}
