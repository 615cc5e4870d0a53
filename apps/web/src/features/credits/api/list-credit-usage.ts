import {
  creditUsagePageSchema,
  HISTORY_PAGE_SIZE,
  type CreditUsagePage,
} from '@littlestar/shared/credits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { creditUsageQueryKey } from '@/lib/query-keys';

/** One page of the credit ledger, newest first (product.md#credit-usage: 5 a page). */
export async function listCreditUsage({ page }: { page: number }): Promise<CreditUsagePage> {
  const query = new URLSearchParams({ page: String(page), page_size: String(HISTORY_PAGE_SIZE) });
  return apiClient.get<CreditUsagePage>(`/payments/credit-usage?${query}`, {
    schema: creditUsagePageSchema,
  });
}

export const creditUsageQueryOptions = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: [...creditUsageQueryKey, { page }],
    queryFn: () => listCreditUsage({ page }),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useCreditUsage({ page }: { page: number }) {
  return useQuery({ ...creditUsageQueryOptions({ page }), placeholderData: keepPreviousData });
}
