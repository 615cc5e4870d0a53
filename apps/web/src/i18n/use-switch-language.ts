import type { CurrentUser } from '@littlestar/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryKey } from '@/features/accounts/api/get-current-user';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { twinPath, type Language } from './language';
import { useLanguage } from './language-context';

/**
 * What the language switcher does (product.md#languages): the interface changes at once and
 * this browser keeps the choice; a public page with a copy in that language goes to it
 * (`/` ⇄ `/hi`), and a signed-in parent's account keeps it too (`PATCH /api/me`), so
 * Littlestar's answers and e-mails follow.
 */
export function useSwitchLanguage(): (next: Language) => Promise<void> {
  const { changeLanguage } = useLanguage();
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (next: Language) => {
      const twin = twinPath(pathname, next);
      // First the page's own copy, which would otherwise keep its language (HindiPages).
      if (twin !== null && twin !== pathname) void navigate(`${twin}${search}${hash}`);
      await changeLanguage(next);
      if (!user || user.language === next) return;
      try {
        await apiClient.patch('/me', { language: next });
        queryClient.setQueryData<CurrentUser | null>(sessionQueryKey, (current) =>
          current ? { ...current, language: next } : current,
        );
      } catch {
        // The interface has switched; the account keeps its language until the next switch.
      }
    },
    [pathname, search, hash, navigate, changeLanguage, user, queryClient],
  );
}
