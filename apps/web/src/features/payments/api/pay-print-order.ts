import type { PaymentProof } from '@littlestar/shared/payments';
import { printOrderSchema, type PrintOrder } from '@littlestar/shared/print-orders';
import { apiClient } from '@/lib/api-client';

/** Hands the checkout's signed answer to the server; a paid order goes to the printer. */
export async function payPrintOrder(orderId: string, proof: PaymentProof): Promise<PrintOrder> {
  return apiClient.post<PrintOrder>(`/print-orders/${encodeURIComponent(orderId)}/pay`, proof, {
    schema: printOrderSchema,
  });
}
