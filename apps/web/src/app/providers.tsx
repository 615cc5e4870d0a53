import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { ThemeProvider, useTheme } from '@/lib/theme-context';
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

export function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      richColors
      closeButton
      theme={theme}
      position="bottom-right"
      // Inline, so both win over Sonner's injected stylesheet: our font, and in the light
      // theme its CSS variables for darker text.
      style={{
        fontFamily: 'var(--font-sans)',
        ...(theme === 'light' ? LIGHT_TOAST_TEXT_COLORS : {}),
      }}
    />
  );
}

/** App-wide providers that do not need the router (those that do live in RootLayout). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ThemedToaster />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
