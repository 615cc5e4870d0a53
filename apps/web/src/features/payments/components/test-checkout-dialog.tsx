import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatMoney, fromMinorUnits } from '@/lib/currency';
import type { OrderResponse } from '@littlestar/shared/payments';
import type { TestCheckoutState } from '../hooks/use-test-checkout-dialog';

/** A printed book's payment buys no credits: the plan's rows do not apply. */
const isPrintedBook = (order: OrderResponse) => order.plan_id === 'print';

/**
 * Stands in for Razorpay's checkout when the server runs the simulated provider
 * (PAYMENTS=simulated): Pay signs the order on the server, Cancel (or closing) cancels it.
 */
export function TestCheckoutDialog({
  checkout,
  onPay,
  onDismiss,
}: {
  checkout: TestCheckoutState | null;
  onPay: () => void;
  onDismiss: () => void;
}) {
  const isPaying = checkout?.isPaying ?? false;
  const t = useTranslations('payments.testCheckout');
  return (
    <Dialog
      open={checkout !== null}
      onOpenChange={(open) => {
        if (!open && !isPaying) onDismiss();
      }}
    >
      <DialogContent
        // While paying, Esc and outside clicks must not cancel an order being verified.
        onEscapeKeyDown={(event) => isPaying && event.preventDefault()}
        onInteractOutside={(event) => isPaying && event.preventDefault()}
      >
        {checkout ? (
          <>
            <DialogHeader>
              <Badge variant="yellow" className="w-fit">
                <FlaskConical aria-hidden="true" className="size-3.5" />
                {t('badge')}
              </Badge>
              <DialogTitle>{t('title')}</DialogTitle>
              <DialogDescription>
                {isPrintedBook(checkout.order) ? t('descriptionBook') : t('description')}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-muted p-4 text-sm">
              <dt className="text-muted-foreground">
                {isPrintedBook(checkout.order) ? t('item') : t('plan')}
              </dt>
              <dd className="text-right font-bold" data-testid="test-checkout-plan">
                {checkout.order.plan_name}
              </dd>
              {isPrintedBook(checkout.order) ? null : (
                <>
                  <dt className="text-muted-foreground">{t('credits')}</dt>
                  <dd
                    className="text-right font-bold tabular-nums"
                    data-testid="test-checkout-credits"
                  >
                    {checkout.order.credits}
                  </dd>
                  <dt className="text-muted-foreground">{t('validFor')}</dt>
                  <dd className="text-right font-bold" data-testid="test-checkout-validity">
                    {t('days', { days: checkout.order.duration_days })}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">{t('amount')}</dt>
              <dd
                className="text-right text-lg font-extrabold tabular-nums"
                data-testid="test-checkout-amount"
              >
                {formatMoney(fromMinorUnits(checkout.order.amount), checkout.order.currency)}
              </dd>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={onDismiss} disabled={isPaying}>
                {t('cancel')}
              </Button>
              <Button onClick={onPay} disabled={isPaying} aria-busy={isPaying}>
                {isPaying ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {t('pay')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
