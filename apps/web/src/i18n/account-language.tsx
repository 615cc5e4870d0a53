import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth-context';
import { useLanguage } from './language-context';

/**
 * The account's language is the parent's choice on every device: at sign-in (or when the
 * page finds a session) the interface takes it, and this browser keeps it. A switch made
 * while signed in is saved to the account (use-switch-language.ts), so the two agree after.
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const { language, changeLanguage } = useLanguage();
  const adoptedFor = useRef<string | null>(null);
  const accountLanguage = user?.language;
  const userId = user?.id ?? null;

  useEffect(() => {
    // Once per signed-in account: later a switch wins until the account has it too.
    if (!userId || adoptedFor.current === userId || !accountLanguage) return;
    adoptedFor.current = userId;
    if (accountLanguage !== language) void changeLanguage(accountLanguage);
  }, [userId, accountLanguage, language, changeLanguage]);

  useEffect(() => {
    if (!userId) adoptedFor.current = null;
  }, [userId]);
  return null;
}
