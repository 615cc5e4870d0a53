import type { CurrentUser, LogIn } from '@littlestar/shared/accounts';
import { useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';

export function createTestUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'priya@example.com',
    full_name: 'Priya Sharma',
    email_verified: true,
    ...overrides,
  };
}

/**
 * The auth context with the server's part replaced: log-in succeeds for `password` and
 * fails like the server ('Invalid email or password') otherwise. State changes are real.
 */
export function FakeAuthProvider({
  children,
  initialUser = null,
  isLoading = false,
  password = 'correct horse',
  overrides = {},
}: {
  children: ReactNode;
  initialUser?: CurrentUser | null;
  isLoading?: boolean;
  password?: string;
  overrides?: Partial<AuthContextValue>;
}) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading,
      logIn: async (input: LogIn) => {
        if (input.password !== password) {
          const { ApiError } = await import('@/lib/api-client');
          throw new ApiError(401, 'Invalid email or password', {
            detail: 'Invalid email or password',
            code: 'invalid_credentials',
          });
        }
        const next = createTestUser({ email: input.email });
        setUser(next);
        return next;
      },
      signUp: async () => undefined,
      logOut: async ({ beforeClear } = {}) => {
        await beforeClear?.();
        setUser(null);
      },
      requestPasswordReset: async () => undefined,
      resetPassword: async () => undefined,
      signInWithGoogle: async () => undefined,
      refreshSession: async () => user,
      clearSession: () => setUser(null),
      ...overrides,
    }),
    [user, isLoading, password, overrides],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
