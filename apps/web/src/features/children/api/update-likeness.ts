import { childSchema, type Child } from '@littlestar/shared/children';
import type { LikenessInput } from '@littlestar/shared/likeness';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { childQueryKey, childrenQueryKey } from '@/lib/query-keys';

/** Any of the likeness fields; 409 while the child is queued or training. */
export async function updateLikeness({
  childId,
  changes,
}: {
  childId: string;
  changes: LikenessInput;
}): Promise<Child> {
  return apiRequest<Child>(`/children/${encodeURIComponent(childId)}/likeness`, {
    method: 'PATCH',
    json: changes,
    schema: childSchema,
  });
}

export function useUpdateLikeness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLikeness,
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      queryClient.setQueryData<Child[]>(childrenQueryKey, (children) =>
        children?.map((candidate) => (candidate.id === child.id ? child : candidate)),
      );
    },
  });
}
