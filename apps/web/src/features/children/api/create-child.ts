import { childSchema, type Child, type ChildInput } from '@littlestar/shared/children';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  childQueryKey,
  childrenQueryKey,
  creditsQueryKey,
  creditUsageQueryKey,
} from '@/lib/query-keys';

/** Creates a child profile; spends a credit (402 with the reason when the balance is short). */
export async function createChild(input: ChildInput): Promise<Child> {
  return apiClient.post<Child>('/children', input, { schema: childSchema });
}

async function refreshCreditQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [creditsQueryKey, creditUsageQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      void queryClient.invalidateQueries({ queryKey: childrenQueryKey, exact: true });
    },
    // The charge changes the balance and adds a credit-usage row. A refused create may still
    // have changed them (another tab); refresh either way.
    onSettled: () => refreshCreditQueries(queryClient),
  });
}
