import { paymentReceiptSchema, type PaymentReceipt } from '@littlestar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentTransactionsQueryKey } from '@/lib/query-keys';

/** What one of the user's orders bought; someone else's order answers 404. */
export async function getReceipt(orderId: string): Promise<PaymentReceipt> {
  return apiClient.get<PaymentReceipt>(`/payments/receipt/${encodeURIComponent(orderId)}`, {
    schema: paymentReceiptSchema,
  });
}

// Under the transactions key, so a purchase's invalidation refreshes it as well.
export const receiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...paymentTransactionsQueryKey, 'receipt', orderId],
    queryFn: () => getReceipt(orderId),
  });

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId));
}
