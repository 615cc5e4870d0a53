import { useEffect, useRef } from 'react';
import type { CheckoutRequest } from '@/lib/checkout-context';
import { useCheckout } from '../hooks/use-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';

/**
 * Runs one purchase for the app's <CheckoutProvider>, which loads this file on the first
 * choice of a plan (so the checkout and zod stay out of the first page load).
 */
export function CheckoutHost({
  request,
  onFinish,
}: {
  request: CheckoutRequest;
  onFinish: () => void;
}) {
  const { checkout, testCheckout, pay, dismiss } = useCheckout();
  const startedRef = useRef(false);

  useEffect(() => {
    // Once per request, also under StrictMode's second effect run.
    if (startedRef.current) return;
    startedRef.current = true;
    void checkout({ plan_id: request.plan.id, currency: request.currency }).finally(onFinish);
  }, [checkout, request, onFinish]);

  return <TestCheckoutDialog checkout={testCheckout} onPay={pay} onDismiss={dismiss} />;
}
