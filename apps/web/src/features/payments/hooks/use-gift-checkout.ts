import type { CreateGiftOrder, GiftOrder } from '@littlestar/shared/gift-codes';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth-context';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { createGiftOrder } from '../api/create-gift-order';
import { useFailOrder } from '../api/fail-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { giftCodesQueryKey } from '../api/list-gift-codes';
import { useSimulatedPay } from '../api/simulated-pay';
import { invalidatePurchaseQueries, useVerifyPayment } from '../api/verify-payment';
import { openRazorpayCheckout } from '../utils/razorpay-checkout';
import { runCheckout, type CheckoutOutcome } from '../utils/run-checkout';
import { useCheckoutTexts } from './use-checkout-texts';
import { useTestCheckoutDialog } from './use-test-checkout-dialog';

/**
 * A plan bought as a gift (product.md#gift-credits): the same checkout as any plan
 * (product.md#checkout), but its order is the gift's and a paid one stays in the dialog,
 * which then shows the code, instead of going to the receipt.
 */
export function useGiftCheckout() {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const queryClient = useQueryClient();
  const { mutateAsync: verifyPayment } = useVerifyPayment();
  const { mutateAsync: failOrder } = useFailOrder();
  const { mutateAsync: simulatedPay } = useSimulatedPay();
  const dialog = useTestCheckoutDialog();
  const texts = useCheckoutTexts();
  const refresh = async () => {
    await invalidatePurchaseQueries(queryClient);
    await queryClient.invalidateQueries({ queryKey: giftCodesQueryKey });
  };

  const checkout = async (
    input: CreateGiftOrder,
  ): Promise<{ outcome: CheckoutOutcome; order: GiftOrder | null }> => {
    let order: GiftOrder | null = null;
    const outcome = await runCheckout(
      {
        isLoggedIn: user !== null,
        askToLogIn: () => openAuthDialog('login'),
        createOrder: async () => (order = await createGiftOrder(input)),
        openTestCheckout: dialog.open,
        closeTestCheckout: dialog.close,
        simulatedPay,
        openProviderCheckout: (opened) =>
          openRazorpayCheckout({ order: opened, email: user?.email }),
        verifyPayment,
        getPaymentStatus,
        failOrder,
        onPaid: refresh,
        refreshPurchases: refresh,
        notify: toast,
        texts,
      },
      { plan_id: input.plan_id, currency: input.currency },
    );
    return { outcome, order };
  };

  return {
    checkout,
    testCheckout: dialog.testCheckout,
    pay: dialog.pay,
    dismiss: dialog.dismiss,
  };
}
