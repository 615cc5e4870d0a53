import { HISTORY_PAGE_SIZE } from '@littlestar/shared/credits';
import {
  paymentTransactionsPageSchema,
  type PaymentTransactionsPage,
} from '@littlestar/shared/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentTransactionsQueryKey } from '@/lib/query-keys';

/** One page of the user's purchases, newest first (product.md#transactions: 5 a page). */
export async function listPaymentTransactions({
  page,
}: {
  page: number;
}): Promise<PaymentTransactionsPage> {
  const query = new URLSearchParams({ page: String(page), page_size: String(HISTORY_PAGE_SIZE) });
  return apiClient.get<PaymentTransactionsPage>(`/payments/payment-transactions?${query}`, {
    schema: paymentTransactionsPageSchema,
  });
}

export const paymentTransactionsQueryOptions = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: [...paymentTransactionsQueryKey, { page }],
    queryFn: () => listPaymentTransactions({ page }),
  });

/** Keeps the previous page on screen while the next one loads. */
export function usePaymentTransactions({ page }: { page: number }) {
  return useQuery({
    ...paymentTransactionsQueryOptions({ page }),
    placeholderData: keepPreviousData,
  });
}
