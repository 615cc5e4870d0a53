import { demoChildSchema, type DemoChild } from '@littlestar/shared/demo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { demoChildrenQueryKey } from './list-demo-children';

export const demoChildQueryKey = (childId: string) => [...demoChildrenQueryKey, childId] as const;

/** One demo child (public); an unknown id answers 404. */
export async function getDemoChild(childId: string): Promise<DemoChild> {
  return apiClient.get<DemoChild>(`/demo/children/${encodeURIComponent(childId)}`, {
    schema: demoChildSchema,
  });
}

export const demoChildQueryOptions = (childId: string) =>
  queryOptions({ queryKey: demoChildQueryKey(childId), queryFn: () => getDemoChild(childId) });

export function useDemoChild(childId: string | undefined) {
  return useQuery({ ...demoChildQueryOptions(childId ?? ''), enabled: Boolean(childId) });
}
