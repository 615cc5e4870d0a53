import { useTranslations } from 'use-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';
import { usePageViewTracking } from './use-page-view-tracking';

/**
 * The frame of a book opened through a share link. Its reader may have no account and did not
 * come for the site: no navigation, no log-in or account menu, no footer; the logo (home) and
 * the theme are all that is kept. Nothing here asks anyone to sign in.
 */
export function SharedBookLayout() {
  usePageViewTracking();
  const t = useTranslations('layout');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-primary px-4 py-2 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-svh flex-col">
        <header className="border-b">
          <div className="mx-auto flex h-14 w-full max-w-[1500px] items-center justify-between px-4 sm:px-6">
            <BrandLogo />
            <ThemeToggle />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </>
  );
}
