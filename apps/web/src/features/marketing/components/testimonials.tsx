import { useTranslations } from 'use-intl';
import { Quote, Star } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

/** Each family's name, and its quote and role by its key in `home.testimonials`. */
const TESTIMONIALS = [
  { key: 'priya', name: 'Priya S.' },
  { key: 'daniel', name: 'Daniel M.' },
  { key: 'margaret', name: 'Margaret O.' },
] as const;

export function Testimonials() {
  const t = useTranslations('home.testimonials');
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="flex h-full flex-col p-6">
              <Quote aria-hidden="true" className="size-8 text-brand-300 dark:text-brand-700" />
              <div className="mt-3 flex gap-0.5 text-amber-400" aria-label={t('stars')} role="img">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-3 flex-1 text-base leading-relaxed">
                “{t(`${testimonial.key}.quote`)}”
              </blockquote>
              <p className="mt-5 text-sm">
                <span className="font-extrabold">{testimonial.name}</span>
                <span className="text-muted-foreground"> · {t(`${testimonial.key}.role`)}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
