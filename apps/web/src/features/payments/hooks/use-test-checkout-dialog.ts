import type { OrderResponse } from '@littlestar/shared/payments';
import { useRef, useState } from 'react';
import type { TestCheckoutChoice } from '../utils/run-checkout';

export interface TestCheckoutState {
  order: OrderResponse;
  /** Pay was pressed: the payment is being signed and verified. */
  isPaying: boolean;
}

/**
 * The test-mode checkout dialog's state, shared by the plan and the printed-book checkouts:
 * `open` shows it and waits for the parent's choice, `pay` / `dismiss` answer it.
 */
export function useTestCheckoutDialog() {
  const [testCheckout, setTestCheckout] = useState<TestCheckoutState | null>(null);
  const answerRef = useRef<((choice: TestCheckoutChoice) => void) | null>(null);

  const answer = (choice: TestCheckoutChoice) => {
    const resolve = answerRef.current;
    if (!resolve) return;
    answerRef.current = null;
    setTestCheckout((current) =>
      choice === 'pay' && current ? { ...current, isPaying: true } : null,
    );
    resolve(choice);
  };

  return {
    testCheckout,
    open: (order: OrderResponse) =>
      new Promise<TestCheckoutChoice>((resolve) => {
        answerRef.current = resolve;
        setTestCheckout({ order, isPaying: false });
      }),
    close: () => setTestCheckout(null),
    pay: () => answer('pay'),
    dismiss: () => answer('fail'),
  };
}
