import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditsQueryKey, creditUsageQueryKey } from '@/lib/query-keys';
import { createTestChild } from '@/test-utils/test-child';
import { useCreateChild } from './create-child';

function setUp(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the header and /credit-usage showed before the child was created.
  queryClient.setQueryData(creditsQueryKey, { total_credits: 3 });
  queryClient.setQueryData([...creditUsageQueryKey, { page: 1 }], { items: [], total: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCreateChild(), { wrapper });
  const isStale = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated;
  return { result, isStale };
}

describe('useCreateChild', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the balance and the credit-usage list after spending a credit', async () => {
    const { result, isStale } = setUp(() => Response.json(createTestChild(), { status: 201 }));
    await result.current.mutateAsync({ name: 'Arjun', age: 6, pronouns: 'he/him' });
    await waitFor(() => expect(isStale(creditsQueryKey)).toBe(true));
    expect(isStale([...creditUsageQueryKey, { page: 1 }])).toBe(true);
  });

  it('refreshes them after a refusal too', async () => {
    const { result, isStale } = setUp(() =>
      Response.json({ detail: 'Not enough credits' }, { status: 402 }),
    );
    await expect(
      result.current.mutateAsync({ name: 'Arjun', age: 6, pronouns: 'he/him' }),
    ).rejects.toMatchObject({ status: 402 });
    await waitFor(() => expect(isStale([...creditUsageQueryKey, { page: 1 }])).toBe(true));
    expect(isStale(creditsQueryKey)).toBe(true);
  });
});
