import { useTranslations } from 'use-intl';
import type { CheckoutTexts } from '../utils/run-checkout';

/** The checkout's toasts (runCheckout) in the interface's language. */
export function useCheckoutTexts(): CheckoutTexts {
  const t = useTranslations('payments.checkout');
  return {
    createOrderFailed: t('createOrderFailed'),
    verificationFailed: t('verificationFailed'),
    paymentFailedTitle: t('paymentFailedTitle'),
    paymentFailed: t('paymentFailed'),
    checkoutLoadFailed: t('checkoutLoadFailed'),
    authenticationRequired: t('authenticationRequired'),
    logInToPurchase: t('logInToPurchase'),
  };
}
