import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { AuthContextValue } from '@/lib/auth-context';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(path: string, overrides: Partial<AuthContextValue>) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FakeAuthProvider overrides={overrides}>
      <Toaster />
      <RouterProvider router={router} />
    </FakeAuthProvider>,
  );
  return router;
}

function setNewPassword(password: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordPage', () => {
  it('without a token asks for a reset link, with both way-out links', () => {
    renderPage('/reset-password', {});
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('sets the new password with the token, then goes home', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    const router = renderPage('/reset-password?token=abc', { resetPassword });
    setNewPassword('new password 2');
    expect(await screen.findByText('Your password has been updated successfully.')).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith({ token: 'abc', newPassword: 'new password 2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats a refused (400) token as expired and offers a new link', async () => {
    const resetPassword = vi.fn(() =>
      Promise.reject(new ApiError(400, 'Invalid token', { code: 'invalid' })),
    );
    const router = renderPage('/reset-password?token=spent', { resetPassword });
    setNewPassword('new password 2');
    expect(
      await screen.findByText('The password reset link has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('checks both passwords before calling the server', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    renderPage('/reset-password?token=abc', { resetPassword });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
    // Fixing it from either field clears the message at once.
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'different' } });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
  });
});
