import type { CreateOrderRequest } from '@littlestar/shared/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { useCreateOrder } from '../api/create-order';
import { useFailOrder } from '../api/fail-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { useSimulatedPay } from '../api/simulated-pay';
import { invalidatePurchaseQueries, useVerifyPayment } from '../api/verify-payment';
import { openRazorpayCheckout } from '../utils/razorpay-checkout';
import { runCheckout, type CheckoutOutcome } from '../utils/run-checkout';
import { useCheckoutTexts } from './use-checkout-texts';
import { useTestCheckoutDialog } from './use-test-checkout-dialog';

/**
 * The purchase flow of product.md#checkout wired to the API, toasts, the Log In dialog and the router.
 * Render `testCheckout` with <TestCheckoutDialog> and its `pay` / `dismiss`.
 */
export function useCheckout() {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: createOrder } = useCreateOrder();
  const { mutateAsync: verifyPayment } = useVerifyPayment();
  const { mutateAsync: failOrder } = useFailOrder();
  const { mutateAsync: simulatedPay } = useSimulatedPay();
  const dialog = useTestCheckoutDialog();
  const texts = useCheckoutTexts();

  const checkout = (request: CreateOrderRequest): Promise<CheckoutOutcome> =>
    runCheckout(
      {
        isLoggedIn: user !== null,
        askToLogIn: () => openAuthDialog('login'),
        createOrder,
        openTestCheckout: dialog.open,
        closeTestCheckout: dialog.close,
        simulatedPay,
        openProviderCheckout: (order) => openRazorpayCheckout({ order, email: user?.email }),
        verifyPayment,
        getPaymentStatus,
        failOrder,
        onPaid: async (order) => {
          await invalidatePurchaseQueries(queryClient);
          await navigate(paths.paymentComplete.href(order.order_id));
        },
        refreshPurchases: () => invalidatePurchaseQueries(queryClient),
        notify: toast,
        texts,
      },
      request,
    );

  return {
    checkout,
    testCheckout: dialog.testCheckout,
    pay: dialog.pay,
    dismiss: dialog.dismiss,
  };
}
