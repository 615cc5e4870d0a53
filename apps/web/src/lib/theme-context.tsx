import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  DARK_SCHEME_QUERY,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  THEME_STORAGE_KEY,
  toggledTheme,
  type Theme,
} from './theme';
import { useHydrated } from './use-hydrated';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribeToSystemScheme(onChange: () => void): () => void {
  const media =
    typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The user's own choice, null until they toggle; other tabs' choices arrive by 'storage'.
  const [stored, setStored] = useState<Theme | null>(readStoredTheme);
  // Through useSyncExternalStore, a system change made before the subscription (while a
  // prerendered page waits for its code) is still seen.
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const theme = resolveTheme({ stored, prefersDark });
  // A prerendered page was drawn with the light theme's controls; the stored or system theme
  // (already on <html>, see index.html) reaches them right after hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [hydrated, theme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setStored(readStoredTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggleTheme = useCallback(() => {
    const next = toggledTheme(theme);
    storeTheme(next);
    setStored(next);
  }, [theme]);

  const shownTheme = hydrated ? theme : 'light';
  const value = useMemo(() => ({ theme: shownTheme, toggleTheme }), [shownTheme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
