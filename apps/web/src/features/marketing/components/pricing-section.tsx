import { useTranslations } from 'use-intl';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePlans } from '@/lib/plans-query';
import { SectionHeading } from './section-heading';
import { usePageIn } from '@/i18n/use-page-in';

// The plan cards carry the shared payment texts (and with them zod): they load after the
// landing page's first paint, alongside the plans themselves.
const PlanPicker = lazy(() =>
  import('@/components/plan-picker').then((m) => ({ default: m.PlanPicker })),
);

function PlansComingSoon() {
  const t = useTranslations('home.pricing');
  const pageIn = usePageIn();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-brand-300 bg-card px-6 py-12 text-center dark:border-brand-800">
      <Sparkles aria-hidden="true" className="size-8 text-brand-500" />
      <h3 className="mt-4 text-xl font-extrabold">{t('comingSoon')}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{t('comingSoonText')}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={pageIn(paths.demoChildren.href())}>{t('tryDemo')}</Link>
      </Button>
    </div>
  );
}

export function PricingSection() {
  const { data: plans = [], isPending, error } = usePlans();
  const t = useTranslations('home.pricing');

  // product.md#add-credits: a plans failure on the landing page is only logged; the list stays empty.
  useEffect(() => {
    if (error) console.warn('Could not load plans:', error.message);
  }, [error]);

  return (
    // data-needs-app: the plans come from the app (src/boot.ts starts it as this nears).
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      data-needs-app=""
      className="bg-muted/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow={t('eyebrow')} title={t('title')}>
          {t('intro')}
        </SectionHeading>
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner label={t('loading')} />
            </div>
          }
        >
          <PlanPicker plans={plans} isLoading={isPending} fallback={<PlansComingSoon />} />
        </Suspense>
      </div>
    </section>
  );
}
