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
import { LikenessDuration } from '@/components/likeness-duration';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

const STEPS: { title: string; Icon: LucideIcon; body: ReactNode }[] = [
  {
    title: 'Sign up or log in',
    Icon: LogIn,
    body: (
      <p>
        Create an account with your e-mail address or Google. Once you are in, you land on{' '}
        <em>Your Little Stars</em>, the home of your children’s profiles.
      </p>
    ),
  },
  {
    title: 'Create your child’s profile',
    Icon: UserRoundPlus,
    body: (
      <p>
        Choose <strong>Add Your First Child</strong> and enter their name, age (3 to 10) and
        pronouns. This is how the story will talk about them.
      </p>
    ),
  },
  {
    title: 'Upload photos',
    Icon: Camera,
    body: (
      <>
        <p>
          Pick 5 to 10 photos of your child. The better the photos, the more the illustrations look
          like them.
        </p>
        <ul>
          <li>Only your child in each photo — no one else in the picture.</li>
          <li>Varied backgrounds, outfits and angles; a clear view of the face.</li>
          <li>JPEG, PNG or WebP files, up to 10 photos.</li>
        </ul>
        <p>
          When you start, we look for your child’s face in every photo. A photo with no face, with
          other people in it, with the face too small, or that looks like someone else is marked
          with its reason, and only the good ones are used: swap the marked ones if you need more.
        </p>
      </>
    ),
  },
  {
    title: 'Wait for the magic',
    Icon: Hourglass,
    body: (
      <p>
        We learn your child’s likeness from the photos. It takes <LikenessDuration />, and we e-mail
        you as soon as the profile is <strong>Ready</strong>.
      </p>
    ),
  },
  {
    title: 'Create a story',
    Icon: WandSparkles,
    body: (
      <p>
        Open your child’s stories and choose <strong>Create New Story</strong>. Give it a title,
        pick a theme (like Adventure, Friendship or Space) and a setting (like Forest, Ocean or
        Magical Kingdom), and optionally add a challenge to overcome and a moral. Customising takes
        2 to 3 minutes.
      </p>
    ),
  },
  {
    title: 'Read, flip and download',
    Icon: BookOpen,
    body: (
      <p>
        When the story is complete we e-mail you a link. Read it as a scrolling page or as a
        page-flip book, and download the PDF to print or share.
      </p>
    ),
  },
];

const EXTRAS: { title: string; Icon: LucideIcon; text: string }[] = [
  {
    title: 'Credits',
    Icon: Coins,
    text: 'Adding a child and creating a story use credits from your plan. Your balance and every credit spent are on the Credit Usage page.',
  },
  {
    title: 'Free trial',
    Icon: Gift,
    text: 'Not ready to sign up? Try a demo child: each one allows 1 free story, no card needed.',
  },
  {
    title: 'Tip',
    Icon: Lightbulb,
    text: 'A moral works best as a short idea — “sharing makes play more fun” — and a challenge as a small problem for your child to solve.',
  },
];

export function UserGuidePage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-extrabold tracking-widest text-brand-600 uppercase dark:text-brand-300">
        User Guide
      </p>
      <h1 className="mt-2 text-4xl font-black tracking-tight text-balance">
        How to make your child’s storybook
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Six steps from sign-up to a finished book. Most of it is waiting for the magic to happen.
      </p>

      <ol className="mt-10 space-y-5">
        {STEPS.map(({ title, Icon, body }, index) => (
          <li
            key={title}
            className="flex gap-4 rounded-3xl border bg-card p-5 shadow-sm sm:gap-5 sm:p-6"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-500 text-white shadow-sm shadow-brand-500/30">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-extrabold">
                <span className="text-brand-600 dark:text-brand-300">Step {index + 1}.</span>{' '}
                {title}
              </h2>
              <div className="mt-2 space-y-2 leading-relaxed text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
                {body}
              </div>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        {EXTRAS.map(({ title, Icon, text }) => (
          <section
            key={title}
            className="rounded-3xl bg-muted p-5"
            aria-labelledby={`extra-${title}`}
          >
            <Icon aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
            <h2 id={`extra-${title}`} className="mt-3 font-extrabold">
              {title}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </section>
        ))}
      </div>

      <div className="mt-12 rounded-[2rem] bg-gradient-to-br from-brand-500 to-brand-700 p-8 text-center text-white shadow-lg shadow-brand-700/20">
        <h2 className="text-2xl font-black">Ready to begin?</h2>
        <p className="mt-2 text-white/90">Your child’s first adventure is a few clicks away.</p>
        <Button
          asChild
          size="lg"
          className="mt-6 bg-white text-brand-700 hover:bg-brand-50 dark:bg-white dark:text-brand-700 dark:hover:bg-brand-50"
        >
          <Link to={paths.home.href()}>
            Get started
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
