import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { toastTexts } from '@/test-utils/render-page';
import { ForgotPasswordForm } from './forgot-password-form';

function renderForm(
  requestPasswordReset: (email: string) => Promise<void>,
  props: { onSent?: (email: string | null) => void } = {},
) {
  render(
    <FakeAuthProvider overrides={{ requestPasswordReset }}>
      <Toaster />
      <ForgotPasswordForm onBackToLogin={() => undefined} {...props} />
    </FakeAuthProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordForm', () => {
  // Sonner's store outlives each render: start every test without the last one's toasts.
  afterEach(() => void toast.dismiss());

  it('says it once, in the sent view (no toast repeating it), and tells its host', async () => {
    const request = vi.fn(() => Promise.resolve());
    const onSent = vi.fn();
    renderForm(request, { onSent });
    expect(await screen.findByRole('button', { name: 'Back to Login' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('priya@example.com');
    const heading = screen.getByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(onSent).toHaveBeenCalledWith('priya@example.com');
    // Sonner holds a toast the moment it is asked for (it shows it a task later): none was.
    expect(toast.getToasts()).toEqual([]);
  });

  it('starts with the address typed into Log In, and hands it back', async () => {
    const onBackToLogin = vi.fn();
    render(
      <FakeAuthProvider overrides={{ requestPasswordReset: () => Promise.resolve() }}>
        <ForgotPasswordForm defaultEmail="asha@example.com" onBackToLogin={onBackToLogin} />
      </FakeAuthProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(onBackToLogin).toHaveBeenCalledWith('asha@example.com');
  });

  it("shows the server's own message, e.g. when rate limited", async () => {
    renderForm(() =>
      Promise.reject(new ApiError(429, 'Too many requests. Please try again in 60 seconds.')),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Password Reset Failed / Too many requests. Please try again in 60 seconds.',
      ]),
    );
    // The form stays for another try.
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('falls back to the spec text when the answer has no detail or never came', async () => {
    renderForm(() => Promise.reject(new ApiError(502, 'Request failed (502)')));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Password Reset Failed / Failed to send password reset email. Please try again.',
      ]),
    );
  });

  it("says 'Password Reset Error' with the spec text when the server cannot be reached", async () => {
    renderForm(() =>
      Promise.reject(new ApiError(0, 'Could not reach the server. Please check your connection.')),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Password Reset Error / Failed to send password reset email. Please try again.',
      ]),
    );
  });
});
