import { ApiError } from '@/lib/api-client';

/**
 * The English of the texts the pure helpers below and auth-callback-decision.ts give back when
 * no interface language is at hand (tests, the defaults), word for word from
 * product.md#auth-dialogs. The components read theirs from accounts.json in the page's language.
 */
export const accountTexts = {
  errorTitle: 'Error',
  googleSignInFailed: 'Google Sign In Failed',
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
