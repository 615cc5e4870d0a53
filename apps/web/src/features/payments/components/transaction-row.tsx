import type { PaymentStatus, PaymentTransaction } from '@littlestar/shared/payments';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { formatMoney } from '@/lib/currency';
import { useDateTime } from '../hooks/use-date-time';

const STATUS_VARIANTS: Record<PaymentStatus, BadgeProps['variant']> = {
  completed: 'green',
  pending: 'yellow',
  created: 'yellow',
  failed: 'red',
  refunded: 'outline',
};

/** Razorpay's `method` values that a parent would name otherwise (payments.paidWith.methods). */
const METHODS = ['card', 'upi', 'netbanking', 'wallet', 'emi', 'paylater'] as const;
const isKnownMethod = (method: string): method is (typeof METHODS)[number] =>
  (METHODS as readonly string[]).includes(method);

/**
 * 'UPI, through Razorpay', or what the test checkout is: never a raw provider word such as
 * 'simulated'. Null for a purchase that was never paid.
 */
function usePaidWithText() {
  const t = useTranslations('payments.paidWith');
  return ({
    provider,
    method,
    isPaid,
  }: {
    provider: string;
    method: string | null;
    isPaid: boolean;
  }) => {
    if (!isPaid) return null;
    if (provider === 'simulated') return t('testCheckout');
    if (!method) return t('razorpay');
    return t('throughRazorpay', {
      method: isKnownMethod(method) ? t(`methods.${method}`) : method,
    });
  };
}

/**
 * One purchase: date, plan, amount, status; Details says how it was paid in a parent's words
 * (never a provider's raw 'simulated'), then the references support would ask for.
 */
export function TransactionRow({ transaction }: { transaction: PaymentTransaction }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const t = useTranslations('payments.transactionRow');
  const dateTime = useDateTime();
  const paidWithText = usePaidWithText();
  const isPaid = transaction.status === 'completed' || transaction.status === 'refunded';
  const paidWith = paidWithText({
    provider: transaction.provider,
    method: transaction.provider_response.method,
    isPaid,
  });
  // Words first, in the page's font; then the references, as codes to copy.
  const references: [string, string][] = [
    [t('paymentId'), transaction.provider_payment_id ?? '—'],
    [t('orderId'), transaction.provider_response.order_id],
    [t('receiptNumber'), transaction.provider_response.receipt],
  ];

  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} asChild>
      <li
        className="rounded-3xl border bg-card p-4 shadow-sm shadow-brand-900/5 sm:p-5"
        data-testid="transaction-row"
      >
        <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 sm:grid-cols-[1fr_auto_auto]">
          <div className="min-w-0">
            <p className="font-extrabold break-words">{transaction.plan_name}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={transaction.created_at}>{dateTime(transaction.created_at)}</time>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-4">
            <p className="text-lg font-black tabular-nums" data-testid="transaction-amount">
              {formatMoney(transaction.amount, transaction.currency)}
            </p>
            <Badge variant={STATUS_VARIANTS[transaction.status]}>
              {t(`statuses.${transaction.status}`)}
            </Badge>
          </div>
          <CollapsibleTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              aria-controls={detailsId}
              className="col-span-2 -mr-2 justify-self-end sm:col-span-1"
            >
              {t('details')}
              <ChevronDown
                aria-hidden="true"
                className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
            </Button>
          </CollapsibleTrigger>
        </div>
        <CollapsibleContent id={detailsId}>
          <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl bg-muted p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-muted-foreground">{t('paidWith')}</dt>
            <dd className="font-semibold">{paidWith ?? t('notPaid')}</dd>
            {references.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-muted-foreground">{term}</dt>
                <dd className="font-mono text-xs break-all sm:text-sm">{value}</dd>
              </div>
            ))}
          </dl>
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}
