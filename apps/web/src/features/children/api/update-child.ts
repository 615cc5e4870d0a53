import { childSchema, type Child, type ChildInput } from '@littlestar/shared/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childQueryKey, childrenQueryKey } from '@/lib/query-keys';

/** Name, age and pronouns; 409 once training has started (only not_started or failed). */
export async function updateChild({
  childId,
  input,
}: {
  childId: string;
  input: ChildInput;
}): Promise<Child> {
  return apiClient.put<Child>(`/children/${encodeURIComponent(childId)}`, input, {
    schema: childSchema,
  });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChild,
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      void queryClient.invalidateQueries({ queryKey: childrenQueryKey, exact: true });
    },
  });
}
