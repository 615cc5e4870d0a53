import { useTranslations } from 'use-intl';
import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { usePageIn } from '@/i18n/use-page-in';

export function ClosingCta() {
  const t = useTranslations('home.closingCta');
  const pageIn = usePageIn();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] border border-brand-200 bg-gradient-to-br from-brand-100 via-card to-amber-50 px-6 py-14 text-center shadow-sm dark:border-brand-900 dark:from-brand-950 dark:via-card dark:to-card">
        <Star
          aria-hidden="true"
          className="absolute top-5 left-5 size-5 sm:top-6 sm:left-8 sm:size-6 fill-amber-300 text-amber-300"
        />
        <Star
          aria-hidden="true"
          className="absolute right-10 bottom-8 hidden size-8 sm:block fill-brand-300 text-brand-300 dark:fill-brand-700 dark:text-brand-700"
        />
        <h2 id="cta-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{t('text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={pageIn(paths.demoChildren.href())}>
              {t('start')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={pageIn(paths.home.href('pricing'))}>{t('plans')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
