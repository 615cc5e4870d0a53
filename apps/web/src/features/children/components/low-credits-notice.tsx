import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useCredits } from '@/lib/credits-query';

/**
 * What creating a child costs. The server's CHILD_CREDIT_COST is configurable but not
 * published to the browser (nor kept in packages/shared); its default is 1, assumed here.
 * The server still decides: this only warns, it never blocks the form.
 */
export const CHILD_CREDIT_COST = 1;

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** Step 1 of /create-child: tells a parent up front when the balance will not cover it. */
export function LowCreditsNotice() {
  const { data } = useCredits();
  const balance = data?.total_credits;
  // Unknown (loading or failed) says nothing: no warning on a guess.
  if (typeof balance !== 'number' || balance >= CHILD_CREDIT_COST) return null;
  return (
    <div
      role="status"
      data-testid="low-credits-notice"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p className="flex items-start gap-2.5">
        <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Creating a profile uses {credits(CHILD_CREDIT_COST)}. You have {credits(balance)} right
          now.
        </span>
      </p>
      <Link
        to={paths.addCredits.href()}
        className="shrink-0 self-start rounded-full bg-amber-900 px-4 py-2 font-bold text-white hover:bg-amber-800 sm:self-auto dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
      >
        Add credits
      </Link>
    </div>
  );
}
