import { giftCodeListSchema, type GiftCodeList } from '@littlestar/shared/gift-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const giftCodesQueryKey = ['gift-codes'] as const;

/** The gifts the parent bought, newest first (never their codes). */
export async function listGiftCodes(): Promise<GiftCodeList> {
  return apiClient.get<GiftCodeList>('/gift-codes', { schema: giftCodeListSchema });
}

export const giftCodesQueryOptions = () =>
  queryOptions({ queryKey: giftCodesQueryKey, queryFn: listGiftCodes });

export function useGiftCodes() {
  return useQuery(giftCodesQueryOptions());
}
