import {
  paymentMessages,
  type CreateOrderRequest,
  type OrderResponse,
  type PaymentProof,
  type PaymentStatus,
  type PaymentStatusResponse,
} from '@littlestar/shared/payments';
import { serverDetail } from '@/lib/api-error-message';

/** product.md#checkout: "Dismissing the checkout ... shows 'Payment failed'" (the toast's title). */
export const PAYMENT_FAILED_TITLE = 'Payment failed';

/** The embedded simulated provider's key; its checkout is our own Test mode dialog. */
export const SIMULATED_KEY_PREFIX = 'rzp_test_simulated';
export const isSimulatedCheckout = (order: OrderResponse) =>
  order.key_id.startsWith(SIMULATED_KEY_PREFIX);

/** A verified payment still `pending` is asked about again this often, this many times. */
export const STATUS_RECHECK_MS = 2000;
export const STATUS_RECHECKS = 5;

/** Thrown by `openProviderCheckout` when Razorpay's script cannot be loaded. */
export class CheckoutUnavailableError extends Error {
  constructor() {
    super(paymentMessages.checkoutLoadFailed);
    this.name = 'CheckoutUnavailableError';
  }
}

export type TestCheckoutChoice = 'pay' | 'fail';

export type CheckoutOutcome =
  | 'login-required'
  | 'order-failed'
  | 'checkout-unavailable'
  | 'failed'
  | 'verification-failed'
  | 'paid';

/** What the checkout's toasts say: the interface's texts (payments.checkout); English by default. */
export interface CheckoutTexts {
  createOrderFailed: string;
  verificationFailed: string;
  paymentFailedTitle: string;
  paymentFailed: string;
  checkoutLoadFailed: string;
  authenticationRequired: string;
  logInToPurchase: string;
}

const ENGLISH_TEXTS: CheckoutTexts = {
  createOrderFailed: paymentMessages.createOrderFailed,
  verificationFailed: paymentMessages.verificationFailed,
  paymentFailedTitle: PAYMENT_FAILED_TITLE,
  paymentFailed: paymentMessages.paymentFailed,
  checkoutLoadFailed: paymentMessages.checkoutLoadFailed,
  authenticationRequired: paymentMessages.authenticationRequired,
  logInToPurchase: paymentMessages.logInToPurchase,
};

export interface Notifier {
  success: (title: string, options?: { description?: string }) => void;
  error: (title: string, options?: { description?: string }) => void;
}

/** Everything the checkout does to the outside world, so the flow itself is plain code. */
export interface CheckoutDeps {
  isLoggedIn: boolean;
  askToLogIn: () => void;
  createOrder: (request: CreateOrderRequest) => Promise<OrderResponse>;
  /** Our Test mode dialog: resolves with the visitor's choice (close and Esc are 'fail'). */
  openTestCheckout: (order: OrderResponse) => Promise<TestCheckoutChoice>;
  /** Closes the Test mode dialog once the payment is settled. */
  closeTestCheckout: () => void;
  simulatedPay: (orderId: string) => Promise<PaymentProof>;
  /** Razorpay's own checkout: the signed proof, or null when dismissed. */
  openProviderCheckout: (order: OrderResponse) => Promise<PaymentProof | null>;
  verifyPayment: (proof: PaymentProof) => Promise<PaymentStatusResponse>;
  getPaymentStatus: (paymentId: string) => Promise<PaymentStatusResponse>;
  failOrder: (orderId: string) => Promise<unknown>;
  /**
   * Credits granted: refresh what shows them and show the confirmation of this order (what
   * was bought, the new balance, the next step), which says the spec's success words itself.
   */
  onPaid: (order: OrderResponse) => Promise<void> | void;
  /**
   * Refreshes the balance and both histories. Called when a verification failed or is still
   * pending: the webhook may grant the credits later, and the order's row has changed.
   */
  refreshPurchases: () => Promise<void> | void;
  notify: Notifier;
  texts?: CheckoutTexts;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * product.md#checkout: log-in check, create the order, open the checkout, verify the signed
 * answer; a dismissed checkout cancels its order. Every expected failure ends in a toast,
 * never a thrown error.
 */
export async function runCheckout(
  deps: CheckoutDeps,
  request: CreateOrderRequest,
): Promise<CheckoutOutcome> {
  const { notify, texts = ENGLISH_TEXTS } = deps;
  if (!deps.isLoggedIn) {
    notify.error(texts.authenticationRequired, { description: texts.logInToPurchase });
    deps.askToLogIn();
    return 'login-required';
  }

  let order: OrderResponse;
  try {
    order = await deps.createOrder(request);
  } catch (error) {
    notify.error(texts.createOrderFailed, { description: serverDetail(error) });
    return 'order-failed';
  }

  const cancelOrder = () => deps.failOrder(order.order_id).catch(() => undefined);
  const paymentFailed = async (): Promise<CheckoutOutcome> => {
    await cancelOrder();
    notify.error(texts.paymentFailedTitle, { description: texts.paymentFailed });
    return 'failed';
  };

  const isTestCheckout = isSimulatedCheckout(order);
  try {
    let proof: PaymentProof | null;
    if (isTestCheckout) {
      if ((await deps.openTestCheckout(order)) === 'fail') return await paymentFailed();
      try {
        proof = await deps.simulatedPay(order.order_id);
      } catch {
        return await paymentFailed();
      }
    } else {
      try {
        proof = await deps.openProviderCheckout(order);
      } catch (error) {
        if (!(error instanceof CheckoutUnavailableError)) throw error;
        await cancelOrder();
        notify.error(texts.checkoutLoadFailed);
        return 'checkout-unavailable';
      }
      if (!proof) return await paymentFailed();
    }

    // Whatever the verification ends in short of 'completed', what the pages show may be
    // out of date: refresh it (never letting a failed refresh change the outcome).
    const refreshPurchases = async () => {
      try {
        await deps.refreshPurchases();
      } catch {
        // The next visit to those pages asks again.
      }
    };
    let status: PaymentStatus;
    try {
      ({ status } = await deps.verifyPayment(proof));
      status = await settle(deps, proof, status);
    } catch {
      await refreshPurchases();
      notify.error(texts.verificationFailed);
      return 'verification-failed';
    }
    if (status === 'failed') {
      await refreshPurchases();
      notify.error(texts.paymentFailedTitle, { description: texts.paymentFailed });
      return 'failed';
    }
    if (status !== 'completed') {
      // Paid but not captured yet: the credits follow once Razorpay confirms it.
      await refreshPurchases();
      notify.error(texts.verificationFailed);
      return 'verification-failed';
    }
    await deps.onPaid(order);
    return 'paid';
  } finally {
    if (isTestCheckout) deps.closeTestCheckout();
  }
}

/** A `pending` verification is asked about again a few times before giving up. */
async function settle(
  deps: CheckoutDeps,
  proof: PaymentProof,
  status: PaymentStatus,
): Promise<PaymentStatus> {
  const wait = deps.wait ?? sleep;
  for (let attempt = 0; attempt < STATUS_RECHECKS && isUnsettled(status); attempt += 1) {
    await wait(STATUS_RECHECK_MS);
    ({ status } = await deps.getPaymentStatus(proof.razorpay_payment_id));
  }
  return status;
}

const isUnsettled = (status: PaymentStatus) => status === 'pending' || status === 'created';
