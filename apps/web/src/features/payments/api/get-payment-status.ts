import {
  paymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@littlestar/shared/payments';
import { apiClient } from '@/lib/api-client';

/** Where a verified-but-pending payment stands now (asked again by the checkout). */
export async function getPaymentStatus(paymentId: string): Promise<PaymentStatusResponse> {
  return apiClient.get<PaymentStatusResponse>(
    `/payments/payment-status/${encodeURIComponent(paymentId)}`,
    { schema: paymentStatusResponseSchema },
  );
}
