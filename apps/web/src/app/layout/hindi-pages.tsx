import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLanguage } from '@/i18n/language-context';

/**
 * The Hindi copies of the public pages (/hi, /hi/user-guide, …): Hindi whatever the visitor
 * chose before, without changing that choice (a link is not a choice; the switcher is).
 * Arriving from the app (a link), the page switches once its texts are in. Only arriving
 * counts: the switcher's English, chosen here, holds while it takes the visitor to the
 * English copy.
 */
export function HindiPages() {
  const { pathname } = useLocation();
  const { language, changeLanguage } = useLanguage();
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    if (arrivedAt.current === pathname) return;
    arrivedAt.current = pathname;
    if (language !== 'hi') void changeLanguage('hi', { remember: false });
  }, [pathname, language, changeLanguage]);
  return <Outlet />;
}
