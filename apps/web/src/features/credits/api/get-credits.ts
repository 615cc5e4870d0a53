import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const creditsQueryKey = ['credits'] as const;

export interface Credits {
  total_credits: number;
}

/** The signed-in user's credit balance (spec §3 "Credits response"). */
export async function getCredits(): Promise<Credits> {
  return apiClient.get<Credits>('/payments/credits');
}

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsQueryKey,
    queryFn: getCredits,
  });

/** While unknown or failed the header shows '...' (spec §8: the count stays unknown). */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions(), enabled });
}
