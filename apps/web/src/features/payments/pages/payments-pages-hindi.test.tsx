import type { OrderResponse, PaymentTransaction, Plan } from '@littlestar/shared/payments';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { AuthDialogContext } from '@/lib/auth-dialog-context';
import { stubApi } from '@/test-utils/fake-api';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { renderPage } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { GiveCreditsDialog } from '../components/give-credits-dialog';
import { TestCheckoutDialog } from '../components/test-checkout-dialog';
import { OrderPrintPage } from './order-print-page';
import { PaymentCompletePage } from './payment-complete-page';
import { RedeemPage } from './redeem-page';
import { TransactionsPage } from './transactions-page';

const payment: PaymentTransaction = {
  id: 'payment-1',
  provider: 'razorpay',
  provider_payment_id: 'pay_1',
  amount: 799,
  currency: 'INR',
  status: 'completed',
  created_at: '2026-03-09T10:00:00.000Z',
  plan_id: 'standard',
  plan_name: 'Standard',
  provider_response: { order_id: 'order_1', receipt: 'rcpt_1', method: 'upi' },
};

/** A signed-in parent's page, in `language`. */
const signedIn =
  (language: 'en' | 'hi') =>
  ({ children }: { children: ReactNode }) => {
    const page = (
      <FakeAuthProvider initialUser={createTestUser()}>
        <AuthDialogContext value={{ openAuthDialog: vi.fn(), closeAuthDialog: vi.fn() }}>
          {children}
        </AuthDialogContext>
      </FakeAuthProvider>
    );
    return language === 'hi' ? <InHindi>{page}</InHindi> : page;
  };

