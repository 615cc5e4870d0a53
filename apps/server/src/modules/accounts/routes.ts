import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  currentUserSchema,
  dataExportQueuedSchema,
  deleteAccountRequestSchema,
  signUpRequestSchema,
  updateAccountRequestSchema,
} from '@littlestar/shared/accounts';
import { localText, translate } from '@littlestar/shared/i18n/translate';
import type { Language } from '@littlestar/shared/i18n/language';
import {
  ERROR_CODE_STATUS,
  errorCodeForStatus,
  type ErrorCode,
} from '@littlestar/shared/error-codes';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { AppError, errorBody } from '../../errors.js';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';
import { deleteAccount, requestDataExport } from './leave.js';
import { setAccountLanguage } from './service.js';
import { accountLanguageLookup } from './signed-in-routes.js';
import { requestLanguage } from '../../http/language.js';
import { detailIn } from '../../errors.js';
import { signInThrottle } from './sign-in-throttle.js';

/** Headers a client must not choose: the client address is ours to say. */
const DROPPED_HEADERS = new Set([
  'x-forwarded-for',
  'x-real-ip',
  CLIENT_IP_HEADER,
  'content-length',
  'host',
]);

/**
 * better-auth's endpoints under /api/auth, bridged from Fastify to its fetch handler.
 * Errors come back in the API's own shape, `{ detail, code }`.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ context: AppContext; auth: Auth }> = async (
  app,
  { context, auth },
) => {
  const throttle = signInThrottle(context.database.sql, context.secret);
  const accountLanguage = accountLanguageLookup(context, auth);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0];
      // better-auth reads the path as a URL does, with `.` and `..` parts resolved: the checks
      // below must see the very path it acts on, or `/sign-in/./email` would skip them.
      if (new URL(request.url, context.config.publicUrl).pathname !== path) {
        throw new AppError('not_found', localText('accounts.dotInPath'));
      }
      if (request.method === 'POST' && path === '/api/auth/sign-up/email') {
        // better-auth checks e-mail and password; our rules for the name (and all) live in shared.
        const parsed = signUpRequestSchema.safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError(
            'invalid',
            `body.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
          );
        }
        request.body = { ...(request.body as object), ...parsed.data };
      }
      if (request.method === 'POST' && path === '/api/auth/send-verification-email') {
        // Only for the signed-in owner of the address: better-auth would otherwise mail any
        // unverified address it is given, which turns the endpoint into a way to pester people.
        const session = await auth.api.getSession({ headers: toHeaders(request) });
        if (!session) throw new AppError('unauthorized', localText('common.authRequired'));
      }
      if (request.method === 'POST' && path === '/api/auth/sign-in/email') {
        const email = (request.body as { email?: unknown } | null)?.email;
        if (typeof email === 'string' && email.length <= 320) {
          await throttle.reserveAttempt(email);
          // 401 is better-auth's answer to a wrong password and to an unknown address alike:
          // the reserved failure stands. Settled before the answer leaves.
          let settled = false;
          try {
            return await forward(request, reply, auth, context.config.publicUrl, {
              language: () => requestLanguage(request, accountLanguage),
              beforeAnswer: async (status) => {
                settled = true;
                if (status === 200) await throttle.clear(email);
                else if (status !== 401) await throttle.releaseAttempt(email);
              },
            });
          } finally {
            if (!settled) await throttle.releaseAttempt(email);
          }
        }
      }
      return forward(request, reply, auth, context.config.publicUrl, {
        language: () => requestLanguage(request, accountLanguage),
      });
    },
  });
};

/** The signed-in user's own account: registered in the signed-in group. */
export const currentUserRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      id: request.user.id,
      email: request.user.email,
      full_name: request.user.name || null,
      // Read with the session in the same look-up: every page load asks for /api/me.
      email_verified: request.user.emailVerified,
      language: request.user.language,
    }),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        operationId: 'updateAccount',
        tags: ['accounts'],
        summary: "Change my account's language",
        description:
          'The language Littlestar answers this account in (`detail`) and writes its e-mails in: ' +
          '`en` or `hi`. The answer is the account as `GET /api/me` gives it.',
        body: updateAccountRequestSchema,
        response: { 200: currentUserSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      await setAccountLanguage({ db: context.database.db, userId: request.user.id, language });
      return {
        id: request.user.id,
        email: request.user.email,
        full_name: request.user.name || null,
        email_verified: request.user.emailVerified,
        language,
      };
    },
  );

  app.delete(
    '/api/me',
    {
      schema: {
        operationId: 'deleteAccount',
        errorCodes: ['wrong_password', 'sign_in_again'],
        tags: ['accounts'],
        summary:
          'Delete my account: children, photos, stories, books, feedback and sessions go at once',
        description:
          'Needs the password, or for an account without one a sign-in of the last 5 minutes. ' +
          'The credit ledger and payments stay, anonymised.',
        body: deleteAccountRequestSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Each try checks a password: as slow to guess as signing in.
      config: {
        rateLimits: [
          { per: 'user', max: 5, windowSeconds: 15 * 60 },
          { per: 'address', max: 20, windowSeconds: 15 * 60 },
        ],
      },
    },
    async (request, reply) => {
      await deleteAccount({ context, user: request.user, password: request.body.password });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/export',
    {
      schema: {
        operationId: 'requestDataExport',
        tags: ['accounts'],
        summary: 'Download my data: a zip is built and its link e-mailed',
        description: 'Refused (409) while an export asked for earlier is still being prepared.',
        response: {
          202: dataExportQueuedSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Each export reads and zips every book: a couple a day is plenty.
      config: {
        rateLimits: [
          { per: 'user', max: 2, windowSeconds: 24 * 60 * 60 },
          { per: 'address', max: 10, windowSeconds: 24 * 60 * 60 },
        ],
      },
    },
    async (request, reply) => {
      await requestDataExport({ context, userId: request.user.id });
      const detail = translate(request.user.language, localText('accounts.leave.exportQueued'));
      return reply.status(202).send({ status: 'queued', detail });
    },
  );
};

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Auth,
  publicUrl: string,
  options: {
    /** The language an error's `detail` is given in (asked only for an error). */
    language: () => Promise<Language>;
    beforeAnswer?: (status: number) => Promise<void>;
  },
) {
  const { beforeAnswer } = options;
  const headers = toHeaders(request);
  const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  await beforeAnswer?.(response.status);
  void reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    void reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) void reply.header('retry-after', retryAfter);

  const text = await response.text();
  if (response.status >= 400) {
    return reply.type('application/json').send(
      errorBody(
        response.status,
        describeAuthError(text, response.status, {
          publicUrl,
          retryAfter,
          language: await options.language(),
        }),
        authErrorCode(text, response.status),
      ),
    );
  }
  if (!text) return reply.send();
  return reply.send(
    response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text,
  );
}

/** The request's headers as better-auth should see them: the client address is ours to say. */
function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** better-auth's own codes a client branches on, in the API's list; the rest by status. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
};

