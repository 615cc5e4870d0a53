import { z } from 'zod';
import { forgotPasswordSchema, signUpRequestSchema } from '@littlestar/shared/accounts';
import { errorResponse, SIGNED_IN, type OperationObject } from './openapi-errors.js';

/**
 * better-auth's endpoints the web app calls, written by hand: they are served by one
 * catch-all route (/api/auth/*), which the document cannot describe on its own. better-auth's
 * own OpenAPI plugin would list every endpoint it has, with its `{message}` errors, not ours.
 */

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) },
});

const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
const sessionSchema = z.object({
  session: z.object({ id: z.string(), expiresAt: z.string() }),
  user: userSchema,
});
const statusSchema = z.object({ status: z.boolean() });

const signedInAnswer = {
  description:
    'Signed in: the session cookie is set, and `set-auth-token` carries the signed bearer token.',
  headers: { 'set-auth-token': { schema: { type: 'string' } } },
  content: json(z.object({ token: z.string().nullable(), user: userSchema })),
};

const post = (
  operationId: string,
  summary: string,
  body: z.ZodType,
  ok: object,
  errors: Parameters<typeof errorResponse>[0],
): { post: OperationObject } => ({
  post: {
    operationId,
    summary,
    tags: ['authentication'],
    security: [],
    requestBody: { required: true, content: json(body) },
    responses: { 200: ok, ...errorResponse(errors) },
  },
});

export const authPaths: Record<string, Record<string, OperationObject>> = {
  '/api/auth/sign-up/email': post(
    'signUpWithEmail',
    'Create an account with e-mail and password, and sign in',
    signUpRequestSchema,
    signedInAnswer,
    ['invalid', 'rate_limited'],
  ),
  '/api/auth/sign-in/email': post(
    'signInWithEmail',
    'Sign in with e-mail and password',
    z.object({ email: z.string(), password: z.string() }),
    signedInAnswer,
    ['invalid', 'invalid_credentials', 'forbidden', 'rate_limited'],
  ),
  '/api/auth/sign-in/social': post(
    'signInWithGoogle',
    "Start a Google sign-in: answers the address of Google's consent page",
    z.object({
      provider: z.literal('google'),
      callbackURL: z.string().optional(),
      errorCallbackURL: z.string().optional(),
    }),
    {
      description: "Google's consent page, to open in the browser.",
      content: json(z.object({ url: z.string(), redirect: z.boolean() })),
    },
    ['invalid', 'not_found', 'rate_limited'],
  ),
  '/api/auth/request-password-reset': post(
    'requestPasswordReset',
    'E-mail a password-reset link (the answer is the same whether the address has an account)',
    forgotPasswordSchema.extend({ redirectTo: z.string().optional() }),
    { description: 'Accepted.', content: json(statusSchema) },
    ['invalid', 'rate_limited'],
  ),
  '/api/auth/reset-password': post(
    'resetPassword',
    "Set a new password with the e-mailed link's token",
    z.object({ token: z.string(), newPassword: z.string() }),
    { description: 'The password is changed.', content: json(statusSchema) },
    ['invalid', 'rate_limited'],
  ),
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      summary: 'Sign out: the session ends and its cookie is cleared',
      tags: ['authentication'],
      security: SIGNED_IN,
      responses: {
        200: { description: 'Signed out.', content: json(z.object({ success: z.boolean() })) },
        ...errorResponse(['unauthorized', 'forbidden']),
      },
    },
  },
  '/api/auth/send-verification-email': {
    post: {
      operationId: 'sendVerificationEmail',
      summary: "E-mail the signed-in user's address a verification link",
      tags: ['authentication'],
      security: SIGNED_IN,
      requestBody: {
        required: true,
        content: json(z.object({ email: z.string(), callbackURL: z.string().optional() })),
      },
      responses: {
        200: { description: 'Sent.', content: json(statusSchema) },
        ...errorResponse(['invalid', 'unauthorized', 'rate_limited']),
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      operationId: 'getSession',
      summary: 'The current session and its user, or null for a visitor',
      tags: ['authentication'],
      security: [{}, ...SIGNED_IN],
      responses: {
        200: { description: 'The session, or null.', content: json(sessionSchema.nullable()) },
        ...errorResponse(['unauthorized']),
      },
    },
  },
};
