import type { CurrentUser, LogIn, SignUpForm } from '@littlestar/shared/accounts';
import { createContext, use } from 'react';

/** The sign-up form's values the call needs (the confirmation stays in the form). */
export type SignUpInput = Omit<SignUpForm, 'confirmPassword'>;

export interface AuthContextValue {
  /** The signed-in user; null when logged out or while the first check runs. */
  user: CurrentUser | null;
  /** True until the first session check has answered (product.md#session). */
  isLoading: boolean;
  logIn: (input: LogIn) => Promise<CurrentUser>;
  /** Creates the account; it does not sign in (the user logs in next, product.md#auth-dialogs). */
  signUp: (input: SignUpInput) => Promise<void>;
  /**
   * Ends the session on the server, runs `beforeClear` (e.g. leave a protected page, so its
   * guard does not ask to log in again), then forgets the user and their cached data.
   */
  logOut: (options?: { beforeClear?: () => Promise<void> | void }) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<void>;
  resetPassword: (input: { token: string; newPassword: string }) => Promise<void>;
  /** Sends the browser to Google; resolves only if it could not. */
  signInWithGoogle: () => Promise<void>;
  /** Asks the server again who is signed in (after the Google round trip). */
  refreshSession: () => Promise<CurrentUser | null>;
  /** Forgets the user locally, e.g. after a password reset ended every session. */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
