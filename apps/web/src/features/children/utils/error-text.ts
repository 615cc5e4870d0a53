import { ApiError } from '@/lib/api-client';

/**
 * What a failed call shows (spec §7–8): the server's `detail` when it gave one, else the
 * spec's default for that call.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message) {
    return /^Request failed \(\d+\)$/.test(error.message) ? fallback : error.message;
  }
  return fallback;
}

/** 402: the balance is too low for what was asked. */
export const isPaymentRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 402;
