import type { CreditsResponse } from '@littlestar/shared/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditsQueryKey } from '@/lib/query-keys';

/**
 * The balance is read by the header's Credits badge, /credit-usage (credits) and
 * /transactions (payments); one query in lib serves them all, as plans-query does.
 */

/** The signed-in user's credit balance (product.md#credit-rules). */
export async function getCredits(): Promise<CreditsResponse> {
  return apiClient.get<CreditsResponse>('/payments/credits', {
    // Loaded only where answers are checked: the header's first load stays without zod.
    schema: async () => (await import('@littlestar/shared/credits')).creditsResponseSchema,
  });
}

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsQueryKey,
    queryFn: getCredits,
  });

/** While unknown or failed the balance shows '...' (product.md#credits-badge: the count stays unknown). */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions(), enabled });
}
