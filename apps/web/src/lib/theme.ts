/**
 * Colour theme: a `dark` class on <html> (product.md#theme). The first load follows the system
 * preference; once the user toggles, the choice is kept in localStorage and wins.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'littlestar-theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Returns the stored choice, or null when there is none (or it is not one we wrote). */
export function parseStoredTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The user's explicit choice wins; without one the system preference decides. */
export function resolveTheme(options: { stored: Theme | null; prefersDark: boolean }): Theme {
  return options.stored ?? (options.prefersDark ? 'dark' : 'light');
}

export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

// localStorage throws in some privacy modes; the theme then simply is not remembered.
export function readStoredTheme(): Theme | null {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered; the toggle still works for this visit.
  }
}

export function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_SCHEME_QUERY).matches
  );
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
