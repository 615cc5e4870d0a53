import {
  shippingOptionsSchema,
  type ShippingOption,
  type ShippingOptionsRequest,
} from '@littlestar/shared/print-orders';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Each shipping option for a book and an address, with the price the parent would pay. */
export async function listShippingOptions(
  request: ShippingOptionsRequest,
): Promise<{ options: ShippingOption[] }> {
  return apiClient.post<{ options: ShippingOption[] }>('/print-orders/shipping-options', request, {
    schema: shippingOptionsSchema,
  });
}

export function useListShippingOptions() {
  return useMutation({ mutationFn: listShippingOptions });
}
