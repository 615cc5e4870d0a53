import type { SiteFacts } from '@littlestar/shared/site-facts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** How this server keeps photos and which parts use AI services (the FAQ, the timing texts). */
async function getSiteFacts(): Promise<SiteFacts> {
  // The schema (and zod) load with the answer, not with the landing page that asks.
  const [{ siteFactsSchema }, facts] = await Promise.all([
    import('@littlestar/shared/site-facts'),
    apiClient.get<unknown>('/site-facts'),
  ]);
  return siteFactsSchema.parse(facts);
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
