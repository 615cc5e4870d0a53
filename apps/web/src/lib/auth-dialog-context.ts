import { createContext, use } from 'react';

export type AuthDialogKind = 'login' | 'signup';

export interface AuthDialogContextValue {
  /** Opens the Log In or Sign Up dialog (spec §2 Dialogs). */
  openAuthDialog: (kind: AuthDialogKind) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
