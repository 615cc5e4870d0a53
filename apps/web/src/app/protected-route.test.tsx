import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/lib/theme-context';
import { RETURN_TO_KEY } from '@/lib/return-to';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import type { CurrentUser } from '@littlestar/shared/accounts';
import { AuthDialogProvider } from './layout/auth-dialog-provider';
import { Header } from './layout/header';
import { ProtectedRoute } from './protected-route';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function Layout() {
  return (
    <AuthDialogProvider>
      <Header />
      <CurrentLocation />
      <Outlet />
    </AuthDialogProvider>
  );
}

function renderApp(
  initialPath: string,
  { user = null, isLoading = false }: { user?: CurrentUser | null; isLoading?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', element: <h1>Home</h1> },
          {
            Component: ProtectedRoute,
            children: [
              { path: '/children', element: <h1>Your Little Stars</h1> },
              { path: '/transactions', element: <h1>Transactions</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <FakeAuthProvider initialUser={user} isLoading={isLoading} password="twinkle twinkle">
          <Toaster />
          <RouterProvider router={router} />
        </FakeAuthProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const location = () => screen.getByTestId('location').textContent;

async function logInThroughDialog(password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log In' });
  fireEvent.change(await within(dialog).findByLabelText('Email'), {
    target: { value: 'priya@example.com' },
  });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  // After a refused try the button says 'Logging in...' until that submit is over.
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Log In' }));
}

describe('ProtectedRoute', () => {
  beforeEach(() => {
    // The header asks for the credit balance; it stays unknown here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ detail: 'Not Found' }, { status: 404 }))),
    );
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows 'Loading...' while the session is checked", () => {
    renderApp('/children', { isLoading: true });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Little Stars' })).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    renderApp('/children', { user: createTestUser() });
    expect(screen.getByRole('heading', { name: 'Your Little Stars' })).toBeTruthy();
  });

  it('asks a visitor to log in, then returns to the path and query they asked for', async () => {
    renderApp('/children?tab=x');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your Little Stars' })).toBeNull();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/children?tab=x');

    await logInThroughDialog('wrong password!');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    // In the toast and beside the form (each in its own render).
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();

    await logInThroughDialog('twinkle twinkle');
    expect(await screen.findByRole('heading', { name: 'Your Little Stars' })).toBeTruthy();
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(location()).toBe('/children?tab=x');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('sends a visitor who dismisses the dialog home, carrying the origin', async () => {
    renderApp('/transactions');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/?from=%2Ftransactions'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('a plain log-in from the header goes to /children', async () => {
    renderApp('/');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log In' })[0]!);
    await logInThroughDialog('twinkle twinkle');
    await waitFor(() => expect(location()).toBe('/children'));
  });

  it('logging out of a protected page goes home without asking to log in again', async () => {
    renderApp('/transactions', { user: createTestUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Logged Out')).toBeTruthy();
    expect(screen.getByText('Please log in again to continue.')).toBeTruthy();
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findAllByRole('button', { name: 'Log In' })).length).toBeGreaterThan(0);
  });
});
