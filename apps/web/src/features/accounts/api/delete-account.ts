import type { DeleteAccountRequest } from '@littlestar/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Deletes the signed-in account for good: the password proves it is the owner (an account
 * without one, Google only, sends none and needs a sign-in of the last 5 minutes).
 */
export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await apiClient.delete<void>('/me', { json: input });
}

/** The caller forgets the session and its cached data once it has left any protected page. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
