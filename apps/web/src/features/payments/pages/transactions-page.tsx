import { HISTORY_PAGE_SIZE } from '@littlestar/shared/credits';
import { paymentMessages } from '@littlestar/shared/payments';
import { Plus, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/use-error-toast';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { usePaymentTransactions } from '../api/list-payment-transactions';
import { TransactionRow } from '../components/transaction-row';

/** /transactions — payments, 5 a page, newest first (spec §2 Transactions). */
export function TransactionsPage() {
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, isPlaceholderData } = usePaymentTransactions({ page });
  useErrorToast(isError, paymentMessages.fetchTransactionsFailed);
  useKeepPageInRange({ page, total: data?.total, pageSize: HISTORY_PAGE_SIZE, setPage });

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

      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="[&_svg]:size-8" label="Loading transactions" />
        </div>
      ) : isError ? (
        <p className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {paymentMessages.fetchTransactionsFailed}
        </p>
      ) : data.total === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-14 text-center">
          <ReceiptText aria-hidden="true" className="mb-4 size-10 text-brand-500" />
          <p className="text-xl font-extrabold">{paymentMessages.noTransactions}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label="Payment transactions"
            aria-busy={isPlaceholderData}
            className="grid gap-3 transition-opacity aria-busy:opacity-60"
          >
            {data.items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
          <Pager
            label="Transactions pages"
            page={page}
            total={data.total}
            pageSize={HISTORY_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
