import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { DeleteAccountDialog } from './components/delete-account-dialog';
import { ExportDataDialog } from './components/export-data-dialog';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { LogInForm } from './components/log-in-form';
import { SignUpForm } from './components/sign-up-form';
import { ResetPasswordPage } from './pages/reset-password-page';

const inHindi = (ui: ReactNode) => render(<InHindi>{ui}</InHindi>);

describe('the account dialogs and pages in Hindi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Log In form and its messages in Hindi', async () => {
    inHindi(
      <FakeAuthProvider>
        <LogInForm
          onLoggedIn={() => undefined}
          onForgotPassword={() => undefined}
          onCreateAccount={() => undefined}
        />
      </FakeAuthProvider>,
    );
    expect(screen.getByRole('button', { name: 'Google से आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ई-मेल'), { target: { value: 'priya@' } });
    fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('कृपया सही ई-मेल पता डालें')).toBeTruthy();
  });

  it('shows the Sign Up form in Hindi, with its rules in Hindi', async () => {
    inHindi(
      <FakeAuthProvider>
        <SignUpForm onSignedUp={() => undefined} onLogIn={() => undefined} />
      </FakeAuthProvider>,
    );
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड दोबारा डालें'), {
      target: { value: 'correct horsf' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeTruthy();
  });

  it('says where the reset link went, the address kept in bold', async () => {
    inHindi(
      <FakeAuthProvider overrides={{ requestPasswordReset: () => Promise.resolve() }}>
        <Toaster />
        <ForgotPasswordForm defaultEmail="priya@example.com" />
      </FakeAuthProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('heading', { name: 'अपना ई-मेल देखें' })).toBeTruthy();
    expect(screen.getByText('priya@example.com').tagName).toBe('STRONG');
    expect(screen.getByText(/पासवर्ड रीसेट करने का लिंक भेज दिया है/)).toBeTruthy();
  });

  it('shows the Reset Password page in Hindi', async () => {
    const router = createMemoryRouter([{ path: '/reset-password', Component: ResetPasswordPage }], {
      initialEntries: ['/reset-password'],
    });
    inHindi(
      <FakeAuthProvider>
        <RouterProvider router={router} />
      </FakeAuthProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'पासवर्ड रीसेट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeTruthy();
  });

  it('shows the Delete your account dialog in Hindi', async () => {
    stubApi({ '/api/auth/list-accounts': () => [{ providerId: 'credential' }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    inHindi(
      <QueryClientProvider client={client}>
        <DeleteAccountDialog open onOpenChange={() => undefined} onDeleted={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'अपना खाता हटाएँ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    expect(await screen.findByText('अपना खाता हटाने के लिए कृपया अपना पासवर्ड डालें।')).toBeTruthy();
  });

  it('shows the Download your data dialog in Hindi', () => {
    const client = new QueryClient();
    inHindi(
      <QueryClientProvider client={client}>
        <ExportDataDialog open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'अपना डेटा डाउनलोड करें?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरा डेटा ई-मेल करें' })).toBeTruthy();
  });
});
