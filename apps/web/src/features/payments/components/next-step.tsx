import type { Child } from '@littlestar/shared/children';
import { ArrowRight, Hourglass, Sparkles, UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isChildInTraining, useChildren } from '@/lib/children-query';

interface Step {
  title: string;
  text: string;
  action: { label: string; to: string };
  icon: ReactNode;
}

/** The step's texts, as keys of payments.nextStep. */
export type NextStepKey =
  `${'oneReady' | 'severalReady' | 'training' | 'unfinished' | 'noChild'}${'Title' | 'Text' | 'Action'}`;

/** The texts of each step for a child named `name`, in the interface's language. */
export type NextStepWords = (key: NextStepKey, values: { name: string }) => string;

/**
 * What the credits are for, now: a story for a ready child, else the child's profile, which
 * comes first. Ready children win (the parent came for a story); a profile still training
 * leads to the children page, where its card shows the progress.
 */
export function nextStepFor(children: readonly Child[], words: NextStepWords): Step {
  const texts = (
    step: 'oneReady' | 'severalReady' | 'training' | 'unfinished' | 'noChild',
    name = '',
  ) => ({
    title: words(`${step}Title`, { name }),
    text: words(`${step}Text`, { name }),
    label: words(`${step}Action`, { name }),
  });
  const ready = children.filter((child) => child.training_status === 'completed');
  const [only] = ready;
  if (only && ready.length === 1) {
    const { title, text, label } = texts('oneReady', only.name);
    return {
      title,
      text,
      action: { label, to: paths.createStory.href(only.id) },
      icon: <Sparkles aria-hidden="true" className="size-6" />,
    };
  }
  if (ready.length > 1) {
    const { title, text, label } = texts('severalReady');
    return {
      title,
      text,
      action: { label, to: paths.children.href() },
      icon: <Sparkles aria-hidden="true" className="size-6" />,
    };
  }
  const training = children.find(isChildInTraining);
  if (training) {
    const { title, text, label } = texts('training', training.name);
    return {
      title,
      text,
      action: { label, to: paths.children.href() },
      icon: <Hourglass aria-hidden="true" className="size-6" />,
    };
  }
  const [unfinished] = children;
  if (unfinished) {
    const { title, text, label } = texts('unfinished', unfinished.name);
    return {
      title,
      text,
      action: { label, to: paths.editChild.href(unfinished.id, { step: 'photos' }) },
      icon: <UserRoundPlus aria-hidden="true" className="size-6" />,
    };
  }
  const { title, text, label } = texts('noChild');
  return {
    title,
    text,
    action: { label, to: paths.createChild.href() },
    icon: <UserRoundPlus aria-hidden="true" className="size-6" />,
  };
}

/** The one thing to do after buying credits, decided from the parent's children. */
export function NextStep() {
  const { data: children, isPending, isError } = useChildren();
  const t = useTranslations('payments.nextStep');
  if (isPending) {
    return (
      <div className="grid min-h-28 place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  // Without the list, the children page is still the way on.
  const step = nextStepFor(isError ? [] : children, (key, values) => t(key, values));
  return (
    <section
      aria-labelledby="next-step-title"
      data-testid="next-step"
      className="grid gap-4 rounded-3xl border-2 border-brand-200 bg-brand-50/60 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:p-6 dark:border-brand-800 dark:bg-brand-950/40"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
        {step.icon}
      </span>
      <div className="grid gap-1">
        <p className="text-xs font-extrabold tracking-wide text-brand-800 uppercase dark:text-brand-200">
          {t('kicker')}
        </p>
        <h2 id="next-step-title" className="text-lg font-extrabold">
          {step.title}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">{step.text}</p>
      </div>
      <Button asChild size="lg" className="sm:col-span-2 sm:justify-self-end">
        <Link to={step.action.to}>
          {step.action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
