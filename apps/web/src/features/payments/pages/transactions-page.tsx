import { HISTORY_PAGE_SIZE } from '@littlestar/shared/credits';
import { paymentMessages } from '@littlestar/shared/payments';
import { Plus, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PagedHistory } from '@/components/paged-history';
import { Button } from '@/components/ui/button';
import { useErrorToast } from '@/lib/use-error-toast';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { usePaymentTransactions } from '../api/list-payment-transactions';
import { TransactionRow } from '../components/transaction-row';

/** /transactions — payments, 5 a page, newest first (spec §2 Transactions). */
export function TransactionsPage() {
  const [page, setPage] = usePageParam();
  const query = usePaymentTransactions({ page });
  useErrorToast(query.isError, paymentMessages.fetchTransactionsFailed);
  useKeepPageInRange({ page, total: query.data?.total, pageSize: HISTORY_PAGE_SIZE, setPage });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Transactions</h1>
          <p className="text-muted-foreground">Every purchase of credits, newest first.</p>
        </div>
        <Button asChild>
          <Link to={paths.addCredits.href()}>
            <Plus aria-hidden="true" />
            Add Credits
          </Link>
        </Button>
      </div>

      <PagedHistory
        query={query}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        label="Payment transactions"
        pagerLabel="Transactions pages"
        errorText={paymentMessages.fetchTransactionsFailed}
        emptyText={paymentMessages.noTransactions}
        emptyIcon={ReceiptText}
        renderItem={(transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        )}
      />
    </section>
  );
}
