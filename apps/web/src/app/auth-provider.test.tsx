import { errorCodeForStatus } from '@littlestar/shared/error-codes';
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
        : Response.json({ detail: 'Not signed in', code: 'unauthorized' }, { status: 401 }),
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
  return queryClient;
}

const signedInSession = {
  session: { id: 's1' },
  user: { id: 'u1', email: 'priya@example.com', name: 'Priya Sharma' },
};

/** get-session answers each of `answers` in turn (a status, or 'offline'), then the last. */
function serverAnsweringInTurn(answers: ReadonlyArray<number | 'offline' | object | null>) {
  let call = 0;
  const fetchMock = vi.fn(() => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof answer === 'number') {
      const body = { detail: `Status ${answer}`, code: errorCodeForStatus(answer) };
      return Promise.resolve(Response.json(body, { status: answer }));
    }
    return Promise.resolve(Response.json(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

  it.each([
    ['a 503', 503],
    ['a 429', 429],
    ['no network', 'offline' as const],
  ])(
    'treats %s on the first check as unknown (still loading), then asks again',
    async (_label, failure) => {
      const fetchMock = serverAnsweringInTurn([failure, signedInSession]);
      renderProvider();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      // Not 'nobody': a protected page keeps 'Loading...' rather than asking to log in.
      expect(screen.getByText('checking')).toBeTruthy();
      expect(
        await screen.findByText('priya@example.com (Priya Sharma)', {}, { timeout: 3000 }),
      ).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it('keeps a signed-in user when a later check fails with a 5xx; a 401 signs them out', async () => {
    const fetchMock = serverAnsweringInTurn([signedInSession, 500]);
    const queryClient = renderProvider();
    expect(await screen.findByText('priya@example.com (Priya Sharma)')).toBeTruthy();

    void queryClient.refetchQueries({ queryKey: ['session'] });
    // The 5xx is in (the check keeps retrying, a second later): the user stays meanwhile.
    await waitFor(() => expect(queryClient.getQueryState(['session'])?.fetchFailureCount).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('priya@example.com (Priya Sharma)')).toBeTruthy();

    serverAnsweringInTurn([401]);
    await waitFor(() => expect(screen.getByText('nobody')).toBeTruthy(), { timeout: 3000 });
  });

  it('reads a 401 from the first check as signed out, without retrying', async () => {
    const fetchMock = serverAnsweringInTurn([401]);
    renderProvider();
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
