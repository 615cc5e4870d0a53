import type { OrderResponse, PaymentProof } from '@littlestar/shared/payments';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CheckoutUnavailableError, runCheckout, type CheckoutDeps } from './run-checkout';

const simulatedOrder: OrderResponse = {
  key_id: 'rzp_test_simulated_local',
  amount: 79_900,
  currency: 'INR',
  order_id: 'order_Abc123',
  plan_id: 'standard',
  plan_name: 'Standard',
  credits: 15,
  duration_days: 90,
};
const razorpayOrder: OrderResponse = { ...simulatedOrder, key_id: 'rzp_live_Xyz' };
const proof: PaymentProof = {
  razorpay_order_id: 'order_Abc123',
  razorpay_payment_id: 'pay_Def456',
  razorpay_signature: 'a'.repeat(64),
};

/** Records what the flow did, in order, as a user would notice it. */
function createDeps(overrides: Partial<CheckoutDeps> = {}) {
  const events: string[] = [];
  const deps: CheckoutDeps = {
    isLoggedIn: true,
    askToLogIn: vi.fn(() => void events.push('log-in dialog')),
    createOrder: vi.fn(async () => {
      events.push('create-order');
      return simulatedOrder;
    }),
    openTestCheckout: vi.fn(async () => {
      events.push('test checkout opened');
      return 'pay' as const;
    }),
    closeTestCheckout: vi.fn(() => void events.push('test checkout closed')),
    simulatedPay: vi.fn(async () => {
      events.push('simulated/pay');
      return proof;
    }),
    openProviderCheckout: vi.fn(async () => {
      events.push('razorpay opened');
      return proof;
    }),
    verifyPayment: vi.fn(async () => {
      events.push('verify');
      return { status: 'completed' as const };
    }),
    getPaymentStatus: vi.fn(async () => {
      events.push('payment-status');
      return { status: 'completed' as const };
    }),
    failOrder: vi.fn(async () => {
      events.push('fail-order');
      return { status: 'failed' as const };
    }),
    onPaid: vi.fn(() => void events.push('show the receipt')),
    refreshPurchases: vi.fn(() => void events.push('refresh balance and histories')),
    notify: {
      success: vi.fn((title: string) => void events.push(`success: ${title}`)),
      error: vi.fn((title: string, options?: { description?: string }) =>
        events.push(`error: ${title}${options?.description ? ` / ${options.description}` : ''}`),
      ),
    },
    wait: vi.fn(async () => undefined),
    ...overrides,
  };
  return { deps, events };
}

const standardInInr = { plan_id: 'standard', currency: 'INR' } as const;

