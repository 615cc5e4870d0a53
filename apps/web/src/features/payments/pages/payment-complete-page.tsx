import {
  creditsText,
  formatMoney,
  receiptTexts,
  validityText,
} from '@littlestar/shared/payment-texts';
import type { PaymentReceipt } from '@littlestar/shared/payments';
import { CircleAlert, CircleCheck, Coins, MailCheck, ReceiptText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCredits } from '@/lib/credits-query';
import { formatDateTime } from '@/lib/format-date';
import { useReceipt } from '../api/get-receipt';
import { NextStep } from '../components/next-step';

/**
 * /payment-complete/:orderId — where a successful checkout lands: what was bought, the new
 * balance and the next step. The URL names the order, so a reload shows the same receipt.
 */
export function PaymentCompletePage() {
  const { orderId = '' } = useParams();
  const { data: receipt, isPending, isError } = useReceipt(orderId);

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {isPending ? (
        <div className="flex min-h-96 flex-col items-center justify-center gap-3 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label="Loading your receipt" />
          <p>Loading your receipt...</p>
        </div>
      ) : isError || (receipt.status !== 'completed' && receipt.status !== 'refunded') ? (
        <NotPaid text={isError ? receiptTexts.notFound : receiptTexts.notCompleted} />
      ) : (
        <Receipt receipt={receipt} />
      )}
    </section>
  );
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const { data: credits } = useCredits();
  const balance = credits?.total_credits;
  const rows: [string, string][] = [
    ['Plan', receipt.plan_name],
    ['Credits', `+${creditsText(receipt.credits)}`],
    ['Validity', validityText(receipt.duration_days)],
    ['Amount paid', formatMoney(receipt.amount, receipt.currency)],
    ['Paid with', receipt.paid_with ?? '—'],
    ['Payment ID', receipt.payment_id ?? '—'],
    ['Date', receipt.paid_at ? formatDateTime(receipt.paid_at) : '—'],
  ];

  return (
    <>
      <Card className="grid gap-6 p-5 sm:p-8">
        <div className="grid justify-items-center gap-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight">{receiptTexts.heading}</h1>
          <p className="font-semibold text-pretty" data-testid="payment-success">
            {receiptTexts.paid}
          </p>
        </div>

        <dl
          aria-label="What you bought"
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
              Your balance is now{' '}
              <span className="text-xl font-black tabular-nums" data-testid="receipt-balance">
                {typeof balance === 'number' ? balance : '...'}
              </span>{' '}
              {balance === 1 ? 'credit' : 'credits'}
            </span>
          </p>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.transactions.href()}>
              <ReceiptText aria-hidden="true" />
              All Transactions
            </Link>
          </Button>
        </div>

        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <MailCheck aria-hidden="true" className="size-4 shrink-0" />
          {receiptTexts.mailed}
        </p>
      </Card>
      <NextStep />
    </>
  );
}

function NotPaid({ text }: { text: string }) {
  return (
    <Card className="grid justify-items-center gap-4 p-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100">
        <CircleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">Payment</h1>
      <p role="alert" className="text-pretty text-muted-foreground">
        {text}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.addCredits.href()}>Add Credits</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.transactions.href()}>All Transactions</Link>
        </Button>
      </div>
    </Card>
  );
}
