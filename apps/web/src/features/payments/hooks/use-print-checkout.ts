import type { PaymentStatus } from '@littlestar/shared/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { checkoutPrintOrder } from '../api/checkout-print-order';
import { failOrder } from '../api/fail-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { printOrdersQueryKey } from '../api/list-print-orders';
import { payPrintOrder } from '../api/pay-print-order';
import { simulatedPay } from '../api/simulated-pay';
import { invalidatePurchaseQueries } from '../api/verify-payment';
import { openRazorpayCheckout } from '../utils/razorpay-checkout';
import { runCheckout, type CheckoutOutcome } from '../utils/run-checkout';
import { useCheckoutTexts } from './use-checkout-texts';
import { useTestCheckoutDialog } from './use-test-checkout-dialog';

/**
 * The plans' checkout flow (`runCheckout`: Test mode dialog or Razorpay, verification,
 * toasts) for a quoted printed book: the order's payment is opened and verified through the
 * print order, whose amount the server fixed at the quote. Paid, it goes to "My orders".
 */
export function usePrintCheckout() {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useTestCheckoutDialog();
  const texts = useCheckoutTexts();
  const t = useTranslations('payments.orderPrintPage');

  const refresh = async () => {
    await Promise.all([
      invalidatePurchaseQueries(queryClient),
      queryClient.invalidateQueries({ queryKey: printOrdersQueryKey }),
    ]);
  };

  const checkout = (orderId: string): Promise<CheckoutOutcome> =>
    runCheckout(
      {
        isLoggedIn: user !== null,
        askToLogIn: () => openAuthDialog('login'),
        // The request below names no plan: the print order decides what is paid.
        createOrder: () => checkoutPrintOrder(orderId),
        openTestCheckout: dialog.open,
        closeTestCheckout: dialog.close,
        simulatedPay,
        openProviderCheckout: (order) => openRazorpayCheckout({ order, email: user?.email }),
        verifyPayment: async (proof) => {
          const order = await payPrintOrder(orderId, proof);
          const status: PaymentStatus = order.status === 'paying' ? 'pending' : 'completed';
          return { status };
        },
        getPaymentStatus,
        failOrder,
        onPaid: async () => {
          await refresh();
          await navigate(paths.orders.href());
        },
        refreshPurchases: refresh,
        texts,
        notify: {
          error: toast.error,
          // The plans' success line speaks of credits; a book buys none.
          success: () => toast.success(t('paid'), { description: t('paidText') }),
        },
      },
      { plan_id: 'print', currency: 'USD' },
    );

  return {
    checkout,
    testCheckout: dialog.testCheckout,
    pay: dialog.pay,
    dismiss: dialog.dismiss,
  };
}
