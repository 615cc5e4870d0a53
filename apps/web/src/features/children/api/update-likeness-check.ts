import { childSchema, type Child, type LikenessCheckInput } from '@littlestar/shared/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { childQueryKey, childrenQueryKey } from '@/lib/query-keys';

/**
 * Turns the child's likeness check off (the server deletes the face measurements) or on (it
 * measures the kept photos again; 409 when they are gone).
 */
export async function updateLikenessCheck({
  childId,
  input,
}: {
  childId: string;
  input: LikenessCheckInput;
}): Promise<Child> {
  return apiRequest<Child>(`/children/${encodeURIComponent(childId)}/likeness-check`, {
    method: 'PUT',
    json: input,
    schema: childSchema,
  });
}

export function useUpdateLikenessCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLikenessCheck,
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      queryClient.setQueryData<Child[]>(childrenQueryKey, (children) =>
        children?.map((candidate) => (candidate.id === child.id ? child : candidate)),
      );
    },
  });
}
