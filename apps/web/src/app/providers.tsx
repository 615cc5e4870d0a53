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

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      richColors
      closeButton
      theme={theme}
      position="bottom-right"
      // Sonner sets its own system font; inline so it wins over the injected stylesheet.
      style={{ fontFamily: 'var(--font-sans)' }}
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
