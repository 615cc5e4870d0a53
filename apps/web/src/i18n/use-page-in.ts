import { useCallback } from 'react';
import { useLanguage } from './language-context';
import { pageIn } from './pages';

/**
 * Links to the public pages in the interface's language: a Hindi page links to the other Hindi
 * copies, so that a visitor (and a search engine) stays in Hindi from page to page.
 */
export function usePageIn(): (href: string) => string {
  const { language } = useLanguage();
  return useCallback((href: string) => pageIn(href, language), [language]);
}
