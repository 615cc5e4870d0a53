import { ApiError } from '@/lib/api-client';

/**
 * The Reset Password subtitle once the link is sent: the next step, not the news again.
 * The English texts here are for callers outside this feature that have no texts of their own
 * yet; the feature's components read theirs from accounts.json in the interface's language.
 */
export const RESET_SENT_DESCRIPTION = 'Open the link in the e-mail to choose a new password.';

/** The accounts feature's toast texts, word for word from product.md#auth-dialogs. */
export const accountTexts = {
  unknownError: 'An unknown error occurred',
  errorTitle: 'Error',

  loginSuccess: { title: 'Login Successful', description: 'Welcome back!' },
  loginFailed: 'Login Failed',
  loginError: 'Login Error',
  /** Marks the password field when the server refused the e-mail and password. */
  checkPassword: 'Check your password, or reset it below.',

  registrationSuccess: {
    title: 'Registration Successful',
    description: 'Your account has been created. Please log in.',
  },
  registrationFailed: 'Registration Failed',
  registrationError: 'Registration Error',

  googleSignInFailed: 'Google Sign In Failed',
  googleSignInFallback: 'Failed to sign in with Google',
  googleSignUpFailed: 'Google Sign Up Failed',
  googleSignUpFallback: 'Failed to sign up with Google',
  googleUnavailable: 'Google sign-in is not available on this server.',

  resetEmailSent: {
    title: 'Password Reset Email Sent',
    description: 'Check your email for a password reset link.',
  },
  resetEmailFailed: 'Password Reset Failed',
  resetEmailError: 'Password Reset Error',
  resetEmailFailedDescription: 'Failed to send password reset email. Please try again.',
  checkYourEmail: 'Check your email',

  passwordUpdated: {
    title: 'Success',
    description: 'Your password has been updated successfully.',
  },

  loggedOut: { title: 'Logged Out', description: 'Please log in again to continue.' },
  logOutFailed: 'Error Logging Out',

  recoveryLinkExpired: 'The password reset link has expired. Please request a new one.',
  recoveryLinkInvalid: 'The password reset link is invalid. Please request a new one.',
  recoveryLinkFailed: 'Failed to process the recovery link. Please request a new one.',
  linkExpired: 'Link Expired',
  authenticationError: 'Authentication Error',
  authenticationProcessFailed: 'Failed to process authentication. Please try again.',
} as const;

/**
 * product.md#auth-dialogs pairs each auth failure title with an "…Error" variant: the server said no
 * ("Login Failed") versus the call itself failing — no answer or an unexpected error.
 */
export function isServerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0;
}

/**
 * product.md#auth-callback: which message a failed recovery link gets. Expired wins
 * (the message says so, or the server answered 400), then invalid, then the generic text.
 */
export function recoveryErrorKey({
  status,
  message,
}: {
  status?: number;
  message?: string | null;
}): 'recoveryLinkExpired' | 'recoveryLinkInvalid' | 'recoveryLinkFailed' {
  const text = message ?? '';
  if (/expired/i.test(text) || status === 400) return 'recoveryLinkExpired';
  if (/invalid/i.test(text)) return 'recoveryLinkInvalid';
  return 'recoveryLinkFailed';
}

/** `recoveryErrorKey`'s message in English. */
export function recoveryErrorMessage(answer: { status?: number; message?: string | null }): string {
  return accountTexts[recoveryErrorKey(answer)];
}
