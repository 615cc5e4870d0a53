import type { CurrentUser, LogIn } from '@littlestar/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionQueryKey, toCurrentUser, type AuthUser } from './get-current-user';

interface SignInResponse {
  user?: AuthUser | null;
}

/** Password sign-in; the server sets the httpOnly session cookie. */
export async function logIn({ email, password }: LogIn): Promise<CurrentUser> {
  const { user } = await apiClient.post<SignInResponse>('/auth/sign-in/email', {
    email,
    password,
  });
  const current = toCurrentUser(user);
  if (!current) throw new Error('The server did not say who logged in.');
  return current;
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      // Whatever was cached belonged to nobody (or to someone else).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
