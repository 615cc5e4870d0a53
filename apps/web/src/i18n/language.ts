import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromBrowser,
  type Language,
} from '@littlestar/shared/i18n/language-choice';
import { LANGUAGE_STORAGE_KEY } from './pages';

export type { Language };
export * from './pages';

// localStorage throws in some privacy modes; the language then is not remembered.
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still holds for this visit.
  }
}

/** The visitor's choice, else what the browser's languages prefer. */
export function preferredLanguage(): Language {
  return readStoredLanguage() ?? languageFromBrowser(navigator.languages ?? [navigator.language]);
}

/**
 * The language the page was written in: `<html lang>`, which the prerender sets for a public
 * page and the inline script in index.html (vite.config.mts) for any other.
 */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
