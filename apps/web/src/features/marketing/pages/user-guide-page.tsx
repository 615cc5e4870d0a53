import {
  ArrowRight,
  BookOpen,
  Camera,
  Coins,
  Gift,
  Hourglass,
  Lightbulb,
  LogIn,
  UserRoundPlus,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useSiteFacts } from '@/lib/site-facts-query';
import { usePageIn } from '@/i18n/use-page-in';

type Step = 'signUp' | 'profile' | 'photos' | 'wait' | 'story' | 'read';

const STEPS: { step: Step; Icon: LucideIcon }[] = [
  { step: 'signUp', Icon: LogIn },
  { step: 'profile', Icon: UserRoundPlus },
  { step: 'photos', Icon: Camera },
  { step: 'wait', Icon: Hourglass },
  { step: 'story', Icon: WandSparkles },
  { step: 'read', Icon: BookOpen },
];

const EXTRAS: { extra: 'credits' | 'freeTrial' | 'tip'; Icon: LucideIcon }[] = [
  { extra: 'credits', Icon: Coins },
  { extra: 'freeTrial', Icon: Gift },
  { extra: 'tip', Icon: Lightbulb },
];

const PHOTO_TIPS = ['alone', 'varied', 'files'] as const;

const em = (chunks: ReactNode) => <em>{chunks}</em>;
const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** Each step's text, some with words in bold or italics. */
function StepBody({ step }: { step: Step }) {
  const t = useTranslations('userGuide.steps');
  // How long this server takes to learn a likeness (what holds for both before the facts arrive).
  const engine = useSiteFacts()?.likeness ?? 'unknown';
  switch (step) {
    case 'signUp':
      return <p>{t.rich('signUp.body', { em })}</p>;
    case 'profile':
      return <p>{t.rich('profile.body', { strong })}</p>;
    case 'photos':
      return (
        <>
          <p>{t('photos.intro')}</p>
          <ul>
            {PHOTO_TIPS.map((tip) => (
              <li key={tip}>{t(`photos.tips.${tip}`)}</li>
            ))}
          </ul>
          <p>{t('photos.check')}</p>
        </>
      );
    case 'wait':
      return <p>{t.rich('wait.body', { duration: t('wait.duration', { engine }), strong })}</p>;
    case 'story':
      return <p>{t.rich('story.body', { strong })}</p>;
    case 'read':
      return <p>{t('read.body')}</p>;
  }
}

export function UserGuidePage() {
  const t = useTranslations('userGuide');
  const pageIn = usePageIn();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-extrabold tracking-widest text-brand-600 uppercase dark:text-brand-300">
        {t('page.eyebrow')}
      </p>
      <h1 className="mt-2 text-4xl font-black tracking-tight text-balance">{t('page.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('page.intro')}</p>

      <ol className="mt-10 space-y-5">
        {STEPS.map(({ step, Icon }, index) => (
          <li
            key={step}
            className="flex gap-4 rounded-3xl border bg-card p-5 shadow-sm sm:gap-5 sm:p-6"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-500 text-white shadow-sm shadow-brand-500/30">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-extrabold">
                <span className="text-brand-600 dark:text-brand-300">
                  {t('page.stepNumber', { number: index + 1 })}
                </span>{' '}
                {t(`steps.${step}.title`)}
              </h2>
              <div className="mt-2 space-y-2 leading-relaxed text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
                <StepBody step={step} />
              </div>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        {EXTRAS.map(({ extra, Icon }) => (
          <section
            key={extra}
            className="rounded-3xl bg-muted p-5"
            aria-labelledby={`extra-${extra}`}
          >
            <Icon aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
            <h2 id={`extra-${extra}`} className="mt-3 font-extrabold">
              {t(`extras.${extra}.title`)}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              {t(`extras.${extra}.text`)}
            </p>
          </section>
        ))}
      </div>

      <div className="mt-12 rounded-[2rem] bg-gradient-to-br from-brand-500 to-brand-700 p-8 text-center text-white shadow-lg shadow-brand-700/20">
        <h2 className="text-2xl font-black">{t('cta.title')}</h2>
        <p className="mt-2 text-white/90">{t('cta.text')}</p>
        <Button
          asChild
          size="lg"
          className="mt-6 bg-white text-brand-700 hover:bg-brand-50 dark:bg-white dark:text-brand-700 dark:hover:bg-brand-50"
        >
          <Link to={pageIn(paths.home.href())}>
            {t('cta.button')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
