import {
  paymentStatusResponseSchema,
  type PaymentProof,
  type PaymentStatusResponse,
} from '@littlestar/shared/payments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  creditsQueryKey,
  creditUsageQueryKey,
  paymentTransactionsQueryKey,
} from '@/lib/query-keys';

/** Hands the checkout's signed answer to the server; `completed` means the credits are granted. */
export async function verifyPayment(proof: PaymentProof): Promise<PaymentStatusResponse> {
  return apiClient.post<PaymentStatusResponse>('/payments/verify', proof, {
    schema: paymentStatusResponseSchema,
  });
}

/** A purchase changes the balance, the credit history and the payment history. */
export async function invalidatePurchaseQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [creditsQueryKey, creditUsageQueryKey, paymentTransactionsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => invalidatePurchaseQueries(queryClient),
  });
}
