import type { Story } from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storyQueryKey } from './get-story';
import { childStoriesQueryKey } from './list-stories';

/** Deletes the story with its pages and pictures. */
export async function deleteStory(storyId: string): Promise<void> {
  await apiClient.delete<void>(`/stories/${encodeURIComponent(storyId)}`);
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId }: { storyId: string; childId: string }) => deleteStory(storyId),
    onSuccess: (_result, { storyId, childId }) => {
      queryClient.removeQueries({ queryKey: storyQueryKey(storyId) });
      queryClient.setQueryData<Story[]>(childStoriesQueryKey(childId), (stories) =>
        stories?.filter((story) => story.id !== storyId),
      );
      void queryClient.invalidateQueries({ queryKey: childStoriesQueryKey(childId) });
    },
  });
}
