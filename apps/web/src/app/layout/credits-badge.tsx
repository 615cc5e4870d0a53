import { useTranslations } from 'use-intl';
import { Coins, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCredits } from '@/lib/credits-query';
import { paths } from '@/config/paths';

/** The balance as the header shows it: the number, or '...' while unknown (product.md#credits-badge). */
function useBalanceText(): string {
  const { data } = useCredits();
  return typeof data?.total_credits === 'number' ? String(data.total_credits) : '...';
}

/** The balance (or '...' while unknown, product.md#credits-badge) and the add-credit link. */
export function CreditsBadge({ onNavigate }: { onNavigate?: () => void }) {
  const balance = useBalanceText();
  const t = useTranslations('layout.credits');
  return (
    <div className="flex h-9 items-center rounded-full border-2 border-brand-200 bg-brand-50 pl-3 text-sm font-extrabold text-brand-800 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100">
      <span className="flex items-center gap-1.5" title={t('title')}>
        <Coins aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
        <span className="sr-only">{t('srLabel')}</span>
        <span data-testid="credits-balance" className="tabular-nums">
          {balance}
        </span>
      </span>
      <Link
        to={paths.addCredits.href()}
        onClick={onNavigate}
        aria-label={t('addCredits')}
        title={t('addCredits')}
        className="ml-1.5 grid size-8 place-items-center rounded-full text-brand-700 transition-colors hover:bg-brand-200 dark:text-brand-200 dark:hover:bg-brand-900"
      >
        <Plus aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** The same item as a row of the narrow-screen menu: 'Credits', the balance, Add credits. */
export function CreditsMenuRow({ onNavigate }: { onNavigate?: () => void }) {
  const balance = useBalanceText();
  const t = useTranslations('layout.credits');
  return (
    <div className="flex items-center gap-3 px-4 py-2">
      <Coins aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
      <span className="text-base font-bold text-foreground/80">{t('title')}</span>
      <span
        data-testid="menu-credits-balance"
        className="rounded-full border-2 border-brand-200 bg-brand-50 px-2.5 text-sm font-extrabold text-brand-800 tabular-nums dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100"
      >
        {balance}
      </span>
      <Button asChild size="sm" variant="outline" className="ml-auto">
        <Link to={paths.addCredits.href()} onClick={onNavigate}>
          <Plus aria-hidden="true" />
          {t('addCredits')}
        </Link>
      </Button>
    </div>
  );
}