describe('runCheckout', () => {
  it('asks a visitor to log in and creates no order', async () => {
    const { deps, events } = createDeps({ isLoggedIn: false });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('login-required');
    expect(events).toEqual([
      'error: Authentication Required / Please log in to purchase credits',
      'log-in dialog',
    ]);
  });

  it('simulated: Pay signs the order, verify completes it, the receipt is shown', async () => {
    const { deps, events } = createDeps();
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('paid');
    expect(deps.createOrder).toHaveBeenCalledWith({ plan_id: 'standard', currency: 'INR' });
    expect(deps.simulatedPay).toHaveBeenCalledWith('order_Abc123');
    expect(deps.verifyPayment).toHaveBeenCalledWith(proof);
    expect(deps.openProviderCheckout).not.toHaveBeenCalled();
    expect(events).toEqual([
      'create-order',
      'test checkout opened',
      'simulated/pay',
      'verify',
      // Said once, by the confirmation page: no toast on top of it.
      'show the receipt',
      'test checkout closed',
    ]);
  });

  it("simulated: Fail or closing cancels the order and says 'Payment failed'", async () => {
    const { deps, events } = createDeps({
      openTestCheckout: vi.fn(async () => 'fail' as const),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('failed');
    expect(deps.failOrder).toHaveBeenCalledWith('order_Abc123');
    expect(deps.simulatedPay).not.toHaveBeenCalled();
    expect(deps.verifyPayment).not.toHaveBeenCalled();
    expect(events).toEqual([
      'create-order',
      'fail-order',
      'error: Payment failed / Payment failed. Please try again.',
      'test checkout closed',
    ]);
  });

  it("still says 'Payment failed' when the cancel call itself fails", async () => {
    const { deps, events } = createDeps({
      openTestCheckout: vi.fn(async () => 'fail' as const),
      failOrder: vi.fn(() => Promise.reject(new ApiError(0, 'offline'))),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('failed');
    expect(events).toContain('error: Payment failed / Payment failed. Please try again.');
  });

  it('reports a failed order with the server’s reason and opens no checkout', async () => {
    const { deps, events } = createDeps({
      createOrder: vi.fn(() => Promise.reject(new ApiError(404, 'Plan not found'))),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('order-failed');
    expect(events).toEqual(['error: Failed to create order / Plan not found']);
    expect(deps.openTestCheckout).not.toHaveBeenCalled();
  });

  it('reports a verification failure and refreshes the balance and histories', async () => {
    const { deps, events } = createDeps({
      verifyPayment: vi.fn(() => Promise.reject(new ApiError(400, 'Invalid signature'))),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('verification-failed');
    expect(events.slice(-3)).toEqual([
      'refresh balance and histories',
      'error: Payment verification failed. Please try again or contact support.',
      'test checkout closed',
    ]);
    expect(deps.onPaid).not.toHaveBeenCalled();
  });

  it('refreshes the balance and histories when the payment is still pending after the rechecks', async () => {
    const { deps, events } = createDeps({
      verifyPayment: vi.fn(async () => ({ status: 'pending' as const })),
      getPaymentStatus: vi.fn(async () => ({ status: 'pending' as const })),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('verification-failed');
    expect(deps.getPaymentStatus).toHaveBeenCalledTimes(5);
    expect(deps.refreshPurchases).toHaveBeenCalledTimes(1);
    expect(events.slice(-2)).toEqual([
      'error: Payment verification failed. Please try again or contact support.',
      'test checkout closed',
    ]);
    expect(deps.onPaid).not.toHaveBeenCalled();
  });

  it('refreshes after a payment the server reports failed, and a failing refresh changes nothing', async () => {
    const { deps, events } = createDeps({
      verifyPayment: vi.fn(async () => ({ status: 'failed' as const })),
      refreshPurchases: vi.fn(() => Promise.reject(new ApiError(0, 'offline'))),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('failed');
    expect(deps.refreshPurchases).toHaveBeenCalledTimes(1);
    expect(events).toContain('error: Payment failed / Payment failed. Please try again.');
  });

  it('does not refresh before a checkout that never reached verification', async () => {
    const { deps } = createDeps({ openTestCheckout: vi.fn(async () => 'fail' as const) });
    await runCheckout(deps, standardInInr);
    expect(deps.refreshPurchases).not.toHaveBeenCalled();
  });

  it('asks again about a pending payment until it completes', async () => {
    const statuses = ['pending', 'completed'] as const;
    let asked = 0;
    const { deps } = createDeps({
      verifyPayment: vi.fn(async () => ({ status: 'pending' as const })),
      getPaymentStatus: vi.fn(async () => ({ status: statuses[asked++] ?? 'completed' })),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('paid');
    expect(deps.getPaymentStatus).toHaveBeenCalledTimes(2);
    expect(deps.getPaymentStatus).toHaveBeenCalledWith('pay_Def456');
  });

  it('real Razorpay: its signed answer is verified; dismissing cancels the order', async () => {
    const paid = createDeps({ createOrder: vi.fn(async () => razorpayOrder) });
    await expect(runCheckout(paid.deps, standardInInr)).resolves.toBe('paid');
    expect(paid.deps.openProviderCheckout).toHaveBeenCalledWith(razorpayOrder);
    expect(paid.deps.openTestCheckout).not.toHaveBeenCalled();
    expect(paid.deps.closeTestCheckout).not.toHaveBeenCalled();

    const dismissed = createDeps({
      createOrder: vi.fn(async () => razorpayOrder),
      openProviderCheckout: vi.fn(async () => null),
    });
    await expect(runCheckout(dismissed.deps, standardInInr)).resolves.toBe('failed');
    expect(dismissed.events.slice(-2)).toEqual([
      'fail-order',
      'error: Payment failed / Payment failed. Please try again.',
    ]);
  });

  it("says 'Failed to load Razorpay' when the checkout script does not load", async () => {
    const { deps, events } = createDeps({
      createOrder: vi.fn(async () => razorpayOrder),
      openProviderCheckout: vi.fn(() => Promise.reject(new CheckoutUnavailableError())),
    });
    await expect(runCheckout(deps, standardInInr)).resolves.toBe('checkout-unavailable');
    expect(events.slice(-2)).toEqual(['fail-order', 'error: Failed to load Razorpay']);
  });
});
