import { ApiError } from '@/lib/api-client';

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
