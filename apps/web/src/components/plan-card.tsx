import { useTranslations } from 'use-intl';
import type { Currency, Plan } from '@littlestar/shared/payments';
import {
  BookOpen,
  CalendarDays,
  Check,
  Coins,
  LoaderCircle,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatPlanPrice } from '@/lib/currency';

/**
 * `paymentMessages.mostPopular` of `@littlestar/shared/payments`, repeated here (the test holds
 * them equal) as the card shows it in English (`common.planCard.mostPopular`): a value from that
 * module brings zod, whose code kept a phone's main thread busy for some 70 ms when the landing
 * page's plans arrived.
 */
export const MOST_POPULAR = 'Most Popular';

/** What a plan buys and lasts (product.md#add-credits: credits, children and stories counts). */
function usePlanAllowances(plan: Plan): { Icon: LucideIcon; text: string }[] {
  const t = useTranslations('common.planCard');
  return [
    { Icon: Coins, text: t('credits', { count: plan.credits }) },
    { Icon: Users, text: t('children', { count: plan.max_children }) },
    { Icon: BookOpen, text: t('stories', { count: plan.max_stories }) },
    { Icon: CalendarDays, text: t('days', { count: plan.duration_days }) },
  ];
}

/**
 * One plan on the landing page and /add-credits. The price is the server's, in the chosen
 * currency; the plan the server marks popular (Standard) gets the 'Most Popular' ribbon.
 */
export function PlanCard({
  plan,
  currency,
  onChoose,
  isBusy = false,
  isDisabled = false,
}: {
  plan: Plan;
  currency: Currency;
  onChoose: (plan: Plan) => void;
  /** This plan's order is being created. */
  isBusy?: boolean;
  /** Another plan's checkout is under way. */
  isDisabled?: boolean;
}) {
  const titleId = `plan-${plan.id}-title`;
  const t = useTranslations('common.planCard');
  const allowances = usePlanAllowances(plan);
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col p-6 md:row-span-6 md:grid md:grid-rows-subgrid md:gap-0',
        plan.is_popular &&
          'border-2 border-brand-400 shadow-lg shadow-brand-500/15 dark:border-brand-500',
      )}
    >
      {plan.is_popular ? (
        <Badge
          data-testid="most-popular"
          className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary px-3 py-1 text-primary-foreground shadow-sm dark:bg-primary dark:text-primary-foreground"
        >
          {t('mostPopular')}
        </Badge>
      ) : null}
      <h3 id={titleId} className="text-xl font-extrabold">
        {plan.name}
      </h3>
      {/* Always there, even empty: it is one of the rows the cards share (plan-picker). */}
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4 text-4xl font-black tracking-tight tabular-nums" data-testid="plan-price">
        {formatPlanPrice(plan, currency)}
      </p>
      <ul className="mt-4 grid gap-1.5 text-sm font-semibold" aria-label={t('allowances')}>
        {allowances.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-600 dark:text-brand-300"
            />
            {text}
          </li>
        ))}
      </ul>
      <ul className="mt-5 flex flex-1 flex-col gap-2.5 border-t pt-5" aria-label={t('features')}>
        {plan.features.map((feature) => (
          <li
            key={feature.name}
            title={feature.description || undefined}
            className={cn(
              'flex items-start gap-2 text-sm',
              !feature.included && 'text-muted-foreground',
            )}
          >
            {feature.included ? (
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span className={cn(!feature.included && 'line-through decoration-1')}>
              <span className="sr-only">{feature.included ? t('included') : t('notIncluded')}</span>
              {feature.name}
            </span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        size="lg"
        variant={plan.is_popular ? 'primary' : 'outline'}
        onClick={() => onChoose(plan)}
        disabled={isBusy || isDisabled}
        aria-busy={isBusy}
      >
        {isBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t('choose', { plan: plan.name })}
      </Button>
    </Card>
  );
}

/** Placeholder cards while the plans load. */
export function PlanCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex h-full animate-pulse flex-col gap-4 p-6">
      <div className="h-6 w-1/3 rounded-full bg-muted" />
      <div className="h-4 w-2/3 rounded-full bg-muted" />
      <div className="h-10 w-1/2 rounded-full bg-muted" />
      <div className="grid gap-2">
        {[0, 1, 2, 3].map((line) => (
          <div key={line} className="h-4 w-3/5 rounded-full bg-muted" />
        ))}
      </div>
      <div className="grid flex-1 gap-2 border-t pt-5">
        {[0, 1, 2, 3, 4].map((line) => (
          <div key={line} className="h-4 w-4/5 rounded-full bg-muted" />
        ))}
      </div>
      <div className="h-12 rounded-full bg-muted" />
    </Card>
  );
}
