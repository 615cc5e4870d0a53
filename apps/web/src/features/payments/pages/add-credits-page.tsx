import { History, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { PlanPicker } from '@/components/plan-picker';
import { Button } from '@/components/ui/button';
import { usePlans } from '@/lib/plans-query';
import { GiftCodeList } from '../components/gift-code-list';
import { GiveCreditsDialog } from '../components/give-credits-dialog';

/**
 * /add-credits — plan cards with USD/INR tabs; choosing one starts the checkout
 * (product.md#add-credits); Give credits buys one as a gift (product.md#gift-credits).
 */
export function AddCreditsPage() {
  const { data: plans = [], isPending, isError } = usePlans();
  const t = useTranslations('payments.addCreditsPage');

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <GiveCreditsDialog plans={plans} isDisabled={isPending || isError} />
          <Button asChild variant="outline">
            <Link to={paths.redeem.href()}>
              <Ticket aria-hidden="true" />
              {t('redeem')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.creditUsage.href()}>
              <History aria-hidden="true" />
              {t('creditUsage')}
            </Link>
          </Button>
        </div>
      </div>
      {isError ? (
        <p role="alert" className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {t('loadPlansFailed')}
        </p>
      ) : (
        <PlanPicker plans={plans} isLoading={isPending} />
      )}
      <GiftCodeList />
    </section>
  );
}
