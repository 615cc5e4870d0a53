import { createContext, use } from 'react';

export type AuthDialogKind = 'login' | 'signup' | 'forgot';

/** Something the parent must read before logging in, shown inside the Log In dialog. */
export interface AuthDialogNotice {
  title: string;
  description: string;
}

export interface OpenAuthDialogOptions {
  /**
   * Shown above the Log In form (role="alert") until the parent dismisses it, closes the
   * dialog or logs in: e.g. why Google sign-in was refused.
   */
  notice?: AuthDialogNotice;
  /**
   * Called when the visitor closes the dialog (Esc, overlay, close button) without
   * logging in. Used by the protected-route guard to send them home.
   */
  onDismiss?: () => void;
}

export interface AuthDialogContextValue {
  /**
   * Opens the Log In, Sign Up or Reset Password dialog (product.md#auth-dialogs). Without
   * `onDismiss` it is a plain visit: any path remembered by the guard is forgotten.
   */
  openAuthDialog: (kind: AuthDialogKind, options?: OpenAuthDialogOptions) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
