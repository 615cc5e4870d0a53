import { LOCALES } from '@littlestar/shared/i18n/language-choice';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'use-intl';
import { storeLanguage, type Language } from './language';
import { loadMessages } from './messages';
import type { WebMessages } from './messages/en';

export interface LanguageState {
  language: Language;
  messages: WebMessages;
}

interface LanguageContextValue {
  language: Language;
  /**
   * Shows the interface in `next` once its texts are in, and keeps the choice in this browser
   * (`remember`, the default; a page's own language, such as /hi's, is not a choice).
   */
  changeLanguage: (next: Language, options?: { remember?: boolean }) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The time zone dates are shown in: the browser's own (the prerender shows no dates). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The interface's language and its texts (product.md#languages), given to every component
 * through use-intl's `useTranslations`. `initial` is loaded before the first render (main.tsx,
 * the prerender), so a page never draws its keys or another language first.
 */
export function LanguageProvider({
  initial,
  children,
}: {
  initial: LanguageState;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);

  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);

  const changeLanguage = useCallback(
    async (next: Language, { remember = true }: { remember?: boolean } = {}) => {
      if (remember) storeLanguage(next);
      const messages = await loadMessages(next);
      setState((current) => (current.language === next ? current : { language: next, messages }));
    },
    [],
  );

  const value = useMemo(
    () => ({ language: state.language, changeLanguage }),
    [state.language, changeLanguage],
  );
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={LOCALES[state.language]} messages={state.messages} timeZone={timeZone}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
