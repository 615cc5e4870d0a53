import { useTranslations } from 'use-intl';
import { Coins, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useCredits } from '@/lib/credits-query';

/**
 * The balance with an Add Credits link, atop /credit-usage and /transactions (product.md#credit-usage and
 * the credits issue: both pages show it). '...' while the balance is unknown.
 */
export function CreditBalanceCard({ className }: { className?: string }) {
  const { data } = useCredits();
  const balance = data?.total_credits;
  const t = useTranslations('common.creditBalance');
  return (
    <Card
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 bg-gradient-to-br from-brand-50 to-card p-6 dark:from-brand-950/60',
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
          <Coins aria-hidden="true" className="size-7" />
        </span>
        <div>
          <p className="text-4xl font-black tabular-nums" data-testid="credit-balance">
            {typeof balance === 'number' ? balance : '...'}
          </p>
          <p className="text-sm font-bold text-muted-foreground">{t('available')}</p>
        </div>
      </div>
      <Button asChild>
        <Link to={paths.addCredits.href()}>
          <Plus aria-hidden="true" />
          {t('add')}
        </Link>
      </Button>
    </Card>
  );
}
