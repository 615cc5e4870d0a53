import { useTranslations } from 'use-intl';
import { ArrowRight, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { StorybookIllustration } from './storybook-illustration';
import { usePageIn } from '@/i18n/use-page-in';

export function Hero() {
  const t = useTranslations('home.hero');
  const pageIn = usePageIn();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background dark:from-brand-950/60"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card px-3 py-1 text-sm font-bold text-brand-700 shadow-sm dark:border-brand-800 dark:text-brand-200">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t.rich('title', {
              star: (chunks) => (
                <span className="text-brand-600 dark:text-brand-300">{chunks}</span>
              ),
            })}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            {t('intro')}
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={pageIn(paths.demoChildren.href())}>
                {t('start')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to={pageIn(paths.home.href('how-it-works'))}>{t('steps')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('noCard')}</p>
          <div className="mt-8 flex items-center justify-center gap-1 text-amber-400 lg:justify-start">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} aria-hidden="true" className="size-5 fill-current" />
            ))}
            <span className="ml-2 text-sm font-semibold text-muted-foreground">{t('loved')}</span>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <StorybookIllustration />
        </div>
      </div>
    </section>
  );
}
