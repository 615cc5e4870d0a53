import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { DEFAULT_LANGUAGE, isLanguage } from '@littlestar/shared/i18n/language';
import type { AppContext } from '../../app-context.js';
import * as schema from '../../db/auth-schema.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { purposeKey } from '../../secret.js';
import { emailVerificationMail, passwordResetMail } from './mails.js';
import { signInThrottle } from './sign-in-throttle.js';
import { userFields, userRules } from './user-rules.js';

/** The header our bridge sets to the client address Fastify resolved (TRUST_PROXY decides). */
export const CLIENT_IP_HEADER = 'x-littlestar-client-ip';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFY_TOKEN_SECONDS = 60 * 60 * 24 * 3;
/** Where a verification link lands: the callback page says it worked (or why not). */
export const VERIFIED_LANDING = '/auth/callback?verified=1';

/**
 * better-auth's secret (it signs session cookies, bearer tokens and its own state): the
 * sessions key derived from APP_SECRET, never APP_SECRET itself.
 */
export const sessionSecretOf = (appSecret: string) =>
  purposeKey(appSecret, 'sessions').toString('hex');

/**
 * better-auth on our own database: e-mail and password (scrypt hashes), sessions in an
 * httpOnly cookie or as a bearer token, Google through OpenID Connect, and rate limits kept
 * in the database so they hold across processes.
 */
export function createAuth(context: AppContext) {
  const { config } = context;
  const isHttps = config.publicUrl.startsWith('https:');
  const google = config.google;

  return betterAuth({
    appName: 'Littlestar',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: sessionSecretOf(context.secret),
    trustedOrigins: [config.publicUrl],
    logger: {
      // better-auth hands its logger the failed query with its parameters (an e-mail, a
      // password hash) and the request's input: only the message and error codes are kept.
      log: (level, message, ...args) => {
        const log = context.log;
        const codes = errorCodes(args);
        const details = codes.length > 0 ? { codes } : {};
        // A client's mistake (two sign-ups racing for one address, an unknown provider, a
        // foreign callback URL, a forged state) is answered with a 4xx: a warning, so that an
        // error-level line means a fault of ours.
        const isClientMistake = isClientCaused(message, codes);
        const text = `auth: ${withoutClientInput(message)}`;
        if (level === 'error' && !isClientMistake) log.error(details, text);
        else if (level === 'warn' || level === 'error') log.warn(details, text);
        else log.debug(details, text);
      },
    },
    database: drizzleAdapter(context.database.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // The spec signs the user in by hand after sign-up ('Please log in.').
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The owner who proves the address may sign in again at once, whatever was guessed.
      onPasswordReset: ({ user }) =>
        signInThrottle(context.database.sql, context.secret).clear(user.email),
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await context.queue.enqueue(sendMailJob, passwordResetMail({ ...recipientOf(user), link }));
      },
    },
    emailVerification: {
      // Signing in is not blocked: only the free story waits for the click (demo service).
      sendOnSignUp: true,
      sendOnSignIn: false,
      // The link verifies and signs nobody in: whoever opens it (a victim lured to an
      // attacker's link) would otherwise be signed in to the link's account (login CSRF). The
      // browser that signed up is signed in already; another one logs in.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // Our own link, whatever callbackURL the caller asked for: it lands on our page.
        const link =
          `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}` +
          `&callbackURL=${encodeURIComponent(VERIFIED_LANDING)}`;
        await context.queue.enqueue(
          sendMailJob,
          emailVerificationMail({ ...recipientOf(user), link }),
        );
      },
    },
    account: {
      accountLinking: {
        // Google is linked to an existing account only when both Google and we know the
        // address is its owner's: a password account someone registered with another
        // person's address and never verified is never linked (pre-account takeover).
        // better-auth answers such a sign-in with ?error=account_not_linked.
        enabled: true,
        trustedProviders: [],
        allowDifferentEmails: false,
      },
    },
    user: { additionalFields: userFields },
    databaseHooks: { user: userRules },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 10, max: 3 },
        '/sign-in/social': { window: 10, max: 3 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 600, max: 3 },
        // Every page load and window focus asks for the session: a limit here would look like
        // a log-out to a busy tab. It only reads the caller's own session.
        '/get-session': false,
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      // better-auth turns this check off under NODE_ENV=test; our tests run what production runs.
      disableOriginCheck: false,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // Its own limits count IPv6 by /64, as ours do (better-auth's default, kept on purpose).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      // Only the signed token of the `set-auth-token` header works as a bearer; the raw token
      // that better-auth also puts in the sign-in body is no credential on its own.
      bearer({ requireSignature: true }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  // Registered as 'google', so /sign-in/social { provider: 'google' } uses it.
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  // No accessType 'offline': we never call Google after sign-in, so we hold no
                  // refresh token.
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A mail's addressee, in the account's language (better-auth hands over our `language` too). */
function recipientOf(user: { email: string; name: string }) {
  const { language } = user as { language?: unknown };
  return {
    to: user.email,
    name: user.name,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}

/**
 * better-auth's error-level messages that a client's input causes (each answered 4xx or with
 * a redirect carrying ?error=): an unknown provider, a URL outside our origin, a forged or
 * stale OAuth state, an account that may not be linked.
 */
const CLIENT_MESSAGES = [
  /^Provider not found/,
  /^Provider does not support id token/,
  /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/,
  /^Blocked cross-site navigation/,
  /^INVALID_CALLBACK_REQUEST$/,
  /^State not found/,
  /^account_not_linked$/,
  /^Unable to link account - untrusted provider$/,
];

function isClientCaused(message: unknown, codes: string[]): boolean {
  // Two sign-ups racing for one address.
  if (codes.includes('23505')) return true;
  if (typeof message !== 'string') return false;
  if (message === 'Failed to parse state') {
    // A state the client sent that does not match ours; failing to store one is our fault.
    return codes.some((code) => code.startsWith('state_') && code !== 'state_generation_error');
  }
  return CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/** "Invalid callbackURL: <what the client sent>" keeps only the part before the client's text. */
function withoutClientInput(message: unknown): string {
  const text = String(message);
  return /^Invalid \w+: /.test(text) ? text.slice(0, text.indexOf(':')) : text;
}

/** The error codes (SQLSTATE, better-auth's) found in a log call's arguments and causes. */
function errorCodes(args: unknown[]): string[] {
  const codes: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const { code, cause } = value as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code.length <= 64) codes.push(code);
    visit(cause, depth + 1);
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
  };
  visit(args, 0);
  return [...new Set(codes)];
}
