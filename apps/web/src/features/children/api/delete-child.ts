import type { Child } from '@littlestar/shared/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childQueryKey, childrenQueryKey } from '@/lib/query-keys';

/** Deletes the child with its photos, stories and illustrations. */
export async function deleteChild(childId: string): Promise<void> {
  await apiClient.delete<void>(`/children/${encodeURIComponent(childId)}`);
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_result, childId) => {
      queryClient.removeQueries({ queryKey: childQueryKey(childId) });
      queryClient.setQueryData<Child[]>(childrenQueryKey, (children) =>
        children?.filter((child) => child.id !== childId),
      );
      void queryClient.invalidateQueries({ queryKey: childrenQueryKey, exact: true });
    },
  });
}
