import {
  createdShareSchema,
  type CreatedShare,
  type CreateShareValues,
  type ShareList,
} from '@littlestar/shared/shares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storySharesQueryKey } from './list-shares';

/**
 * Makes a share link of a complete story. The answer's `url` holds the token, which the
 * server keeps only as a hash: this is the one time it is shown. 409 for a story not complete
 * or one with too many open links.
 */
export async function createShare({
  storyId,
  input,
}: {
  storyId: string;
  input: CreateShareValues;
}): Promise<CreatedShare> {
  return apiClient.post<CreatedShare>(`/stories/${encodeURIComponent(storyId)}/shares`, input, {
    schema: createdShareSchema,
  });
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: (created) => {
      // The list shows the new link at once; the url stays out of it (a list never has one).
      const { url: _url, ...share } = created;
      queryClient.setQueryData<ShareList>(storySharesQueryKey(created.story_id), (list) =>
        list && !list.shares.some((each) => each.id === share.id)
          ? { shares: [share, ...list.shares] }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: storySharesQueryKey(created.story_id) });
    },
  });
}
