import type { Plan } from '@littlestar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The landing page's pricing and /add-credits both read the plans; one query serves both. */
export const plansQueryKey = ['plans'] as const;

/** The purchasable plans (public; product.md#plans), cheapest first. */
export async function getPlans(): Promise<Plan[]> {
  return apiClient.get<Plan[]>('/payments/plans', {
    // Loaded only where answers are checked: the landing page's first load stays without zod.
    schema: async () => (await import('@littlestar/shared/payments')).planListSchema,
  });
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansQueryKey,
    queryFn: getPlans,
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
