import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext } from '@/lib/auth-dialog-context';
import { ThemeProvider } from '@/lib/theme-context';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { requestedPages, stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { Header } from './header';

/** The server's facts, printed books sold or not (PRINT=lulu or off). */
const siteFacts = (printOrders: boolean) => ({
  photo_retention_days: 30,
  likeness: 'offline',
  story_text: 'offline',
  story_images: 'offline',
  print_orders: printOrders,
});

function renderHeader({
  signedIn,
  credits = () => ({ total_credits: 7, child_credit_cost: 1, story_credit_cost: 1 }),
  routes = {},
}: {
  signedIn: boolean;
  credits?: () => FakeAnswer;
  routes?: Parameters<typeof stubApi>[0];
}) {
  const fetchMock = stubApi({ '/api/payments/credits': credits, ...routes });
  const dialogs = { openAuthDialog: vi.fn(), closeAuthDialog: vi.fn() };
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ThemeProvider>
        <FakeAuthProvider initialUser={signedIn ? createTestUser() : null}>
          <AuthDialogContext value={dialogs}>
            <MemoryRouter initialEntries={['/children']}>
              <Header />
            </MemoryRouter>
          </AuthDialogContext>
        </FakeAuthProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return { dialogs, fetchMock };
}

describe('Header, narrow-screen menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('holds the same items as the desktop bar: links, Credits, dark mode and the account menu', async () => {
    renderHeader({ signedIn: true });
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));

    expect(menu.getByRole('link', { name: 'Demo Children' }).getAttribute('href')).toBe(
      '/demo/children',
    );
    expect(menu.getByRole('link', { name: 'My Children' }).getAttribute('href')).toBe('/children');
    expect(menu.getByText('Credits')).toBeTruthy();
    await waitFor(() => expect(menu.getByTestId('menu-credits-balance').textContent).toBe('7'));
    expect(menu.getByRole('link', { name: 'Add credits' }).getAttribute('href')).toBe(
      '/add-credits',
    );
    expect(menu.getByRole('link', { name: 'Credit Usage' }).getAttribute('href')).toBe(
      '/credit-usage',
    );
    expect(menu.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/transactions',
    );
    expect(menu.getByRole('button', { name: 'Log Out' })).toBeTruthy();

    const darkMode = menu.getByRole('switch', { name: 'Dark mode' });
    expect(darkMode.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(darkMode);
    expect(darkMode.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('offers My orders only where printed books are sold', async () => {
    renderHeader({ signedIn: true, routes: { '/api/site-facts': () => siteFacts(true) } });
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    expect((await menu.findByRole('link', { name: 'My orders' })).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('says nothing of orders where printed books are not sold', async () => {
    const { fetchMock } = renderHeader({
      signedIn: true,
      routes: { '/api/site-facts': () => siteFacts(false) },
    });
    await waitFor(() => expect(requestedPages(fetchMock, '/api/site-facts')).toHaveLength(1));
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Transactions' })).toBeTruthy());
    expect(menu.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it("shows '...' for the balance in the bar and the menu while it is unknown", async () => {
    const { fetchMock } = renderHeader({
      signedIn: true,
      credits: () => new Promise<Response>(() => undefined),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('credits-balance').textContent).toBe('...');
    expect(screen.getByTestId('menu-credits-balance').textContent).toBe('...');
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    renderHeader({ signedIn: true });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const myChildren = within(screen.getByRole('navigation', { name: 'Account' })).getByRole(
      'link',
      { name: 'My Children' },
    );
    myChildren.focus();
    fireEvent.keyDown(myChildren, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when Tab leaves it past Log Out, so focus never lands under it', () => {
    renderHeader({ signedIn: true });
    const pageContent = document.body.appendChild(document.createElement('a'));
    pageContent.href = '#content';
    const logOut = screen.getByRole('button', { name: 'Log Out' });
    logOut.focus();
    // Tab from the last item: focus moves on to the page.
    fireEvent.blur(logOut, { relatedTarget: pageContent });
    pageContent.focus();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    pageContent.remove();
  });

  it('stays open while focus moves between its own items', () => {
    renderHeader({ signedIn: true });
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    const logOut = menu.getByRole('button', { name: 'Log Out' });
    fireEvent.blur(menu.getByRole('link', { name: 'Transactions' }), { relatedTarget: logOut });
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
  });

  it('closes on a press outside it, and on its backdrop', () => {
    renderHeader({ signedIn: true });
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(screen.queryByTestId('menu-backdrop')).toBeNull();
  });

  it('offers a visitor dark mode, Log In and Sign Up', () => {
    const { dialogs } = renderHeader({ signedIn: false });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(screen.getAllByRole('switch', { name: 'Dark mode' })).toHaveLength(1);
    const logIn = screen.getAllByRole('button', { name: 'Log In' }).at(-1)!;
    fireEvent.click(logIn);
    expect(dialogs.openAuthDialog).toHaveBeenCalledWith('login');
  });
});

describe('Header, the right to leave', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before requesting a copy of the data, then requests it', async () => {
    const { fetchMock } = renderHeader({
      signedIn: true,
      routes: { '/api/me/export': () => ({ status: 'queued', detail: 'queued' }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download your data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail me my data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const exports = fetchMock.mock.calls.filter(
      ([input]) => typeof input === 'string' && input.endsWith('/me/export'),
    );
    expect(exports.map(([, init]) => init?.method)).toEqual(['POST']);
  });

  it('gives the focus back to the account menu button when a dialog is closed', async () => {
    renderHeader({
      signedIn: true,
      routes: { '/api/auth/list-accounts': () => [{ providerId: 'credential' }] },
    });
    // The phone menu (opened by renderHeader) closes; jsdom shows the desktop bar too.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const accountMenu = await screen.findByRole('button', { name: 'Account menu' });

    for (const [item, role, name, close] of [
      ['Delete my account', 'alertdialog', 'Delete your account?', 'Escape'],
      ['Download my data', 'dialog', 'Download your data?', 'Cancel'],
    ] as const) {
      accountMenu.focus();
      fireEvent.keyDown(accountMenu, { key: 'Enter' });
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole(role, { name });
      if (close === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
      else fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(accountMenu));
    }
  });

  it('on a phone gives the focus back to the menu button', async () => {
    renderHeader({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download your data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })),
    );
  });

  it('deletes the account with the password and leaves signed out', async () => {
    renderHeader({
      signedIn: true,
      routes: {
        '/api/auth/list-accounts': () => [{ providerId: 'credential' }],
        '/api/me': () => new Response(null, { status: 204 }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Signed out (the dialog may close a render earlier): Log In, and no balance.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Log In' }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('credits-balance')).toBeNull();
  });
});
