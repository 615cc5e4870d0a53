import {
  paymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@littlestar/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentTransactionsQueryKey } from '@/lib/query-keys';

/** product.md#checkout: dismissing the checkout cancels its order (the transaction becomes failed). */
export async function failOrder(orderId: string): Promise<PaymentStatusResponse> {
  return apiClient.post<PaymentStatusResponse>(
    `/payments/fail-order/${encodeURIComponent(orderId)}`,
    undefined,
    { schema: paymentStatusResponseSchema },
  );
}

export function useFailOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: failOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentTransactionsQueryKey }),
  });
}
