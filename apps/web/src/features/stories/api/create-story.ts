import { storySchema, type Story, type StoryInput } from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storyQueryKey } from './get-story';
import { childStoriesQueryKey, withStory } from './list-stories';

/** Saves a new story as pending (nothing is charged yet); 409 while the child is not ready. */
export async function createStory({
  childId,
  input,
}: {
  childId: string;
  input: StoryInput;
}): Promise<Story> {
  return apiClient.post<Story>(`/children/${encodeURIComponent(childId)}/stories`, input, {
    schema: storySchema,
  });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storyQueryKey(story.id), story);
      queryClient.setQueryData<Story[]>(childStoriesQueryKey(story.child_id), (stories) =>
        withStory(stories, story),
      );
      void queryClient.invalidateQueries({ queryKey: childStoriesQueryKey(story.child_id) });
    },
  });
}
