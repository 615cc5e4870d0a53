import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { VerifyEmailPrompt } from './verify-email-notice';

const NOTICE =
  'Verify your e-mail address to make your free story. We sent a link to sam@example.com.';

function renderPrompt(
  user: ReturnType<typeof createTestUser> | null,
  detail: string | null = null,
) {
  return renderPage({
    path: '/',
    element: <VerifyEmailPrompt detail={detail} />,
    wrapper: ({ children }) => <FakeAuthProvider initialUser={user}>{children}</FakeAuthProvider>,
  });
}

const unverified = () => createTestUser({ email: 'sam@example.com', email_verified: false });

describe('The e-mail verification notice', () => {
  it('tells an unverified parent where the link went, and sends it again on request', async () => {
    const sent: unknown[] = [];
    stubApi({
      '/api/auth/send-verification-email': (_url, init) => {
        sent.push(JSON.parse(init?.body as string));
        return { status: true };
      },
    });
    renderPrompt(unverified());
    expect(screen.getByTestId('verify-email-notice').textContent).toContain(NOTICE);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('We sent you a new link. Please check your e-mail.'),
    );
    expect(sent).toEqual([{ email: 'sam@example.com' }]);
  });

  it("shows the server's refusal when it will not send again", async () => {
    const detail = 'Too many requests. Please try again later.';
    stubApi({
      '/api/auth/send-verification-email': () => Response.json({ detail }, { status: 429 }),
    });
    renderPrompt(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(toastTexts()).toContain(detail));
  });

  it('says nothing to a visitor', () => {
    renderPrompt(null);
    expect(screen.queryByTestId('verify-email-notice')).toBeNull();
  });

  it('says nothing to a verified parent, unless the server refused for it', () => {
    renderPrompt(createTestUser({ email_verified: true }));
    expect(screen.queryByTestId('verify-email-notice')).toBeNull();
  });

  it("shows the server's words when it refused the free story", () => {
    const detail = 'Please verify your e-mail address to make your free story.';
    renderPrompt(createTestUser({ email_verified: true }), detail);
    expect(screen.getByTestId('verify-email-notice').textContent).toContain(detail);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
