import { Check } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';

const STEPS = ['details', 'photos'] as const;

/** '1 Details — 2 Photos', with the current step marked for screen readers too. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const t = useTranslations('children.stepIndicator');
  return (
    <ol aria-label={t('label')} className="flex items-center justify-center gap-2 sm:gap-3">
      {STEPS.map((key, index) => {
        const number = index + 1;
        const isCurrent = number === step;
        const isDone = number < step;
        return (
          <li key={key} className="flex items-center gap-2 sm:gap-3">
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'h-0.5 w-8 rounded-full sm:w-14',
                  isDone || isCurrent ? 'bg-brand-400' : 'bg-border',
                )}
              />
            ) : null}
            <span
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-sm font-bold',
                isCurrent ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-8 place-items-center rounded-full border-2 text-sm font-extrabold',
                  isCurrent && 'border-brand-500 bg-brand-500 text-white',
                  isDone &&
                    'border-brand-400 bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100',
                  !isCurrent && !isDone && 'border-border',
                )}
              >
                {isDone ? <Check className="size-4" /> : number}
              </span>
              <span>
                <span className="sr-only">{t('step', { number })}</span>
                {t(key)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
