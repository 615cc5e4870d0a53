import { sharedBookSchema, type SharedBook } from '@littlestar/shared/shares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sharedBookQueryKey = (token: string) => ['shared-book', token] as const;

/**
 * The book a share link opens, with no account. 410 `gone` for a link revoked, expired, of a
 * deleted book or account, or unknown: the server does not say which.
 */
export async function getSharedBook(token: string): Promise<SharedBook> {
  return apiClient.get<SharedBook>(`/shared/${encodeURIComponent(token)}`, {
    schema: sharedBookSchema,
  });
}

export const sharedBookQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedBookQueryKey(token),
    queryFn: () => getSharedBook(token),
    // Each opening is counted as a view; a refocused tab need not count again.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSharedBook(token: string) {
  return useQuery(sharedBookQueryOptions(token));
}
