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

  it('says in plain words that a link went out a moment ago when the limit is reached', async () => {
    stubApi({
      '/api/auth/send-verification-email': () =>
        Response.json(
          { detail: 'Too many requests. Please try again later.', code: 'rate_limited' },
          { status: 429 },
        ),
    });
    renderPrompt(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'We already sent you a link a moment ago. Please check your inbox (and spam folder), or try again in a few minutes.',
      ),
    );
    expect(toastTexts()).not.toContain('Too many requests. Please try again later.');
  });

  it("shows the server's refusal when it will not send for another reason", async () => {
    const detail = 'Your e-mail address is already verified.';
    stubApi({
      '/api/auth/send-verification-email': () => Response.json({ detail }, { status: 400 }),
    });
    renderPrompt(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(toastTexts()).toContain(detail));
  });

  it('keeps the focus on Send again while it sends, and sends once however often pressed', async () => {
    const sent: unknown[] = [];
    let answer: (value: Response) => void = () => undefined;
    stubApi({
      '/api/auth/send-verification-email': (_url, init) => {
        sent.push(JSON.parse(init?.body as string));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    renderPrompt(unverified());
    const button = screen.getByRole('button', { name: 'Send again' });
    button.focus();
    fireEvent.click(button);

    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);

    answer(Response.json({ status: true }));
    await waitFor(() =>
      expect(toastTexts()).toContain('We sent you a new link. Please check your e-mail.'),
    );
    expect(sent).toHaveLength(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('keeps the address in one piece (no break at its hyphen)', () => {
    renderPage({
      path: '/',
      element: <VerifyEmailPrompt />,
      wrapper: ({ children }) => (
        <FakeAuthProvider
          initialUser={createTestUser({ email: 'sam-lee@example.com', email_verified: false })}
        >
          {children}
        </FakeAuthProvider>
      ),
    });
    const address = screen.getByText('sam-lee@example.com.');
    expect(address.className).toContain('inline-block');
    expect(screen.getByTestId('verify-email-notice').textContent).toContain(
      'We sent a link to sam-lee@example.com.',
    );
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
