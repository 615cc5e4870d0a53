import type { PaymentTransaction } from '@littlestar/shared/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedPages, stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { TransactionsPage } from './transactions-page';

const transaction = (index: number): PaymentTransaction => ({
  id: `payment-${index}`,
  provider: 'simulated',
  provider_payment_id: `pay_${index}`,
  amount: 799,
  currency: 'INR',
  status: index === 6 ? 'failed' : index === 5 ? 'refunded' : 'completed',
  created_at: `2026-03-0${index}T10:00:00.000Z`,
  plan_id: 'standard',
  plan_name: `Standard #${index}`,
  provider_response: { order_id: `order_${index}`, receipt: `rcpt_${index}`, method: null },
});
// Six payments, newest first: two pages of 5.
const transactions = [6, 5, 4, 3, 2, 1].map(transaction);

function transactionsPage(url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const pageSize = Number(url.searchParams.get('page_size'));
  return {
    items: transactions.slice((page - 1) * pageSize, page * pageSize),
    total: transactions.length,
    page,
    page_size: pageSize,
  };
}

const render = () => renderPage({ path: '/transactions', element: <TransactionsPage /> });

describe('TransactionsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it("shows the balance and 'No transactions yet' before any purchase", async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 2,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/payment-transactions': () => ({ items: [], total: 0, page: 1, page_size: 5 }),
    });
    render();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toBe('2'));
  });

  it("says 'Failed to fetch transactions' inline and in a toast; the balance still shows", async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 2,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/payment-transactions': () =>
        Response.json({ detail: 'boom' }, { status: 503 }),
    });
    render();
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to fetch transactions']));
    const inline = screen
      .getAllByText('Failed to fetch transactions')
      .filter((element) => !element.closest('[data-sonner-toast]'));
    expect(inline).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toBe('2'));
  });

  it("shows '...' for a balance it could not load", async () => {
    stubApi({
      '/api/payments/credits': () => Response.json({ detail: 'boom' }, { status: 500 }),
      '/api/payments/payment-transactions': () => ({ items: [], total: 0, page: 1, page_size: 5 }),
    });
    render();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByTestId('credit-balance').textContent).toBe('...');
  });

  it('pages 5 rows at a time, newest first, each with its amount in en-IN format', async () => {
    const fetchMock = stubApi({
      '/api/payments/credits': () => ({
        total_credits: 15,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/payment-transactions': transactionsPage,
    });
    const { router } = render();
    const list = await screen.findByRole('list', { name: 'Payment transactions' });
    const rows = within(list).getAllByTestId('transaction-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Standard #6');
    expect(rows[0]?.textContent).toContain('Failed');
    expect(rows[1]?.textContent).toContain('Refunded');
    expect(within(rows[1]!).getByTestId('transaction-amount').textContent).toBe('₹799');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Payment transactions' })).getAllByTestId(
          'transaction-row',
        ),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(requestedPages(fetchMock, '/api/payments/payment-transactions')).toEqual(['1', '2']);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
