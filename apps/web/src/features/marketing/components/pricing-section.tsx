import { Check, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import {
  CURRENCIES,
  formatMoney,
  readCachedUsdToInrRate,
  usdToInr,
  type Currency,
} from '@/lib/currency';
import { usePlans, type Plan } from '../api/get-plans';
import { SectionHeading } from './section-heading';

const POPULAR_PLAN_NAME = 'Standard';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function planPrice(plan: Plan, currency: Currency, inrRate: number): string {
  if (currency === 'USD') return formatMoney(plan.price, 'USD');
  return formatMoney(plan.price_inr ?? usdToInr(plan.price, inrRate), 'INR');
}

function PlanCard({
  plan,
  currency,
  inrRate,
}: {
  plan: Plan;
  currency: Currency;
  inrRate: number;
}) {
  const isPopular = plan.name === POPULAR_PLAN_NAME;
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-6',
        isPopular && 'border-2 border-brand-400 shadow-lg shadow-brand-500/15',
      )}
    >
      {isPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary text-primary-foreground dark:bg-primary dark:text-primary-foreground">
          Most Popular
        </Badge>
      ) : null}
      <h3 className="text-xl font-extrabold">{plan.name}</h3>
      <p className="mt-3 text-4xl font-black tracking-tight">
        {planPrice(plan, currency, inrRate)}
      </p>
      <p className="mt-2 text-sm font-semibold text-muted-foreground">
        {[
          count(plan.credits, 'credit', 'credits'),
          `up to ${count(plan.max_children, 'child', 'children')}`,
          count(plan.max_stories, 'story', 'stories'),
          plan.duration_days ? `valid ${count(plan.duration_days, 'day', 'days')}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2.5">
        {(plan.features ?? []).map((feature) => (
          <li
            key={feature.name}
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
            <span>
              <span className="sr-only">{feature.included ? 'Included: ' : 'Not included: '}</span>
              {feature.name}
            </span>
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 w-full" variant={isPopular ? 'primary' : 'outline'}>
        <Link to={paths.addCredits.href()}>Choose {plan.name}</Link>
      </Button>
    </Card>
  );
}

function PlansComingSoon() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-brand-300 bg-card px-6 py-12 text-center dark:border-brand-800">
      <Sparkles aria-hidden="true" className="size-8 text-brand-500" />
      <h3 className="mt-4 text-xl font-extrabold">Plans coming soon</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        Our credit plans will appear here shortly. In the meantime, the free trial is open to
        everyone.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.demoChildren.href()}>Try the free demo</Link>
      </Button>
    </div>
  );
}

export function PricingSection() {
  const { data: plans = [], isPending, error } = usePlans();
  const [currency, setCurrency] = useState<Currency>('USD');
  const [inrRate] = useState(() => readCachedUsdToInrRate() ?? 1);

  // Spec §8: a plans failure on the landing page is only logged; the list stays empty.
  useEffect(() => {
    if (error) console.warn('Could not load plans:', error.message);
  }, [error]);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple plans, endless stories">
          Buy credits once and spend them on children and stories whenever you like.
        </SectionHeading>
        <Tabs
          value={currency}
          onValueChange={(value) => setCurrency(value as Currency)}
          className="flex flex-col items-center"
        >
          <TabsList aria-label="Currency">
            {CURRENCIES.map((code) => (
              <TabsTrigger key={code} value={code}>
                {code}
              </TabsTrigger>
            ))}
          </TabsList>
          {CURRENCIES.map((code) => (
            <TabsContent key={code} value={code} className="mt-10 w-full">
              {isPending ? (
                <div className="flex justify-center py-12">
                  <Spinner label="Loading plans" />
                </div>
              ) : plans.length === 0 ? (
                <PlansComingSoon />
              ) : (
                <ul className="grid gap-6 pt-3 md:grid-cols-3">
                  {plans.map((plan) => (
                    <li key={plan.id}>
                      <PlanCard plan={plan} currency={code} inrRate={inrRate} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
