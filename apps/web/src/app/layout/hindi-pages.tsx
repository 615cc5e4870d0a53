import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLanguage } from '@/i18n/language-context';

/**
 * The Hindi copies of the public pages (/hi, /hi/user-guide, …): Hindi whatever the visitor
 * chose before, without changing that choice (a link is not a choice; the switcher is).
 * Arriving from the app (a link), the page switches once its texts are in.
 */
export function HindiPages() {
  const { language, changeLanguage } = useLanguage();
  useEffect(() => {
    if (language !== 'hi') void changeLanguage('hi', { remember: false });
  }, [language, changeLanguage]);
  return <Outlet />;
}
