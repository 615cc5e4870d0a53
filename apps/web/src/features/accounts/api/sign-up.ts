import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { SignUpInput } from '@/lib/auth-context';

/** Creates the account. The server does not sign the new user in (product.md#auth-dialogs: log in next). */
export async function signUp({ fullName, email, password }: SignUpInput): Promise<void> {
  await apiClient.post('/auth/sign-up/email', { name: fullName.trim(), email, password });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
