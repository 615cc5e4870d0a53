import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import {
  currentUserQueryOptions,
  sessionQueryKey,
  useCurrentUser,
} from '@/features/accounts/api/get-current-user';
import { useLogIn } from '@/features/accounts/api/log-in';
import { useLogOut } from '@/features/accounts/api/log-out';
import { useRequestPasswordReset } from '@/features/accounts/api/request-password-reset';
import { useResetPassword } from '@/features/accounts/api/reset-password';
import { useSignInWithGoogle } from '@/features/accounts/api/sign-in-with-google';
import { useSignUp } from '@/features/accounts/api/sign-up';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';

/**
 * Holds who is signed in (product.md#session). The session lives in an httpOnly cookie;
 * the app only caches the user under ['session']. Any 401 from the API forgets the user;
 * other failures of the check leave the user as they were (unknown at first).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useCurrentUser();
  const { mutateAsync: logIn } = useLogIn();
  const { mutateAsync: signUp } = useSignUp();
  const { mutateAsync: logOutOnServer } = useLogOut();
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();
  const { mutateAsync: resetPassword } = useResetPassword();
  const { mutateAsync: startGoogleSignIn } = useSignInWithGoogle();

  const clearSession = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, null);
  }, [queryClient]);

  useEffect(() => {
    // Only ever clears: a 401 means the cookie is gone or expired, never "show an error".
    setUnauthorizedHandler(() => {
      if (queryClient.getQueryData(sessionQueryKey)) clearSession();
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, clearSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.data ?? null,
      // Unknown until the server has answered: a failed check (429, 5xx, offline) is not
      // "signed out", so protected pages keep 'Loading...' instead of asking to log in.
      isLoading: session.data === undefined,
      logIn,
      signUp,
      logOut: async ({ beforeClear } = {}) => {
        await logOutOnServer();
        await beforeClear?.();
        clearSession();
      },
      requestPasswordReset,
      resetPassword: async (input) => {
        await resetPassword(input);
        clearSession();
      },
      signInWithGoogle: async () => {
        await startGoogleSignIn();
      },
      // The auth callback waits for this answer: a few tries, then it reports the failure.
      refreshSession: () =>
        queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0, retry: 2 }),
      clearSession,
    }),
    [
      session.data,
      logIn,
      signUp,
      logOutOnServer,
      requestPasswordReset,
      resetPassword,
      startGoogleSignIn,
      queryClient,
      clearSession,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
