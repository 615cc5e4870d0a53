import type { Child } from '@littlestar/shared/children';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childrenQueryKey } from '@/lib/query-keys';

/** The signed-in user's children, newest first. */
export async function listChildren(): Promise<Child[]> {
  return apiClient.get<Child[]>('/children');
}

/** Training finishes on the server; while any child is on its way the list polls. */
export const CHILDREN_POLL_MS = 3000;

export const isChildInTraining = (child: Child) =>
  child.training_status === 'queued' || child.training_status === 'training';

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: childrenQueryKey,
    queryFn: listChildren,
    refetchInterval: (query) =>
      query.state.data?.some(isChildInTraining) ? CHILDREN_POLL_MS : false,
  });

export function useChildren() {
  return useQuery(childrenQueryOptions());
}
