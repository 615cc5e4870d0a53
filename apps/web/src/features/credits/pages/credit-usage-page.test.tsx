import type { CreditEntry } from '@littlestar/shared/credits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedPages, stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { CreditUsagePage } from './credit-usage-page';

const entry = (index: number): CreditEntry => ({
  id: `entry-${index}`,
  type: index === 7 ? 'top-up' : 'child creation',
  description: index === 7 ? 'Standard plan' : `Child profile ${index}`,
  amount: index === 7 ? 15 : -1,
  balance_after: 15 - (7 - index),
  created_at: `2026-03-0${index}T10:00:00.000Z`,
});
// Seven entries, newest first: two pages of 5.
const entries = [7, 6, 5, 4, 3, 2, 1].map(entry);

function ledgerPage(url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const pageSize = Number(url.searchParams.get('page_size'));
  return {
    items: entries.slice((page - 1) * pageSize, page * pageSize),
    total: entries.length,
    page,
    page_size: pageSize,
  };
}

const render = (initialEntry = '/credit-usage') =>
  renderPage({ path: '/credit-usage', element: <CreditUsagePage />, initialEntry });

describe('CreditUsagePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it("shows the balance and 'No credit transactions yet' for a new account", async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 0,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': () => ({ items: [], total: 0, page: 1, page_size: 5 }),
    });
    render();
    expect(await screen.findByText('No credit transactions yet')).toBeTruthy();
    expect(screen.getByText('Every credit added or spent, newest first.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toBe('0'));
    expect(screen.getByRole('link', { name: 'Add Credits' }).getAttribute('href')).toBe(
      '/add-credits',
    );
  });

  it("says 'Failed to fetch credit transactions' inline and in a toast", async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 4,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': () => Response.json({ detail: 'boom' }, { status: 500 }),
    });
    render();
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to fetch credit transactions']));
    const inline = screen
      .getAllByText('Failed to fetch credit transactions')
      .filter((element) => !element.closest('[data-sonner-toast]'));
    expect(inline).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Credit transactions' })).toBeNull();
  });

  it('pages 5 rows at a time, newest first, and keeps the page in the address', async () => {
    const fetchMock = stubApi({
      '/api/payments/credits': () => ({
        total_credits: 15,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': ledgerPage,
    });
    const { router } = render();
    const list = await screen.findByRole('list', { name: 'Credit transactions' });
    const rows = within(list).getAllByTestId('credit-entry');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Standard plan');
    expect(rows[0]?.textContent).toContain('+15');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Credit transactions' })).getAllByTestId(
          'credit-entry',
        ),
      ).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(requestedPages(fetchMock, '/api/payments/credit-usage')).toEqual(['1', '2']);
  });

  it('shows the credits a refunded payment took back as a Refund row', async () => {
    const takenBack: CreditEntry = {
      id: 'refund-1',
      type: 'refund',
      description:
        'Refund: Starter plan payment refunded (2 of 5 credits taken back; the rest were already spent)',
      amount: -2,
      balance_after: 0,
      created_at: '2026-03-09T10:00:00.000Z',
    };
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 0,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': () => ({ items: [takenBack], total: 1, page: 1, page_size: 5 }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Credit transactions' });
    const [row] = within(list).getAllByTestId('credit-entry');
    expect(within(row as HTMLElement).getByText('Refund')).toBeTruthy();
    expect(row?.textContent).toContain(takenBack.description);
    expect(within(row as HTMLElement).getByTestId('credit-amount').textContent).toBe(
      'Taken back: \u22122',
    );
    expect(row?.textContent).toContain('Balance after: 0');
  });

  it('labels a paid picture redraw as such', async () => {
    const redrawn: CreditEntry = {
      id: 'redraw-1',
      type: 'picture redraw',
      description: 'Picture drawn again: page 3 of "Maya and the Moon"',
      amount: -1,
      balance_after: 4,
      created_at: '2026-03-09T10:00:00.000Z',
    };
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 4,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': () => ({ items: [redrawn], total: 1, page: 1, page_size: 5 }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Credit transactions' });
    const [row] = within(list).getAllByTestId('credit-entry');
    expect(within(row as HTMLElement).getByText('Picture redrawn')).toBeTruthy();
    expect(within(row as HTMLElement).queryByText('Other')).toBeNull();
    expect(within(row as HTMLElement).getByTestId('credit-amount').textContent).toBe(
      'Spent: \u22121',
    );
  });

  it('moves a page past the end back to the last page', async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 15,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': ledgerPage,
    });
    const { router } = render('/credit-usage?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });
});
