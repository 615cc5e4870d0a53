import { storySchema, type Story, type StoryInput } from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storyQueryKey } from './get-story';
import { childStoriesQueryKey, withStory } from './list-stories';

/** Title, theme, setting, conflict, moral; 409 unless the story is pending or in error. */
export async function updateStory({
  storyId,
  input,
}: {
  storyId: string;
  input: StoryInput;
}): Promise<Story> {
  return apiClient.put<Story>(`/stories/${encodeURIComponent(storyId)}`, input, {
    schema: storySchema,
  });
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storyQueryKey(story.id), story);
      queryClient.setQueryData<Story[]>(childStoriesQueryKey(story.child_id), (stories) =>
        withStory(stories, story),
      );
      void queryClient.invalidateQueries({ queryKey: childStoriesQueryKey(story.child_id) });
    },
  });
}
