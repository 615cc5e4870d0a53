import { paymentProofSchema, type PaymentProof } from '@littlestar/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The embedded test checkout's "Pay": the server (PAYMENTS=simulated only) signs the order
 * as Razorpay would, and the answer goes through the same verify call as a real payment.
 */
export async function simulatedPay(orderId: string): Promise<PaymentProof> {
  return apiClient.post<PaymentProof>(
    '/payments/simulated/pay',
    { order_id: orderId },
    { schema: paymentProofSchema },
  );
}

export function useSimulatedPay() {
  return useMutation({ mutationFn: simulatedPay });
}
