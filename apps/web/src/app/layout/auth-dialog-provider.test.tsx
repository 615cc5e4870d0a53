import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { verificationMessages } from '@littlestar/shared/accounts';
import { AuthCallbackPage } from '@/features/accounts/pages/auth-callback-page';
import { LoginPage } from '@/features/accounts/pages/login-page';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { AuthDialogProvider } from './auth-dialog-provider';

function CurrentLocation() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthDialogProvider>
            <CurrentLocation />
            <Outlet />
          </AuthDialogProvider>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/login', Component: LoginPage },
          { path: '/auth/callback', Component: AuthCallbackPage },
          { path: '/children', element: <h1>Your Little Stars</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <FakeAuthProvider initialUser={null} password="twinkle twinkle">
      <Toaster />
      <RouterProvider router={router} />
    </FakeAuthProvider>,
  );
}

const notLinked = verificationMessages.googleNotLinked;

describe('Google refused to link (/auth/callback?error=account_not_linked)', () => {
  afterEach(() => sessionStorage.clear());

  it('says what to do inside the Log In dialog, once, and keeps saying it', async () => {
    renderApp('/auth/callback?error=account_not_linked');

    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    const notice = within(dialog).getByRole('alert');
    expect(notice.textContent).toContain('Google Sign In Failed');
    expect(notice.textContent).toContain(notLinked);
    // Not a second time in a toast.
    expect(screen.getAllByText(notLinked)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
    // Above the form.
    const email = await within(dialog).findByLabelText('Email');
    expect(notice.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes when the parent dismisses it, and the focus stays in the form', async () => {
    renderApp('/auth/callback?error=account_not_linked');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await within(dialog).findByLabelText('Email');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss notice' }));

    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
  });

  it('goes when the parent logs in', async () => {
    renderApp('/auth/callback?error=account_not_linked');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    fireEvent.change(await within(dialog).findByLabelText('Email'), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'twinkle twinkle' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/children'));
    expect(screen.queryByText(notLinked)).toBeNull();
  });

  it('is not there on a plain visit to /login', async () => {
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await within(dialog).findByLabelText('Email');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
