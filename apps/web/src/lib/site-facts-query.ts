import type { SiteFacts } from '@littlestar/shared/site-facts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** How this server keeps photos and which parts use AI services (the FAQ, the timing texts). */
async function getSiteFacts(): Promise<SiteFacts> {
  return apiClient.get<SiteFacts>('/site-facts', {
    // Loaded only where answers are checked: the public pages that ask stay without zod,
    // whose code took a phone's main thread for some 50 ms to load.
    schema: async () => (await import('@littlestar/shared/site-facts')).siteFactsSchema,
  });
}

const siteFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-facts'],
    queryFn: getSiteFacts,
    // Server configuration: it changes only with a restart.
    staleTime: 60 * 60_000,
  });

/** The facts, or undefined while they load (and in the prerendered page). */
export function useSiteFacts(): SiteFacts | undefined {
  return useQuery(siteFactsQueryOptions()).data;
}
