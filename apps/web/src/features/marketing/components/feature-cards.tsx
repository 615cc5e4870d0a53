import { Download, HeartHandshake, Palette, WandSparkles, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const FEATURES: { title: string; description: string; Icon: LucideIcon }[] = [
  {
    title: 'Personalised Stories',
    description:
      'Your child is the hero: their name, their age, their look — in an adventure written just for them.',
    Icon: WandSparkles,
  },
  {
    title: 'Educational Morals',
    description:
      'Weave in kindness, courage, sharing or honesty, so every bedtime story carries a gentle lesson.',
    Icon: HeartHandshake,
  },
  {
    title: 'AI Illustrations',
    description:
      'Every page is illustrated with a character that looks like your child, in a warm picture-book style.',
    Icon: Palette,
  },
  {
    title: 'Instant Download',
    description:
      'Read the story online as a scroll or a page-flip book, and download a print-ready PDF.',
    Icon: Download,
  },
];

export function FeatureCards() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Why Littlestar"
        title="A storybook as unique as your child"
      >
        Made with love, tuned to your child’s age, and ready in minutes.
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, description, Icon }) => (
          <li key={title}>
            <Card className="h-full p-6 transition-transform hover:-translate-y-1">
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-extrabold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
