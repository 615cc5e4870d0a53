import { orderResponseSchema, type OrderResponse } from '@littlestar/shared/payments';
import { apiClient } from '@/lib/api-client';

/** Opens the payment of a quoted order, for the checkout (the plans' own). */
export async function checkoutPrintOrder(orderId: string): Promise<OrderResponse> {
  return apiClient.post<OrderResponse>(
    `/print-orders/${encodeURIComponent(orderId)}/checkout`,
    undefined,
    {
      schema: orderResponseSchema,
    },
  );
}
