import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { useCredits } from '@/lib/credits-query';

/** Step 1 of /create-child: tells a parent up front when the balance will not cover it. */
export function LowCreditsNotice() {
  const { data } = useCredits();
  const t = useTranslations('children.lowCredits');
  const balance = data?.total_credits;
  // The server says what a child costs here (CHILD_CREDIT_COST). Unknown (loading or failed)
  // says nothing: no warning on a guess. The server still decides; this never blocks the form.
  const cost = data?.child_credit_cost;
  if (typeof balance !== 'number' || typeof cost !== 'number' || balance >= cost) return null;
  return (
    <div
      role="status"
      data-testid="low-credits-notice"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p className="flex items-start gap-2.5">
        <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('text', { cost, balance })}</span>
      </p>
      <Link
        to={paths.addCredits.href()}
        className="shrink-0 self-start rounded-full bg-amber-900 px-4 py-2 font-bold text-white hover:bg-amber-800 sm:self-auto dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
      >
        {t('addCredits')}
      </Link>
    </div>
  );
}
