import {
  redeemedGiftSchema,
  type RedeemedGift,
  type RedeemGiftCode,
} from '@littlestar/shared/gift-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidatePurchaseQueries } from './verify-payment';

/** Adds a gift code's credits to the parent's balance (product.md#gift-credits). */
export async function redeemGiftCode(input: RedeemGiftCode): Promise<RedeemedGift> {
  return apiClient.post<RedeemedGift>('/gift-codes/redeem', input, { schema: redeemedGiftSchema });
}

export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCode,
    onSuccess: () => invalidatePurchaseQueries(queryClient),
  });
}
