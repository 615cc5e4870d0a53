import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { AppContext } from '../../app-context.js';
import * as schema from '../../db/schema.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { passwordResetMail } from './mails.js';
import { signInThrottle } from './sign-in-throttle.js';
import { userRules } from './user-rules.js';

/** The header our bridge sets to the client address Fastify resolved (TRUST_PROXY decides). */
export const CLIENT_IP_HEADER = 'x-littlestar-client-ip';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_TOKEN_SECONDS = 60 * 60;

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
    secret: context.secret,
    trustedOrigins: [config.publicUrl],
    logger: {
      // better-auth hands its logger the failed query with its parameters (an e-mail, a
      // password hash) and the request's input: only the message and error codes are kept.
      log: (level, message, ...args) => {
        const log = context.log;
        const codes = errorCodes(args);
        const details = codes.length > 0 ? { codes } : {};
        // Two sign-ups racing for one address: a client matter, answered as such.
        const isDuplicate = codes.includes('23505');
        if (level === 'error' && !isDuplicate) log.error(details, `auth: ${message}`);
        else if (level === 'warn' || isDuplicate) log.warn(details, `auth: ${message}`);
        else log.debug(details, `auth: ${message}`);
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
      onPasswordReset: ({ user }) => signInThrottle(context.database.sql).clear(user.email),
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await context.queue.enqueue(
          sendMailJob,
          passwordResetMail({ to: user.email, name: user.name, link }),
        );
      },
    },
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
        // Every page load and window focus asks for the session: a limit here would look like
        // a log-out to a busy tab. It only reads the caller's own session.
        '/get-session': false,
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
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
                  pkce: true,
                  accessType: 'offline',
                  prompt: 'consent',
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
