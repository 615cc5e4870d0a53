import { useTranslations } from 'use-intl';
import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { LanguageProvider, type LanguageState } from '@/i18n/language-context';
import { ApiError } from '@/lib/api-client';
import { ThemeProvider, useTheme } from '@/lib/theme-context';
import { AccountLanguage } from '@/i18n/account-language';
import { AuthProvider } from './auth-provider';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network and 5xx errors get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

/**
 * Sonner 2's light rich colours put the text at about 4.3:1 on its own tints (3.1:1 for
 * warnings), below WCAG AA's 4.5:1. Same hues, darker text (each at least 5.7:1); the dark
 * theme's colours already pass and stay as they are.
 */
export const LIGHT_TOAST_TEXT_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as const;

/** Below Tailwind's `sm`: a phone, where a page's main buttons sit at the bottom. */
const PHONE_QUERY = '(max-width: 639px)';

const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribeToPhoneWidth(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is phone-wide; false in the prerender and while hydrating. */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}

export function ThemedToaster() {
  const { theme } = useTheme();
  // On a phone a toast spans the width: at the bottom it would cover the page's main buttons
  // (a form's submit, a dialog's confirm), so there it comes down from the top.
  const isPhone = useIsPhone();
  const t = useTranslations('layout.toaster');
  return (
    <Toaster
      richColors
      closeButton
      theme={theme}
      position={isPhone ? 'top-center' : 'bottom-right'}
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
      // Left to itself, Sonner asks for the page's computed direction on every render, which
      // makes the browser recalculate styles in the middle of hydration.
      dir="ltr"
      // Inline, so both win over Sonner's injected stylesheet: our font, and in the light
      // theme its CSS variables for darker text.
      style={{
        fontFamily: 'var(--font-sans)',
        ...(theme === 'light' ? LIGHT_TOAST_TEXT_COLORS : {}),
      }}
    />
  );
}

/**
 * App-wide providers that do not need the router (those that do live in RootLayout).
 * `initialState`: the data a page rendered on the server was drawn from (lib/page-data.ts).
 */
export function AppProviders({
  children,
  initialState,
  language,
}: {
  children: ReactNode;
  initialState?: DehydratedState;
  /** The interface's language and its texts, loaded before the first render. */
  language: LanguageState;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (initialState) hydrate(client, initialState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <ThemeProvider>
          <ThemedToaster />
          <AuthProvider>
            <AccountLanguage />
            {children}
          </AuthProvider>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
