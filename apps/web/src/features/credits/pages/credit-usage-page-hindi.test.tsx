import type { CreditEntry } from '@littlestar/shared/credits';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { CreditUsagePage } from './credit-usage-page';

const topUp: CreditEntry = {
  id: 'entry-1',
  type: 'top-up',
  description: 'Standard plan',
  amount: 15,
  balance_after: 15,
  created_at: '2026-03-09T10:00:00.000Z',
};

describe('CreditUsagePage in Hindi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ledger with Hindi words and a hi-IN date', async () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 15,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
      '/api/payments/credit-usage': () => ({ items: [topUp], total: 1, page: 1, page_size: 5 }),
    });
    renderPage({ path: '/credit-usage', element: <CreditUsagePage />, wrapper: InHindi });
    expect(screen.getByRole('heading', { name: 'क्रेडिट का इस्तेमाल' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'क्रेडिट लेन-देन' });
    const [row] = within(list).getAllByTestId('credit-entry');
    expect(within(row as HTMLElement).getByText('टॉप-अप')).toBeTruthy();
    expect(within(row as HTMLElement).getByTestId('credit-amount').textContent).toBe('जोड़े गए: +15');
    expect(row?.textContent).toContain('इसके बाद बैलेंस: 15');
    const date = new Date(topUp.created_at);
    expect(row?.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
  });
});
