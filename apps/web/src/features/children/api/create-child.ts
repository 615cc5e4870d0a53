import type { Child, ChildInput } from '@littlestar/shared/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsQueryKey } from '@/lib/query-keys';
import { apiClient } from '@/lib/api-client';
import { childQueryKey } from './get-child';
import { childrenQueryKey } from './list-children';

/** Creates a child profile; spends a credit (402 with the reason when the balance is short). */
export async function createChild(input: ChildInput): Promise<Child> {
  return apiClient.post<Child>('/children', input);
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      void queryClient.invalidateQueries({ queryKey: childrenQueryKey, exact: true });
    },
    // A refused create may still have changed the balance (another tab); refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditsQueryKey }),
  });
}
