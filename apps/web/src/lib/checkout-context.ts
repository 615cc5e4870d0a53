import type { Currency, Plan } from '@littlestar/shared/payments';
import { createContext, use } from 'react';

/** One press of a plan's choose button. */
export interface CheckoutRequest {
  plan: Plan;
  currency: Currency;
}

export interface CheckoutContextValue {
  /**
   * Buys `plan` in `currency` (product.md#checkout): asks a visitor to log in, else creates the
   * order and opens the checkout. One checkout at a time; a second choice meanwhile is ignored.
   */
  choosePlan: (plan: Plan, currency: Currency) => void;
  /** The plan whose checkout is under way, or null. */
  pendingPlanId: string | null;
}

/** Provided by the app layout, so the landing page and /add-credits share one checkout. */
export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function useChoosePlan(): CheckoutContextValue {
  const value = use(CheckoutContext);
  if (!value) throw new Error('useChoosePlan must be used inside <CheckoutProvider>');
  return value;
}
