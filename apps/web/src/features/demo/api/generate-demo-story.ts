import { demoStorySchema, type DemoStory } from '@littlestar/shared/demo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { demoStoryQueryKey } from './get-demo-story';
import { demoChildStoriesQueryKey, withDemoStory } from './list-demo-stories';

/** The answer of `POST /api/demo/stories/{id}/generate` (the server's route declares the same). */
const generatedDemoStorySchema = z.object({ success: z.literal(true), story: demoStorySchema });

/** Makes the free story (no credits); 409 once it has been made, 429 when rate-limited. */
export async function generateDemoStory(
  storyId: string,
): Promise<{ success: true; story: DemoStory }> {
  return apiClient.post(`/demo/stories/${encodeURIComponent(storyId)}/generate`, undefined, {
    schema: generatedDemoStorySchema,
  });
}

export function useGenerateDemoStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDemoStory,
    onSuccess: ({ story }) => {
      queryClient.setQueryData(demoStoryQueryKey(story.id), story);
      // The shelf opens next: it shows the story being made at once, then follows it.
      queryClient.setQueryData<DemoStory[]>(demoChildStoriesQueryKey(story.child_id), (stories) =>
        withDemoStory(stories, story),
      );
      void queryClient.invalidateQueries({ queryKey: demoChildStoriesQueryKey(story.child_id) });
    },
  });
}
