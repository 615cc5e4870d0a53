import type { PaymentReceipt } from '@littlestar/shared/payments';
import { CircleAlert, CircleCheck, Coins, MailCheck, ReceiptText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCredits } from '@/lib/credits-query';
import { formatMoney } from '@/lib/currency';
import { useReceipt } from '../api/get-receipt';
import { useDateTime } from '../hooks/use-date-time';
import { NextStep } from '../components/next-step';

/**
 * /payment-complete/:orderId — where a successful checkout lands: what was bought, the new
 * balance and the next step. The URL names the order, so a reload shows the same receipt.
 */
export function PaymentCompletePage() {
  const { orderId = '' } = useParams();
  const { data: receipt, isPending, isError } = useReceipt(orderId);
  const t = useTranslations('payments.receipt');

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {isPending ? (
        <div className="flex min-h-96 flex-col items-center justify-center gap-3 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label={t('loadingLabel')} />
          <p>{t('loading')}</p>
        </div>
      ) : isError || (receipt.status !== 'completed' && receipt.status !== 'refunded') ? (
        <NotPaid text={isError ? t('notFound') : t('notCompleted')} />
      ) : (
        <Receipt receipt={receipt} />
      )}
    </section>
  );
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const { data: credits } = useCredits();
  const balance = credits?.total_credits;
  const t = useTranslations('payments.receipt');
  const dateTime = useDateTime();
  const rows: [string, string][] = [
    [t('plan'), receipt.plan_name],
    [t('credits'), t('creditsValue', { count: receipt.credits })],
    [t('validity'), t('validityValue', { days: receipt.duration_days })],
    [t('amountPaid'), formatMoney(receipt.amount, receipt.currency)],
    [t('paidWith'), receipt.paid_with ?? '—'],
    [t('paymentId'), receipt.payment_id ?? '—'],
    [t('date'), receipt.paid_at ? dateTime(receipt.paid_at) : '—'],
  ];

  return (
    <>
      <Card className="grid gap-6 p-5 sm:p-8">
        <div className="grid justify-items-center gap-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('heading')}</h1>
          <p className="font-semibold text-pretty" data-testid="payment-success">
            {t('paid')}
          </p>
        </div>

        <dl
          aria-label={t('listLabel')}
          data-testid="receipt"
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 rounded-2xl bg-muted p-4 text-sm sm:p-5"
        >
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-right font-bold [overflow-wrap:anywhere] tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-4">
          <p className="flex items-center gap-3 font-bold">
            <Coins aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
            <span>
              {t.rich('balance', {
                count: balance ?? 0,
                number: () => (
                  <span className="text-xl font-black tabular-nums" data-testid="receipt-balance">
                    {typeof balance === 'number' ? balance : '...'}
                  </span>
                ),
              })}
            </span>
          </p>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.transactions.href()}>
              <ReceiptText aria-hidden="true" />
              {t('allTransactions')}
            </Link>
          </Button>
        </div>

        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <MailCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('mailed')}
        </p>
      </Card>
      <NextStep />
    </>
  );
}

function NotPaid({ text }: { text: string }) {
  const t = useTranslations('payments.receipt');
  return (
    <Card className="grid justify-items-center gap-4 p-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100">
        <CircleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">{t('notPaidTitle')}</h1>
      <p role="alert" className="text-pretty text-muted-foreground">
        {text}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.addCredits.href()}>{t('addCredits')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.transactions.href()}>{t('allTransactions')}</Link>
        </Button>
      </div>
    </Card>
  );
}
