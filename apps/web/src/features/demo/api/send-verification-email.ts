import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Asks for the verification mail again (signed in, for the parent's own address; the server
 * allows 3 in 10 minutes and answers 429 `{detail}` beyond).
 */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiClient.post('/auth/send-verification-email', { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
