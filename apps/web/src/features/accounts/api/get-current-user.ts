import type { CurrentUser } from '@littlestar/shared/accounts';
import { DEFAULT_LANGUAGE, isLanguage } from '@littlestar/shared/i18n/language-choice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, hasErrorCode } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

interface SessionResponse {
  user?: AuthUser | null;
}

/** The user object of better-auth's answers. */
export interface AuthUser {
  id?: unknown;
  email?: unknown;
  name?: unknown;
  emailVerified?: unknown;
  language?: unknown;
}

/**
 * The app's view of the user (product.md#data: full_name from the account's name). Checked by hand
 * rather than with `currentUserSchema`: the first page load should not have to bring zod.
 */
export function toCurrentUser(user: AuthUser | null | undefined): CurrentUser | null {
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  const name = typeof user.name === 'string' ? user.name.trim() : '';
  return {
    id: user.id,
    email: user.email,
    full_name: name || null,
    email_verified: user.emailVerified === true,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/**
 * Who is signed in, or null. Reads /api/auth/get-session rather than /api/me: it answers
 * 200 `null` for a visitor, so the probe on every page load is not a failed request.
 * Only that empty answer or a 401 means "signed out"; any other failure (429, 5xx, no
 * network) throws, so the user stays unknown instead of looking logged out.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const session = await apiClient.get<SessionResponse | null>('/auth/get-session');
    return toCurrentUser(session?.user);
  } catch (error) {
    if (hasErrorCode(error, 'unauthorized')) return null;
    throw error;
  }
}

/** Waits before asking again after a failed check: 1 s, 2 s, 4 s … at most 30 s. */
export const sessionRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** An unanswered first check is asked again this often once its retries are spent. */
export const SESSION_RECHECK_MS = 30_000;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    // Another tab may have logged out or in meanwhile.
    refetchOnWindowFocus: true,
    // A failed check is not an answer: keep asking (the previous user, if any, stays).
    retry: true,
    retryDelay: sessionRetryDelay,
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? SESSION_RECHECK_MS : false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
