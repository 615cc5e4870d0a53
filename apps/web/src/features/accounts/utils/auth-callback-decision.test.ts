import { describe, expect, it } from 'vitest';
import { createTestUser } from '@/test-utils/fake-auth';
import { en } from '@/i18n/messages/en';
import {
  afterSessionCheck,
  CALLBACK_TEXT_KEYS,
  type CallbackTexts,
  decideCallbackStep,
} from './auth-callback-decision';

// The English texts, as the page reads them from accounts.json.
const texts = Object.fromEntries(
  CALLBACK_TEXT_KEYS.map((key) => [key, en.accounts.toasts[key]]),
) as CallbackTexts;
const decide = (query: string) => decideCallbackStep(new URLSearchParams(query), texts);

describe('decideCallbackStep (product.md#auth-callback)', () => {
  it('checks the session when the URL carries no error', () => {
    expect(decide('')).toEqual({ kind: 'check-session' });
  });

  it('sends an expired access_denied link to /reset-password with "Link Expired"', () => {
    expect(
      decide('error=access_denied&error_description=Email+link+is+invalid+or+has+expired'),
    ).toEqual({
      kind: 'redirect',
      to: '/reset-password',
      notice: {
        title: 'Link Expired',
        description: 'The password reset link has expired. Please request a new one.',
      },
    });
  });

  it('sends any other error to /login with its description', () => {
    expect(decide('error=access_denied&error_description=User+cancelled')).toEqual({
      kind: 'redirect',
      to: '/login',
      notice: { title: 'Authentication Error', description: 'User cancelled' },
    });
    expect(decide('error=state_mismatch')).toMatchObject({
      to: '/login',
      notice: {
        title: 'Authentication Error',
        description: 'Failed to process authentication. Please try again.',
      },
    });
  });

  it.each([
    ['expired', 'otp_expired', 'The password reset link has expired. Please request a new one.'],
    ['invalid', 'invalid_token', 'The password reset link is invalid. Please request a new one.'],
    ['other', 'server_error', 'Failed to process the recovery link. Please request a new one.'],
  ])('shows the %s recovery text on /reset-password', (_label, error, description) => {
    expect(decide(`type=recovery&error=${error}`)).toEqual({
      kind: 'redirect',
      to: '/reset-password',
      notice: { title: 'Error', description },
    });
  });

  it('forwards a recovery code to the new-password form, and fails without one', () => {
    expect(decide('type=recovery&code=abc123')).toEqual({
      kind: 'redirect',
      to: '/reset-password?token=abc123',
    });
    expect(decide('type=recovery')).toMatchObject({
      to: '/reset-password',
      notice: {
        title: 'Error',
        description: 'Failed to process the recovery link. Please request a new one.',
      },
    });
  });
});

describe('the e-mail verification link and Google linking', () => {
  it('checks the session after a verification link, and says why a broken link failed', () => {
    expect(decide('verified=1')).toEqual({ kind: 'check-session', verified: true });
    expect(decide('verified=1&error=INVALID_TOKEN')).toEqual({
      kind: 'redirect',
      to: '/demo/children',
      notice: {
        title: 'Error',
        description:
          'This verification link is invalid or has expired. Log in and send yourself a new one from the free story page.',
      },
    });
  });

  it('tells a parent whose password account is unverified to log in and verify before Google', () => {
    expect(decide('error=account_not_linked')).toEqual({
      kind: 'redirect',
      to: '/login',
      loginNotice: {
        title: 'Google Sign In Failed',
        description:
          'An account with this e-mail address already exists. Please log in with your password and verify your e-mail address first; then you can sign in with Google.',
      },
    });
  });

  it('greets a verified parent on the demo shelves, or asks them to log in without a session', () => {
    const verified = { title: 'Your e-mail address is verified.', tone: 'success' };
    expect(
      afterSessionCheck({ user: createTestUser() }, '/demo/children', { verified: true }, texts),
    ).toEqual({ kind: 'redirect', to: '/demo/children', notice: verified });
    expect(afterSessionCheck({ user: null }, '/demo/children', { verified: true }, texts)).toEqual({
      kind: 'redirect',
      to: '/login',
      notice: verified,
    });
  });
});

describe('afterSessionCheck', () => {
  it('lets a signed-in user through to the destination, without a notice', () => {
    expect(afterSessionCheck({ user: createTestUser() }, '/children', {}, texts)).toEqual({
      kind: 'redirect',
      to: '/children',
    });
  });

  it.each([
    ['nobody signed in', { user: null }],
    ['a failed check', { failed: true as const }],
  ])('sends %s home with "Failed to process authentication"', (_label, result) => {
    expect(afterSessionCheck(result, '/children', {}, texts)).toEqual({
      kind: 'redirect',
      to: '/',
      notice: {
        title: 'Authentication Error',
        description: 'Failed to process authentication. Please try again.',
      },
    });
  });
});
