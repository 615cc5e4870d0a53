import { useTranslations } from 'use-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogProvider } from './auth-dialog-provider';
import { CheckoutProvider } from './checkout-provider';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { usePageViewTracking } from './use-page-view-tracking';

export function RootLayout() {
  usePageViewTracking();
  const t = useTranslations('layout');
  return (
    <AuthDialogProvider>
      <CheckoutProvider>
        <a
          href="#main"
          className="sr-only z-[70] rounded-full bg-primary px-4 py-2 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <NavigationProgress />
        <div className="flex min-h-svh flex-col">
          <Header />
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
        <ScrollRestoration />
      </CheckoutProvider>
    </AuthDialogProvider>
  );
}
