import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

/** Mails a reset link to /reset-password?token=…; the answer is the same for unknown e-mails. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/auth/request-password-reset', {
    email,
    redirectTo: paths.resetPassword.href(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
