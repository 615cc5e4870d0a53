import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Sets a new password with the mailed token. An expired or used token answers 400.
 * Success ends all of the user's sessions on the server.
 */
export async function resetPassword({
  token,
  newPassword,
}: {
  token: string;
  newPassword: string;
}): Promise<void> {
  await apiClient.post('/auth/reset-password', { token, newPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
