import type { OrderResponse } from '@littlestar/shared/payments';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestCheckoutDialog } from './test-checkout-dialog';

const order: OrderResponse = {
  key_id: 'rzp_test_simulated_local',
  amount: 79_900,
  currency: 'INR',
  order_id: 'order_Abc123',
  plan_id: 'standard',
  plan_name: 'Standard',
  credits: 15,
  duration_days: 90,
};

function renderDialog(isPaying = false) {
  const onPay = vi.fn();
  const onDismiss = vi.fn();
  render(<TestCheckoutDialog checkout={{ order, isPaying }} onPay={onPay} onDismiss={onDismiss} />);
  return { onPay, onDismiss, dialog: screen.getByRole('dialog', { name: 'Checkout' }) };
}

describe('TestCheckoutDialog', () => {
  it('is marked Test mode and shows the plan, what it buys and the amount in the order currency', () => {
    const { dialog } = renderDialog();
    expect(dialog.textContent).toContain('Test mode');
    expect(dialog.textContent).toContain('no real money moves');
    expect(screen.getByTestId('test-checkout-plan').textContent).toBe('Standard');
    expect(screen.getByTestId('test-checkout-amount').textContent).toBe('₹799');
    // What is bought, not only what it costs.
    expect(screen.getByTestId('test-checkout-credits').textContent).toBe('15');
    expect(screen.getByTestId('test-checkout-validity').textContent).toBe('90 days');
  });

  it('Pay pays; Cancel, Close and Esc dismiss', () => {
    const { onPay, onDismiss, dialog } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed while the payment is being verified', () => {
    const { onDismiss, dialog } = renderDialog(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
