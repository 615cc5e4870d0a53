import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../db/schema.js';
import type { TestApp } from './test-app.js';

export const ORIGIN = 'http://127.0.0.1:3000';

let counter = 0;
/** A distinct client address per call, so rate limits of one test do not leak into another. */
export function nextIp(): string {
  counter += 1;
  return `10.${Math.floor(counter / 65536) % 256}.${Math.floor(counter / 256) % 256}.${counter % 256}`;
}

export function uniqueEmail(label = 'parent'): string {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.com`;
}

export interface SignedIn {
  email: string;
  password: string;
  userId: string;
  cookie: string;
  bearer: string;
}

/** Signs a new user up and in, as the web app does. */
export async function createTestUser(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    /** More request headers of the sign-up (a browser's `accept-language`). */
    headers?: Record<string, string>;
  } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp(), ...overrides.headers },
    payload: { email, password, name: overrides.name ?? 'Test Parent' },
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  return logIn(app, email, password);
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return {
    email,
    password,
    userId: response.json<{ user: { id: string } }>().user.id,
    cookie: sessionCookie(response.headers['set-cookie']),
    bearer: String(response.headers['set-auth-token']),
  };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('session_token'))
    .join('; ');
}

/**
 * Marks a test user's address verified, as following the verification mail's link does (that
 * link itself is tested in accounts/verification.test.ts): for tests of what a verified
 * parent may do, such as the free story.
 */
export async function verifyTestUser(testApp: TestApp, signedIn: { userId: string }) {
  await testApp.runtime.context.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.id, signedIn.userId));
}

/** A new user whose address is verified, as a parent who clicked the mail's link. */
export async function createVerifiedTestUser(testApp: TestApp): Promise<SignedIn> {
  const signedIn = await createTestUser(testApp.app);
  await verifyTestUser(testApp, signedIn);
  return signedIn;
}
