import {
  giftOrderSchema,
  type CreateGiftOrder,
  type GiftOrder,
} from '@littlestar/shared/gift-codes';
import { apiClient } from '@/lib/api-client';

/** Opens a plan's order bought as a gift (product.md#gift-credits); paid as any order. */
export async function createGiftOrder(request: CreateGiftOrder): Promise<GiftOrder> {
  return apiClient.post<GiftOrder>('/gift-codes/orders', request, { schema: giftOrderSchema });
}
