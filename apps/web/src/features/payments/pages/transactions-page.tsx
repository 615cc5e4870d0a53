import { HISTORY_PAGE_SIZE } from '@littlestar/shared/credits';
import { ReceiptText } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { CreditBalanceCard } from '@/components/credit-balance-card';
import { PagedHistory } from '@/components/paged-history';
import { useErrorToast } from '@/lib/use-error-toast';
import { useKeepPageInRange, usePageParam } from '@/lib/use-page-param';
import { usePaymentTransactions } from '../api/list-payment-transactions';
import { TransactionRow } from '../components/transaction-row';

/** /transactions — the balance, then payments 5 a page, newest first (product.md#transactions). */
export function TransactionsPage() {
  const [page, setPage] = usePageParam();
  const query = usePaymentTransactions({ page });
  const t = useTranslations('payments.transactionsPage');
  useErrorToast(query.isError, t('fetchFailed'));
  useKeepPageInRange({ page, total: query.data?.total, pageSize: HISTORY_PAGE_SIZE, setPage });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-6 grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>

      <CreditBalanceCard className="mb-10" />

      <h2 className="mb-4 text-xl font-extrabold">{t('paymentsTitle')}</h2>

      <PagedHistory
        query={query}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        label={t('listLabel')}
        pagerLabel={t('pagerLabel')}
        errorText={t('fetchFailed')}
        emptyText={t('empty')}
        emptyIcon={ReceiptText}
        renderItem={(transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        )}
      />
    </section>
  );
}
