import { BookOpen, Camera, Palette, UserRoundPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LikenessDuration } from '@/components/likeness-duration';
import { SectionHeading } from './section-heading';

const STEPS: { title: string; description: ReactNode; Icon: LucideIcon }[] = [
  {
    title: 'Create Profile',
    description: 'Tell us your child’s name, age and pronouns.',
    Icon: UserRoundPlus,
  },
  {
    title: 'Upload Photos',
    description: (
      <>
        Add 5 to 10 solo photos with varied backgrounds; we check each one for your child’s face.
        Your child’s likeness is ready in <LikenessDuration /> — we e-mail you.
      </>
    ),
    Icon: Camera,
  },
  {
    title: 'Select Theme',
    description:
      'Choose a title, theme and setting, and optionally a challenge and a moral. It takes 2 to 3 minutes.',
    Icon: Palette,
  },
  {
    title: 'Enjoy Story',
    description: 'Read it together online, flip through it like a book, or download the PDF.',
    Icon: BookOpen,
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="bg-muted/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Four steps to a story starring your child"
        />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, description, Icon }, index) => (
            <li key={title} className="relative rounded-3xl border bg-card p-6 shadow-sm">
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
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
