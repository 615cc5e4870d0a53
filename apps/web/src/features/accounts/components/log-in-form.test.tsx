import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { toastTexts } from '@/test-utils/render-page';
import { LogInForm } from './log-in-form';

function renderForm(overrides: Partial<AuthContextValue> = {}) {
  const onLoggedIn = vi.fn();
  render(
    <FakeAuthProvider password="correct horse" overrides={overrides}>
      <Toaster />
      <LogInForm
        onLoggedIn={onLoggedIn}
        onForgotPassword={() => undefined}
        onCreateAccount={() => undefined}
      />
    </FakeAuthProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return { onLoggedIn, type, submit };
}

describe('LogInForm', () => {
  afterEach(() => void toast.dismiss());

  it("says 'Please enter a valid email address' under the field, and clears it once fixed", async () => {
    const { type, submit, onLoggedIn } = renderForm();
    type('Email', 'priya@');
    type('Password', 'correct horse');
    submit();

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Please enter a valid email address',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(onLoggedIn).not.toHaveBeenCalled();

    type('Email', 'priya@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).toBeNull(),
    );
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-describedby')).toBeNull();
  });

  it('disables the fields while logging in, then sends the tidied email', async () => {
    let finish: (() => void) | undefined;
    const logIn = vi.fn(
      (input: { email: string }) =>
        new Promise<ReturnType<typeof createTestUser>>((resolve) => {
          finish = () => resolve(createTestUser({ email: input.email }));
        }),
    );
    const { type, submit, onLoggedIn } = renderForm({ logIn });
    type('Email', '  Priya@Example.COM ');
    type('Password', 'correct horse');
    submit();

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeTruthy();
    // The button says so as the submit starts; the fields lock once the values are checked.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Email').disabled).toBe(true),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').disabled).toBe(true);
    expect(logIn).toHaveBeenCalledWith({ email: 'priya@example.com', password: 'correct horse' });

    finish?.();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    // Sonner shows a toast a task after it is asked for.
    await waitFor(() => expect(toastTexts()).toContain('Login Successful / Welcome back!'));
  });

  it("shows the server's refusal under 'Login Failed' and lets the user try again", async () => {
    const { type, submit, onLoggedIn } = renderForm();
    type('Email', 'priya@example.com');
    type('Password', 'wrong horse');
    submit();
    await waitFor(() => expect(toastTexts()).toEqual(['Login Failed / Invalid email or password']));
    expect(onLoggedIn).not.toHaveBeenCalled();
    // The toast and the form's own render come apart: the form is ready again once its button
    // says 'Log In' again.
    const logIn = await screen.findByRole<HTMLButtonElement>('button', { name: 'Log In' });
    expect(logIn.disabled).toBe(false);
    // Beside the form as well, and the password marked.
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Invalid email or password');
    expect(alerts).toContain('Check your password, or reset it below.');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Password').disabled).toBe(false);
  });
});
