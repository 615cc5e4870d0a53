import type { ShareList } from '@littlestar/shared/shares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storySharesQueryKey } from './list-shares';

/** Ends a share link: from now on it opens the "no longer shared" page. */
export async function revokeShare(shareId: string): Promise<void> {
  await apiClient.delete<void>(`/shares/${encodeURIComponent(shareId)}`);
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId }: { shareId: string; storyId: string }) => revokeShare(shareId),
    onSuccess: (_result, { shareId, storyId }) => {
      queryClient.setQueryData<ShareList>(storySharesQueryKey(storyId), (list) =>
        list ? { shares: list.shares.filter((share) => share.id !== shareId) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: storySharesQueryKey(storyId) });
    },
  });
}
