import type { CurrentUser } from '@littlestar/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

interface SessionResponse {
  user?: AuthUser | null;
}

/** The user object of better-auth's answers. */
export interface AuthUser {
  id?: unknown;
  email?: unknown;
  name?: unknown;
}

/**
 * The app's view of the user (spec §3: full_name from the account's name). Checked by hand
 * rather than with `currentUserSchema`: the first page load should not have to bring zod.
 */
export function toCurrentUser(user: AuthUser | null | undefined): CurrentUser | null {
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  const name = typeof user.name === 'string' ? user.name.trim() : '';
  return { id: user.id, email: user.email, full_name: name || null };
}

/**
 * Who is signed in, or null. Reads /api/auth/get-session rather than /api/me: it answers
 * 200 `null` for a visitor, so the probe on every page load is not a failed request.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const session = await apiClient.get<SessionResponse | null>('/auth/get-session');
  return toCurrentUser(session?.user);
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    // Another tab may have logged out or in meanwhile.
    refetchOnWindowFocus: true,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
