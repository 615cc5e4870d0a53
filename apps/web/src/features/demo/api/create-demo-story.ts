import { demoStorySchema, type DemoStory } from '@littlestar/shared/demo';
import type { StoryInput } from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { demoChildStoriesQueryKey, withDemoStory } from './list-demo-stories';

/**
 * Saves the visitor's free story on a demo child (pending, nothing charged). Asking again
 * while it is pending or failed returns the same story; once it has been made, 409 with the
 * server's reason.
 */
export async function createDemoStory({
  childId,
  input,
}: {
  childId: string;
  input: StoryInput;
}): Promise<DemoStory> {
  return apiClient.post<DemoStory>(`/demo/children/${encodeURIComponent(childId)}/stories`, input, {
    schema: demoStorySchema,
  });
}

export function useCreateDemoStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoStory,
    onSuccess: (story) => {
      queryClient.setQueryData<DemoStory[]>(demoChildStoriesQueryKey(story.child_id), (stories) =>
        withDemoStory(stories, story),
      );
    },
  });
}
