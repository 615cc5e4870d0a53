import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { SignUpForm } from './sign-up-form';

function renderForm(signUp = vi.fn(() => Promise.resolve())) {
  const onSignedUp = vi.fn();
  render(
    <FakeAuthProvider overrides={{ signUp }}>
      <Toaster />
      <SignUpForm onSignedUp={onSignedUp} onLogIn={() => undefined} />
    </FakeAuthProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  // The button reads 'Creating account...' while a submit's validation runs: each submit waits
  // for the form to be ready again, as a parent would.
  const submit = async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  /** The first submit of a fresh form, where nothing is being validated yet. */
  const submitNow = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  return { signUp, onSignedUp, type, submit, submitNow };
}

describe('SignUpForm', () => {
  it("shows each rule's message under its field, in the spec's words", async () => {
    const { signUp, type, submit } = renderForm();
    type('Full Name (optional)', 'J');
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm Password', 'different!');
    // Nothing is said before the first submit.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await submit();

    const expectMessage = (label: string, message: string) => {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby');
      expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(message);
    };
    await screen.findByText('Name must be at least 2 characters');
    expectMessage('Full Name (optional)', 'Name must be at least 2 characters');
    expectMessage('Email', 'Please enter a valid email address');
    expectMessage('Password', 'Password must be at least 8 characters');
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
    expect(signUp).not.toHaveBeenCalled();
    // The first invalid field takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Full Name (optional)')),
    );

    // After the first submit, fixing a field clears its message at once.
    type('Password', 'long enough');
    await waitFor(() =>
      expect(screen.queryByText('Password must be at least 8 characters')).toBeNull(),
    );
    expectMessage('Confirm Password', 'Passwords do not match');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeNull();
    // Making the password match the confirmation clears 'Passwords do not match' too.
    type('Password', 'different!');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
  });

  it('moves the focus to the first field to fix once, never again a moment later', async () => {
    const { type, submitNow } = renderForm();
    type('Email', 'not-an-email');
    // Timers wait until the parent has moved on, as on a busy phone.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await act(async () => {
        submitNow();
        // The validation runs on promises alone; let them all settle.
        for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
      });
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText('Email'));
      // A second, late focus would put what they type next in Email.
      const confirmation = screen.getByLabelText('Confirm Password');
      confirmation.focus();
      act(() => {
        vi.runAllTimers();
      });
      expect(document.activeElement).toBe(confirmation);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a blank name as empty and reports success', async () => {
    const { signUp, onSignedUp, type, submit } = renderForm();
    type('Email', ' Priya@Example.com ');
    type('Password', 'twinkle twinkle');
    type('Confirm Password', 'twinkle twinkle');
    await submit();
    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    expect(screen.getByText('Your account has been created. Please log in.')).toBeTruthy();
    expect(signUp).toHaveBeenCalledWith({
      fullName: '',
      email: 'priya@example.com',
      password: 'twinkle twinkle',
    });
    expect(onSignedUp).toHaveBeenCalledWith('priya@example.com');
  });

  it("shows the server's detail under 'Registration Failed'", async () => {
    const { type, submit, onSignedUp } = renderForm(
      vi.fn(() => Promise.reject(new ApiError(422, 'User already exists. Use another email.'))),
    );
    type('Email', 'priya@example.com');
    type('Password', 'twinkle twinkle');
    type('Confirm Password', 'twinkle twinkle');
    await submit();
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('User already exists. Use another email.')).toBeTruthy();
    expect(onSignedUp).not.toHaveBeenCalled();
    // The form is usable again for another try.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign Up' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Email').disabled).toBe(false);
  });

  it('locks the fields only while a valid form is being sent, so no typing is lost', async () => {
    let finish = () => undefined as void;
    const signUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { type, submit } = renderForm(signUp);
    const confirmation = () => screen.getByLabelText<HTMLInputElement>('Confirm Password');
    type('Email', 'priya@example.com');
    type('Password', 'twinkle twinkle');
    type('Confirm Password', 'different!');
    await submit();
    await screen.findByText('Passwords do not match');
    // A second submit that ends in the same message never locks the confirmation.
    await submit();
    expect(confirmation().disabled).toBe(false);
    // The button says 'Creating account...' until the validation is over.
    await screen.findByRole('button', { name: 'Sign Up' });

    type('Confirm Password', 'twinkle twinkle');
    await submit();
    await waitFor(() => expect(signUp).toHaveBeenCalled());
    await waitFor(() => expect(confirmation().disabled).toBe(true));
    finish();
    await waitFor(() => expect(confirmation().disabled).toBe(false));
  });
});
