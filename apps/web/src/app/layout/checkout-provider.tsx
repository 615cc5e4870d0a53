import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  CheckoutContext,
  type CheckoutContextValue,
  type CheckoutRequest,
} from '@/lib/checkout-context';

// The checkout brings the payments feature and zod: it loads on the first choice of a plan.
const CheckoutHost = lazy(() =>
  import('@/features/payments/components/checkout-host').then((m) => ({
    default: m.CheckoutHost,
  })),
);

/** One checkout for the whole app: the landing page's pricing and /add-credits use it. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  const finish = useCallback(() => setRequest(null), []);
  const value = useMemo<CheckoutContextValue>(
    () => ({
      choosePlan: (plan, currency) => setRequest((current) => current ?? { plan, currency }),
      pendingPlanId: request?.plan.id ?? null,
    }),
    [request],
  );

  return (
    <CheckoutContext value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <CheckoutHost request={request} onFinish={finish} />
        </Suspense>
      ) : null}
    </CheckoutContext>
  );
}
