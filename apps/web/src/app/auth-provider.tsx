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
 * Holds who is signed in (spec §4 Authentication). The session lives in an httpOnly cookie;
 * the app only caches the user under ['session']. Any 401 from the API forgets the user.
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
      isLoading: session.isPending,
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
      refreshSession: () => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
      clearSession,
    }),
    [
      session.data,
      session.isPending,
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
