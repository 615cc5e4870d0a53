import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

interface LinkedAccount {
  providerId?: unknown;
}

/** How the signed-in user can sign in: 'credential' (a password), 'google'. */
export async function listSignInMethods(): Promise<string[]> {
  const accounts = await apiClient.get<LinkedAccount[]>('/auth/list-accounts');
  return accounts.flatMap((account) =>
    typeof account.providerId === 'string' ? [account.providerId] : [],
  );
}

export const signInMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['sign-in-methods'], queryFn: listSignInMethods, staleTime: 60_000 });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}
