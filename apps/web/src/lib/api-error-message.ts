import { ApiError, isPlaceholderDetail } from './api-client';

/**
 * The server's own `{detail}` when it gave one (e.g. a 429's 'Too many requests…', a 400's
 * 'image_3.jpg is not a JPEG, PNG or WebP image.'); never our placeholder for an answer
 * without one, nor our text for a server that could not be reached.
 */
export function serverDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status <= 0 || !error.message) return undefined;
  return isPlaceholderDetail(error.message) ? undefined : error.message;
}

/**
 * What a failed call shows (product.md#messages): the server's `{detail}` when it gave one, else the
 * spec's text for that call (`fallback`).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return serverDetail(error) ?? fallback;
}
