import { useTranslations } from 'use-intl';
import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Last-resort boundary: e.g. a lazy page chunk that no longer exists after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useTranslations('layout.routeError');
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('unexpected');
  return (
    <main className="grid min-h-svh place-items-center bg-background px-4 text-center text-foreground">
      <div className="max-w-md">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="mt-3 text-muted-foreground">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            {t('reload')}
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.home.href()} reloadDocument>
              {t('home')}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
