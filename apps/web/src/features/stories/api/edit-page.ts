import type {
  KeepPictureInput,
  PageRedrawInput,
  PageTextInput,
} from '@littlestar/shared/page-edits';
import { storySchema, type Story } from '@littlestar/shared/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditsQueryKey, creditUsageQueryKey } from '@/lib/query-keys';
import { storyQueryKey } from './get-story';

/*
 * Fix a page: a page's words (`page` 1…), a picture drawn again and the choice
 * between the two (`page` 0 is the cover). Each answers the story as it now is.
 */

const pageUrl = (storyId: string, page: number) =>
  `/stories/${encodeURIComponent(storyId)}/pages/${page}`;

export const updateStoryPage = ({
  storyId,
  page,
  input,
}: {
  storyId: string;
  page: number;
  input: PageTextInput;
}) => apiClient.put<Story>(pageUrl(storyId, page), input, { schema: storySchema });

export const requestPictureRedraw = ({
  storyId,
  page,
  input,
}: {
  storyId: string;
  page: number;
  input: PageRedrawInput;
}) => apiClient.post<Story>(`${pageUrl(storyId, page)}/redraw`, input, { schema: storySchema });

export const recordPictureChoice = ({
  storyId,
  page,
  input,
}: {
  storyId: string;
  page: number;
  input: KeepPictureInput;
}) => apiClient.post<Story>(`${pageUrl(storyId, page)}/keep`, input, { schema: storySchema });

/** The answer replaces the reader's story at once: the page shows its new words or state. */
function useStoryMutation<Input>(mutationFn: (input: Input) => Promise<Story>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (story) => queryClient.setQueryData(storyQueryKey(story.id), story),
  });
}

export const useUpdateStoryPage = () => useStoryMutation(updateStoryPage);
export const useRecordPictureChoice = () => useStoryMutation(recordPictureChoice);

export function useRequestPictureRedraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPictureRedraw,
    onSuccess: (story) => queryClient.setQueryData(storyQueryKey(story.id), story),
    // A redraw past the free ones spends credits; a refused one may have met a new balance.
    onSettled: () =>
      Promise.all(
        [creditsQueryKey, creditUsageQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
