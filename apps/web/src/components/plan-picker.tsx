import { useTranslations } from 'use-intl';
import type { Currency, Plan } from '@littlestar/shared/payments';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useChoosePlan } from '@/lib/checkout-context';
import {
  CURRENCIES,
  firstCurrency,
  isCurrency,
  preferredCurrencyIn,
  storePreferredCurrency,
} from '@/lib/currency';
import { useLanguage } from '@/i18n/language-context';
import { useHydrated } from '@/lib/use-hydrated';
import { PlanCard, PlanCardSkeleton } from './plan-card';

/**
 * The USD/INR tabs over the plan cards (3 columns, 1 on phones), shared by the landing page
 * and /add-credits. The tab picked is remembered for the next visit.
 */
export function PlanPicker({
  plans,
  isLoading,
  fallback,
}: {
  plans: Plan[];
  isLoading: boolean;
  /** Shown instead of the cards when there are none (after loading). */
  fallback?: ReactNode;
}) {
  const [chosen, setChosen] = useState<Currency | null>(null);
  const hydrated = useHydrated();
  const { language } = useLanguage();
  // The prerendered landing page shows USD (₹ in Hindi); the browser's own preference follows
  // hydration.
  const currency = chosen ?? (hydrated ? preferredCurrencyIn(language) : firstCurrency(language));
  const { choosePlan, pendingPlanId } = useChoosePlan();
  const t = useTranslations('common.planPicker');

  return (
    <Tabs
      value={currency}
      onValueChange={(value) => {
        if (!isCurrency(value)) return;
        setChosen(value);
        storePreferredCurrency(value);
      }}
      className="flex flex-col items-center"
    >
      <TabsList aria-label={t('currency')}>
        {CURRENCIES.map((code) => (
          <TabsTrigger key={code} value={code}>
            {code}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* The chosen currency's panel only: Radix reads each mounted panel's computed style,
        which makes the browser restyle the whole page (the landing page's longest task).
        An unselected tab's aria-controls may name a panel not in the page. */}
      <TabsContent key={currency} value={currency} className="mt-8 w-full">
        {isLoading ? (
          <div role="status" aria-label={t('loading')} className="grid gap-6 pt-3 md:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <PlanCardSkeleton key={card} />
            ))}
          </div>
        ) : plans.length === 0 ? (
          fallback
        ) : (
          <ul className="grid gap-6 pt-3 md:grid-cols-3" aria-label={t('plans')}>
            {plans.map((plan) => (
              // Subgrid rows: each card's name, description, price, allowances, features and
              // button line up with the other cards' whatever their text lengths.
              <li key={plan.id} className="grid md:row-span-6 md:grid-rows-subgrid md:gap-0">
                <PlanCard
                  plan={plan}
                  currency={currency}
                  onChoose={(chosen) => choosePlan(chosen, currency)}
                  isBusy={pendingPlanId === plan.id}
                  isDisabled={pendingPlanId !== null}
                />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
