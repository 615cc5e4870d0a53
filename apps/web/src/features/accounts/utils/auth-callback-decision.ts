import type { CurrentUser } from '@littlestar/shared/accounts';
import { paths } from '@/config/paths';
import { recoveryErrorKey } from './account-texts';

/** The texts the callback's notices say (accounts.toasts), in the interface's language. */
export const CALLBACK_TEXT_KEYS = [
  'errorTitle',
  'recoveryLinkExpired',
  'recoveryLinkInvalid',
  'recoveryLinkFailed',
  'verificationLinkFailed',
  'googleSignInFailed',
  'googleNotLinked',
  'linkExpired',
  'authenticationError',
  'authenticationProcessFailed',
  'emailVerified',
] as const;
export type CallbackTexts = Record<(typeof CALLBACK_TEXT_KEYS)[number], string>;

export interface CallbackNotice {
  title: string;
  description?: string;
  /** Good news is a success toast; everything else an error. */
  tone?: 'success';
}

/** What /auth/callback does next. */
export type CallbackStep =
  | {
      kind: 'redirect';
      to: string;
      /** A toast. */
      notice?: CallbackNotice;
      /** Said inside the Log In dialog that /login opens, where it stays until dismissed. */
      loginNotice?: Required<Pick<CallbackNotice, 'title' | 'description'>>;
    }
  /**
   * No error in the URL: ask the server who is signed in, then `afterSessionCheck`.
   * `verified`: the e-mail verification link landed here (it signs nobody in: the browser
   * that signed up has its session already; any other one is asked to log in).
   */
  | { kind: 'check-session'; verified?: true };

/**
 * product.md#auth-callback, adapted to our server: Google lands here (with `?error=`
 * on failure); a recovery link that lands here is forwarded to /reset-password with its code.
 */
export function decideCallbackStep(params: URLSearchParams, texts: CallbackTexts): CallbackStep {
  const type = params.get('type');
  const error = params.get('error');
  const description = params.get('error_description')?.trim() || null;

  if (type === 'recovery') {
    const code = params.get('token') ?? params.get('code');
    if (!error && code) {
      return {
        kind: 'redirect',
        to: `${paths.resetPassword.href()}?${new URLSearchParams({ token: code }).toString()}`,
      };
    }
    return {
      kind: 'redirect',
      to: paths.resetPassword.href(),
      notice: {
        title: texts.errorTitle,
        // Without a code the message is 'No recovery code found in the link': the generic text.
        description: texts[recoveryErrorKey({ message: error ? (description ?? error) : null })],
      },
    };
  }

  if (params.get('verified') === '1') {
    if (!error) return { kind: 'check-session', verified: true };
    return {
      kind: 'redirect',
      to: paths.demoChildren.href(),
      notice: { title: texts.errorTitle, description: texts.verificationLinkFailed },
    };
  }

  if (error) {
    // Google for an address whose password account is unverified: never linked (server).
    // What to do next is read beside the form it asks for, not in a toast that fades.
    if (error === 'account_not_linked') {
      return {
        kind: 'redirect',
        to: paths.login.href(),
        loginNotice: {
          title: texts.googleSignInFailed,
          description: texts.googleNotLinked,
        },
      };
    }
    if (error === 'access_denied' && /expired/i.test(description ?? '')) {
      return {
        kind: 'redirect',
        to: paths.resetPassword.href(),
        notice: { title: texts.linkExpired, description: texts.recoveryLinkExpired },
      };
    }
    return {
      kind: 'redirect',
      to: paths.login.href(),
      notice: {
        title: texts.authenticationError,
        description: description ?? texts.authenticationProcessFailed,
      },
    };
  }

  return { kind: 'check-session' };
}

/**
 * After the session check: the user goes on (to `destination`). Nobody signed in and a
 * failed check are both failures, and product.md#auth-callback gives every failure of the callback the same
 * words: 'Authentication Error' / 'Failed to process authentication. Please try again.'.
 */
export function afterSessionCheck(
  result: { user: CurrentUser | null } | { failed: true },
  destination: string,
  options: { verified?: boolean },
  texts: CallbackTexts,
): Extract<CallbackStep, { kind: 'redirect' }> {
  const verifiedNotice: CallbackNotice = { title: texts.emailVerified, tone: 'success' };
  if (options.verified && !('failed' in result) && !result.user) {
    // Verified, but this browser has no session (the link opened in another one): log in.
    return { kind: 'redirect', to: paths.login.href(), notice: verifiedNotice };
  }
  if ('failed' in result || !result.user) {
    return {
      kind: 'redirect',
      to: paths.home.href(),
      notice: {
        title: texts.authenticationError,
        description: texts.authenticationProcessFailed,
      },
    };
  }
  return {
    kind: 'redirect',
    to: destination,
    ...(options.verified ? { notice: verifiedNotice } : {}),
  };
}
