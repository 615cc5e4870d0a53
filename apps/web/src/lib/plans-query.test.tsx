import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { InHindi } from '@/test-utils/in-hindi';
import { usePlans } from './plans-query';

describe('usePlans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the plans in the page’s language, so that Hindi pages list Hindi plans', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      '/api/payments/plans': (_url, init) => {
        asked.push(new Headers(init?.headers).get('accept-language'));
        return [];
      },
    });
    const client = new QueryClient();
    const inHindi = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <InHindi>{children}</InHindi>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => usePlans(), { wrapper: inHindi });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(asked).toEqual(['hi']);
    expect(client.getQueryData(['plans', 'hi'])).toEqual([]);
  });
});
