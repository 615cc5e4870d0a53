import { creditMessages, HISTORY_PAGE_SIZE } from '@littlestar/shared/credits';
import { Coins, History, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PagedHistory } from '@/components/paged-history';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useErrorToast } from '@/lib/use-error-toast';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { useCredits } from '../api/get-credits';
import { useCreditUsage } from '../api/list-credit-usage';
import { CreditEntryRow } from '../components/credit-entry-row';

/** /credit-usage — the balance and the credit ledger, 5 a page, newest first (spec §2). */
export function CreditUsagePage() {
  const [page, setPage] = usePageParam();
  const credits = useCredits();
  const query = useCreditUsage({ page });
  useErrorToast(query.isError, creditMessages.fetchCreditTransactionsFailed);
  useKeepPageInRange({ page, total: query.data?.total, pageSize: HISTORY_PAGE_SIZE, setPage });
  const balance = credits.data?.total_credits;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">Credit Usage</h1>

      <Card className="mb-10 flex flex-wrap items-center justify-between gap-4 bg-gradient-to-br from-brand-50 to-card p-6 dark:from-brand-950/60">
        <div className="flex items-center gap-4">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
            <Coins aria-hidden="true" className="size-7" />
          </span>
          <div>
            <p className="text-4xl font-black tabular-nums" data-testid="credit-usage-balance">
              {typeof balance === 'number' ? balance : '...'}
            </p>
            <p className="text-sm font-bold text-muted-foreground">Credits available</p>
          </div>
        </div>
        <Button asChild>
          <Link to={paths.addCredits.href()}>
            <Plus aria-hidden="true" />
            Add Credits
          </Link>
        </Button>
      </Card>

      <h2 className="mb-4 text-xl font-extrabold">Credit transactions</h2>
      <PagedHistory
        query={query}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        label="Credit transactions"
        pagerLabel="Credit transactions pages"
        errorText={creditMessages.fetchCreditTransactionsFailed}
        emptyText={creditMessages.noCreditTransactions}
        emptyIcon={History}
        renderItem={(entry) => <CreditEntryRow key={entry.id} entry={entry} />}
      />
    </section>
  );
}
