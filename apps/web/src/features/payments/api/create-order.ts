import {
  orderResponseSchema,
  type CreateOrderRequest,
  type OrderResponse,
} from '@littlestar/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Opens an order for a plan; the server prices it (the browser never sends an amount). */
export async function createOrder(request: CreateOrderRequest): Promise<OrderResponse> {
  return apiClient.post<OrderResponse>('/payments/create-order', request, {
    schema: orderResponseSchema,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
