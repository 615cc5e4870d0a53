import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Ends the session on the server (the cookie is cleared by the answer). */
export async function logOut(): Promise<void> {
  await apiClient.post('/auth/sign-out', {});
}

/** The cache is cleared by the caller once it has left any protected page. */
export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
