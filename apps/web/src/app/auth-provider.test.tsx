import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { AuthProvider } from './auth-provider';

/** Answers like the server: get-session → `session`, anything else → 401. */
function serverAnswering(session: unknown) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url === '/api/auth/get-session'
        ? Response.json(session)
        : Response.json({ detail: 'Not signed in' }, { status: 401 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function WhoIsSignedIn() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <p>checking</p>;
  return <p>{user ? `${user.email} (${user.full_name ?? 'no name'})` : 'nobody'}</p>;
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('AuthProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is loading until the first session check answers; a visitor is nobody, quietly', async () => {
    const consoleError = vi.spyOn(console, 'error');
    serverAnswering(null);
    renderProvider();
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("holds the user with the account's name as full_name, and forgets them on any 401", async () => {
    serverAnswering({
      session: { id: 's1' },
      user: { id: 'u1', email: 'priya@example.com', name: 'Priya Sharma' },
    });
    renderProvider();
    expect(await screen.findByText('priya@example.com (Priya Sharma)')).toBeTruthy();

    await expect(apiClient.get('/payments/credits')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByText('nobody')).toBeTruthy());
  });

  it('reads a blank name as no full name', async () => {
    serverAnswering({ session: { id: 's1' }, user: { id: 'u1', email: 'a@b.co', name: '' } });
    renderProvider();
    expect(await screen.findByText('a@b.co (no name)')).toBeTruthy();
  });
});
