import { Coins, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useCredits } from '@/features/credits/api/get-credits';
import { paths } from '../paths';

/** The balance (or '...' while unknown, spec §2) and the add-credit link. */
export function CreditsBadge({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useCredits();
  const balance = typeof data?.total_credits === 'number' ? String(data.total_credits) : '...';
  return (
    <div className="flex h-9 items-center rounded-full border-2 border-brand-200 bg-brand-50 pl-3 text-sm font-extrabold text-brand-800 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100">
      <span className="flex items-center gap-1.5" title="Credits">
        <Coins aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
        <span className="sr-only">Credits: </span>
        <span data-testid="credits-balance" className="tabular-nums">
          {balance}
        </span>
      </span>
      <Link
        to={paths.addCredits.href()}
        onClick={onNavigate}
        aria-label="Add credits"
        title="Add credits"
        className="ml-1.5 grid size-8 place-items-center rounded-full text-brand-700 transition-colors hover:bg-brand-200 dark:text-brand-200 dark:hover:bg-brand-900"
      >
        <Plus aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
