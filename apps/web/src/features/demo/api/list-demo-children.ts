import type { DemoChild } from '@littlestar/shared/demo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every demo query starts with this key: logging in or out refreshes them all. */
export const demoQueryKey = ['demo'] as const;
export const demoChildrenQueryKey = [...demoQueryKey, 'children'] as const;

/** The demo children (public). */
export async function listDemoChildren(): Promise<DemoChild[]> {
  return apiClient.get<DemoChild[]>('/demo/children', {
    // Loaded only where answers are checked: the shelf goes live without zod.
    schema: async () => (await import('@littlestar/shared/demo')).demoChildSchema.array(),
  });
}

export const demoChildrenQueryOptions = () =>
  queryOptions({ queryKey: demoChildrenQueryKey, queryFn: listDemoChildren });

export function useDemoChildren() {
  return useQuery(demoChildrenQueryOptions());
}
