import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditsQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fake-api';
import { CreditsBadge } from './credits-badge';

function renderBadge() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CreditsBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { balance: screen.getByTestId('credits-balance'), queryClient };
}

describe('CreditsBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows '...' while the balance loads, then the number, with the add-credit link", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      '/api/payments/credits': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { balance } = renderBadge();
    expect(balance.textContent).toBe('...');
    expect(screen.getByRole('link', { name: 'Add credits' }).getAttribute('href')).toBe(
      '/add-credits',
    );

    answer(Response.json({ total_credits: 12, child_credit_cost: 1, story_credit_cost: 1 }));
    await waitFor(() => expect(balance.textContent).toBe('12'));
  });

  it("keeps '...' when the balance cannot be fetched (product.md#credits-badge: the count stays unknown)", async () => {
    stubApi({
      '/api/payments/credits': () => Response.json({ detail: 'boom' }, { status: 500 }),
    });
    const { balance, queryClient } = renderBadge();
    // The failure is in: nothing more will come to change the badge.
    await waitFor(() => expect(queryClient.getQueryState(creditsQueryKey)?.status).toBe('error'));
    expect(balance.textContent).toBe('...');
  });
});