describe('the payments pages in Hindi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the payments with Hindi words, the money as before and a hi-IN date', async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 15,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/payment-transactions': () => ({
        items: [payment],
        total: 1,
        page: 1,
        page_size: 5,
      }),
    });
    renderPage({ path: '/transactions', element: <TransactionsPage />, wrapper: InHindi });
    expect(screen.getByRole('heading', { name: 'लेन-देन' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'भुगतान के लेन-देन' });
    const row = within(list).getByTestId('transaction-row');
    expect(within(row).getByText('पूरा हुआ')).toBeTruthy();
    expect(within(row).getByTestId('transaction-amount').textContent).toBe('₹799');
    expect(row.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(payment.created_at),
      ),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'विवरण' }));
    expect(await within(row).findByText('यूपीआई (UPI), Razorpay के ज़रिए')).toBeTruthy();
  });

  it('redeems a gift code in Hindi, its form messages included', async () => {
    stubApi({
      '/api/gift-codes/redeem': () => ({ credits: 15, from_name: 'Asha', total_credits: 17 }),
    });
    renderPage({ path: '/redeem', element: <RedeemPage />, wrapper: InHindi });
    expect(screen.getByRole('heading', { name: 'उपहार कोड इस्तेमाल करें' })).toBeTruthy();
    const code = await screen.findByLabelText('उपहार कोड');
    fireEvent.change(code, { target: { value: 'not a code' } });
    fireEvent.click(screen.getByRole('button', { name: 'इस्तेमाल करें' }));
    expect(await screen.findByText(/उपहार कोड में 28 अक्षर और अंक होते हैं/)).toBeTruthy();

    fireEvent.change(code, { target: { value: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'इस्तेमाल करें' }));
    expect(await screen.findByText('आपके खाते में 15 क्रेडिट जोड़े गए: Asha की ओर से उपहार।')).toBeTruthy();
    expect(screen.getByText('अब आपका बैलेंस 17 क्रेडिट है।')).toBeTruthy();
  });

  it('shows the test checkout in Hindi', () => {
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
    render(
      <TestCheckoutDialog
        checkout={{ order, isPaying: false }}
        onPay={vi.fn()}
        onDismiss={vi.fn()}
      />,
      { wrapper: InHindi },
    );
    const dialog = screen.getByRole('dialog', { name: 'चेकआउट' });
    expect(dialog.textContent).toContain('टेस्ट मोड');
    expect(screen.getByTestId('test-checkout-validity').textContent).toBe('90 दिन');
    expect(screen.getByTestId('test-checkout-amount').textContent).toBe('₹799');
    expect(within(dialog).getByRole('button', { name: 'भुगतान करें' })).toBeTruthy();
  });

  it.each([
    ['en', 'Your balance is now 17 credits', 'Valid for 90 days', 'Create a story for Maya'],
    ['hi', 'अब आपका बैलेंस 17 क्रेडिट है', '90 दिन के लिए मान्य', 'Maya के लिए कहानी बनाएँ'],
  ] as const)(
    'shows the receipt and the next step (%s)',
    async (language, balance, validity, step) => {
      stubApi({
        '/api/payments/receipt/order_1': () => ({
          order_id: 'order_1',
          payment_id: 'pay_1',
          status: 'completed',
          plan_name: 'Standard',
          credits: 15,
          duration_days: 90,
          amount: 799,
          currency: 'INR',
          paid_at: '2026-03-09T10:00:00.000Z',
          paid_with: 'UPI, through Razorpay',
        }),
        '/api/payments/credits': () => ({
          total_credits: 17,
          child_credit_cost: 1,
          story_credit_cost: 1,
        }),
        '/api/children': () => [
          createTestChild({ id: 'child-2', name: 'Maya', training_status: 'completed' }),
        ],
      });
      renderPage({
        path: '/payment-complete/:orderId',
        element: <PaymentCompletePage />,
        initialEntry: '/payment-complete/order_1',
        wrapper: language === 'hi' ? InHindi : undefined,
      });
      const receipt = await screen.findByTestId('receipt');
      expect(receipt.textContent).toContain(validity);
      expect(receipt.textContent).toContain('₹799');
      await waitFor(() =>
        expect(screen.getByTestId('receipt-balance').parentElement?.textContent).toBe(balance),
      );
      expect(await screen.findByRole('heading', { name: step })).toBeTruthy();
    },
  );

  it.each([
    ['en', 'Full name', 'See shipping and price', 'Name is required.', 'City is required.'],
    ['hi', 'पूरा नाम', 'डिलीवरी और कीमत देखें', 'नाम ज़रूरी है।', 'शहर ज़रूरी है।'],
  ] as const)(
    'says what the address lacks in the interface language (%s)',
    async (language, nameLabel, submit, nameError, cityError) => {
      stubApi({
        '/api/print-orders/options': () => ({ countries: [{ code: 'IN', name: 'India' }] }),
        '/api/stories/story-1/print-files': () => ({
          status: 'ready',
          interior_url: null,
          cover_url: null,
          preflight: null,
        }),
      });
      renderPage({
        path: '/story/:storyId/order-print',
        element: <OrderPrintPage />,
        initialEntry: '/story/story-1/order-print',
        wrapper: signedIn(language),
      });
      expect(await screen.findByLabelText(nameLabel)).toBeTruthy();
      const button = screen.getByRole<HTMLButtonElement>('button', { name: submit });
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.click(button);
      expect(await screen.findByText(nameError)).toBeTruthy();
      expect(screen.getByText(cityError)).toBeTruthy();
    },
  );

  it('gives credits in Hindi, its form messages included', async () => {
    const plan: Plan = {
      id: 'standard',
      name: 'Standard',
      description: 'For a family',
      credits: 15,
      max_children: 3,
      max_stories: 12,
      duration_days: 90,
      features: [],
      price: 9.99,
      price_usd_cents: 999,
      price_inr_paise: 79_900,
      is_popular: true,
    };
    renderPage({
      path: '/add-credits',
      element: <GiveCreditsDialog plans={[plan]} isDisabled={false} />,
      wrapper: signedIn('hi'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'क्रेडिट उपहार में दें' }));
    const dialog = await screen.findByRole('dialog', { name: 'क्रेडिट उपहार में दें' });
    expect(within(dialog).getByRole('combobox', { name: 'प्लान' }).textContent).toContain(
      'Standard: 15 क्रेडिट',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'भुगतान करें और कोड पाएँ' }));
    expect(await within(dialog).findByText('कृपया बताएँ कि उपहार किसके लिए है।')).toBeTruthy();
  });
});
