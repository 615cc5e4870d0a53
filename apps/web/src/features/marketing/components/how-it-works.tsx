import { useTranslations } from 'use-intl';
import { BookOpen, Camera, Palette, UserRoundPlus, type LucideIcon } from 'lucide-react';
import { LikenessDuration } from '@/components/likeness-duration';
import { SectionHeading } from './section-heading';

/** Each step by its key in `home.howItWorks` (a title and a description). */
const STEPS: { key: 'profile' | 'photos' | 'theme' | 'enjoy'; Icon: LucideIcon }[] = [
  { key: 'profile', Icon: UserRoundPlus },
  { key: 'photos', Icon: Camera },
  { key: 'theme', Icon: Palette },
  { key: 'enjoy', Icon: BookOpen },
];

export function HowItWorks() {
  const t = useTranslations('home.howItWorks');
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="bg-muted/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative rounded-3xl border bg-card p-6 shadow-sm">
              {/* Decoration: the heading says the step in words, so readers skip the numeral. */}
              <span
                aria-hidden="true"
                className="absolute top-5 right-5 text-4xl font-black text-brand-100 dark:text-brand-900"
              >
                {index + 1}
              </span>
              <span className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-500 text-white shadow-sm shadow-brand-500/30">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-extrabold">
                <span className="sr-only">{t('step', { number: index + 1 })}</span>
                {t(`${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {key === 'photos'
                  ? t.rich('photos.description', { duration: () => <LikenessDuration /> })
                  : t(`${key}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
