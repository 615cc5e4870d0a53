import { useTranslations } from 'use-intl';
import { Download, HeartHandshake, Palette, WandSparkles, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

/** Each feature by its key in `home.features` (a title and a description). */
const FEATURES: {
  key: 'personalised' | 'morals' | 'illustrations' | 'download';
  Icon: LucideIcon;
}[] = [
  { key: 'personalised', Icon: WandSparkles },
  { key: 'morals', Icon: HeartHandshake },
  { key: 'illustrations', Icon: Palette },
  { key: 'download', Icon: Download },
];

export function FeatureCards() {
  const t = useTranslations('home.features');
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="features-title" eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="h-full p-6 transition-transform hover:-translate-y-1">
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-extrabold">{t(`${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`${key}.description`)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
