import { useTranslations } from 'use-intl';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown in the main area while a lazy route's code loads on first visit. A full screen high,
 * so the footer waits below the fold instead of jumping down when the page arrives.
 */
export function RouteFallback() {
  const t = useTranslations('layout');
  return (
    <div className="grid min-h-svh place-items-center px-4">
      <div className="flex flex-col items-center gap-3 text-sm font-semibold text-muted-foreground">
        <Spinner className="[&_svg]:size-8" label={t('loadingPage')} />
        <span aria-hidden="true">{t('loading')}</span>
      </div>
    </div>
  );
}
