import { useTranslations } from 'use-intl';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageIn } from '@/i18n/use-page-in';

export function notFoundToastId(pathname: string): string {
  return `not-found:${pathname}`;
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useTranslations('layout.notFound');
  const pageIn = usePageIn();

  useEffect(() => {
    // A fixed id per path: StrictMode's second effect run updates the same toast
    // instead of stacking a second one.
    toast.error(t('toastTitle'), {
      id: notFoundToastId(pathname),
      description: t('toastDescription', { path: pathname }),
    });
  }, [pathname, t]);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-300 to-brand-600 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-md text-base text-muted-foreground sm:text-lg">{t('text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={pageIn(paths.home.href())}>
          <Home aria-hidden="true" />
          {t('home')}
        </Link>
      </Button>
    </section>
  );
}
