import type { Plan } from '@littlestar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/language';
import { apiClient } from '@/lib/api-client';

/**
 * The landing page's pricing and /add-credits both read the plans; one query serves both, per
 * language (the server words them in the page's, see api-client's Accept-Language).
 */
export const plansQueryKey = (language: Language) => ['plans', language] as const;

/** The purchasable plans (public; product.md#plans), cheapest first. */
export async function getPlans(language: Language): Promise<Plan[]> {
  return apiClient.get<Plan[]>('/payments/plans', {
    headers: { 'Accept-Language': language },
    // Loaded only where answers are checked: the landing page's first load stays without zod.
    schema: async () => (await import('@littlestar/shared/payments')).planListSchema,
  });
}

export const plansQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: plansQueryKey(language),
    queryFn: () => getPlans(language),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  const { language } = useLanguage();
  return useQuery(plansQueryOptions(language));
}
