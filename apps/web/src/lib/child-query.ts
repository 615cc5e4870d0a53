import { childSchema, type Child } from '@littlestar/shared/children';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childQueryKey } from '@/lib/query-keys';

/**
 * One child's details are read by the children feature (the edit page) and by stories (the
 * heading 'Stories for {name}'); one query in lib serves both, as credits-query does.
 */

/** One child of the signed-in user; someone else's answers 404. */
export async function getChild(childId: string): Promise<Child> {
  return apiClient.get<Child>(`/children/${encodeURIComponent(childId)}`, { schema: childSchema });
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