function authErrorCode(text: string, status: number): ErrorCode {
  try {
    const { code } = JSON.parse(text) as { code?: unknown };
    const known = typeof code === 'string' ? AUTH_CODES[code] : undefined;
    if (known && ERROR_CODE_STATUS[known] === status) return known;
  } catch {
    // not JSON
  }
  return errorCodeForStatus(status);
}

/** better-auth's error answer as our `detail`, in the request's language where moved. */
function describeAuthError(
  text: string,
  status: number,
  options: { publicUrl: string; retryAfter: string | null; language: Language },
): string {
  const t = (key: Parameters<typeof localText>[0], values?: Parameters<typeof localText>[1]) =>
    translate(options.language, localText(key, values));
  // better-auth's limiter says only "Too many requests": the wait it sets is what helps.
  const seconds = Number(options.retryAfter);
  if (status === 429 && Number.isInteger(seconds) && seconds > 0) {
    return t('common.tooManyTries', { seconds });
  }
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    // better-auth's "Invalid origin" tells a parent nothing they can act on.
    if (body.code === 'INVALID_ORIGIN' || /^Invalid origin/i.test(String(body.message))) {
      return t('accounts.wrongAddress', { url: options.publicUrl });
    }
    if (typeof body.message === 'string' && body.message) {
      return detailIn(options.language, body.message);
    }
    if (typeof body.code === 'string') return body.code.replaceAll('_', ' ').toLowerCase();
  } catch {
    // not JSON
  }
  return status === 429 ? t('common.tooManyRequests') : t('common.notAccepted');
}
