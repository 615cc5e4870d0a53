import type { Child } from '@littlestar/shared/children';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childrenQueryKey } from './list-children';

export const childQueryKey = (childId: string) => [...childrenQueryKey, childId] as const;

/** One child of the signed-in user; someone else's answers 404. */
export async function getChild(childId: string): Promise<Child> {
  return apiClient.get<Child>(`/children/${encodeURIComponent(childId)}`);
}

export const childQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: childQueryKey(childId),
    queryFn: () => getChild(childId),
    // The edit page decides from the freshest training status.
    staleTime: 0,
  });

export function useChild(childId: string) {
  return useQuery(childQueryOptions(childId));
}
