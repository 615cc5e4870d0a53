import type { Language } from '@littlestar/shared/i18n/language-choice';

/**
 * Plain data without imports, which vite.config.mts also reads for index.html's inline script.
 *
 * The interface's language (product.md#languages): the visitor's own choice, kept by the
 * browser under this key, wins; without one the browser's languages decide. A signed-in
 * account's language is adopted at sign-in (see account-language.tsx).
 */
export const LANGUAGE_STORAGE_KEY = 'littlestar-language';

/** The path prefix of the public pages' Hindi copies (`/hi`, `/hi/user-guide`, …). */
export const HINDI_PREFIX = '/hi';

/**
 * The public pages prerendered in both languages: each English path and its Hindi copy's.
 * Search engines find one from the other by `hreflang`.
 */
export const TWIN_PAGES = ['/', '/user-guide', '/details', '/demo/children'] as const;

export const hindiPath = (path: string) => (path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`);

/** The language a path's page is written in: Hindi under /hi, else none of its own. */
export function pathLanguage(pathname: string): Language | null {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : null;
}

/** The same public page in `language`, or null when the page has no copy in it. */
export function twinPath(pathname: string, language: Language): string | null {
  const english =
    pathLanguage(pathname) === 'hi' ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname;
  if (!(TWIN_PAGES as readonly string[]).includes(english)) return null;
  return language === 'hi' ? hindiPath(english) : english;
}

/**
 * A link to a public page, in `language`: the Hindi copy's path (and the same `#section`) when
 * the page has one, else the link as it is.
 */
export function pageIn(href: string, language: Language): string {
  const hashAt = href.indexOf('#');
  const pathname = hashAt < 0 ? href : href.slice(0, hashAt);
  const twin = twinPath(pathname, language);
  return twin === null ? href : `${twin}${hashAt < 0 ? '' : href.slice(hashAt)}`;
}
