import {
  generateResponseSchema,
  type GenerateResponse,
  type Story,
} from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditsQueryKey, creditUsageQueryKey } from '@/lib/query-keys';
import { storyQueryKey } from './get-story';
import { childStoriesQueryKey, withStory } from './list-stories';

/**
 * Starts making the story and charges its credits; 402 with the reason when the balance is
 * short (nothing charged), 409 unless the story is pending or in error.
 */
export async function generateStory(storyId: string): Promise<GenerateResponse> {
  return apiClient.post<GenerateResponse>(
    `/stories/${encodeURIComponent(storyId)}/generate`,
    undefined,
    {
      schema: generateResponseSchema,
    },
  );
}

export function useGenerateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStory,
    onSuccess: ({ story }) => {
      queryClient.setQueryData(storyQueryKey(story.id), story);
      // The list opens next: it shows the story being made at once, then follows it.
      queryClient.setQueryData<Story[]>(childStoriesQueryKey(story.child_id), (stories) =>
        withStory(stories, story),
      );
      void queryClient.invalidateQueries({ queryKey: childStoriesQueryKey(story.child_id) });
    },
    // The charge changes the balance and adds a credit-usage row; a refused start may still
    // have met a balance changed elsewhere (another tab). Refresh either way.
    onSettled: () =>
      Promise.all(
        [creditsQueryKey, creditUsageQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
