import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { GoogleButton } from './google-button';

function renderButton(mode: 'login' | 'signup', error: Error) {
  const signInWithGoogle = vi.fn(() => Promise.reject(error));
  render(
    <FakeAuthProvider overrides={{ signInWithGoogle }}>
      <Toaster />
      <GoogleButton mode={mode} />
    </FakeAuthProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
  return signInWithGoogle;
}

describe('GoogleButton', () => {
  it('says Google is not available when the server has no Google provider (404)', async () => {
    renderButton('login', new ApiError(404, 'Provider not found', { code: 'not_found' }));
    expect(await screen.findByText('Google Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Google sign-in is not available on this server.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Google/ }).disabled).toBe(false);
  });

  it('titles a failure from the Sign Up dialog "Google Sign Up Failed" with the fallback text', async () => {
    renderButton('signup', new ApiError(0, ''));
    expect(await screen.findByText('Google Sign Up Failed')).toBeTruthy();
    expect(screen.getByText('Failed to sign up with Google')).toBeTruthy();
  });
});
