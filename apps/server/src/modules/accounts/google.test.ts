import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@littlestar/shared/accounts';
import { account } from '../../db/schema.js';
import {
  createTestUser,
  nextIp,
  ORIGIN,
  sessionCookie,
  uniqueEmail,
  verifyTestUser,
} from '../../test/accounts.js';
import { appWith, createTestApp } from '../../test/test-app.js';

let oidc: OAuth2Server;
const tokenRequests: Record<string, unknown>[] = [];
/** Who the stand-in Google says is signing in. */
const googleUser = { sub: 'google-user-42', email: 'ada@example.com', name: 'Ada Lovelace' };

beforeAll(async () => {
  // A local OpenID Connect server standing in for Google, spoken to by the real client code.
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, request: { body: Record<string, unknown> }) => {
      tokenRequests.push(request.body);
      Object.assign(token.payload, {
        ...googleUser,
        email_verified: true,
        aud: 'littlestar-client',
      });
    },
  );
  oidc.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = { ...googleUser, email_verified: true };
  });
});
afterAll(async () => {
  await oidc.stop();
});

const testApp = appWith(() => ({
  env: {
    GOOGLE_CLIENT_ID: 'littlestar-client',
    GOOGLE_CLIENT_SECRET: 'littlestar-secret',
    GOOGLE_DISCOVERY_URL: `${oidc.issuer.url ?? ''}/.well-known/openid-configuration`,
    TRUST_PROXY: 'true',
  },
}));

/** The whole round trip: start, consent at the provider, and the callback's answer. */
async function signInWithGoogle() {
  const { authorizeUrl, cookies } = await startSignIn();
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  return testApp.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookies },
  });
}

async function googleAccountsOf(userId: string) {
  return testApp.runtime.context.database.db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'google')));
}

const errorLines = () => testApp.logs.filter((line) => Number(line.level) >= 50);

async function startSignIn() {
  const start = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
    payload: {
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: '/auth/callback',
    },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  const stateCookie = start.headers['set-cookie'] ?? [];
  const cookies = (Array.isArray(stateCookie) ? stateCookie : [stateCookie])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { authorizeUrl, cookies };
}

describe('Google sign-in', () => {
  it('completes the round trip with PKCE and state, and lands on /auth/callback signed in', async () => {
    const { authorizeUrl, cookies } = await startSignIn();
    expect(authorizeUrl.origin).toBe(oidc.issuer.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();
    // No offline access: we never use a refresh token, so we do not ask for one.
    expect(authorizeUrl.searchParams.get('access_type')).toBeNull();
    expect(authorizeUrl.searchParams.get('prompt')).toBeNull();
    const state = authorizeUrl.searchParams.get('state');
    expect(state).toBeTruthy();

    // The user consents at the provider, which redirects back with a code.
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/auth/callback/google');
    expect(back.searchParams.get('state')).toBe(state);

    const callback = await testApp.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookies },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/auth\/callback$/);
    expect(tokenRequests.at(-1)).toHaveProperty('code_verifier');

    const cookie = sessionCookie(callback.headers['set-cookie']);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.com', full_name: 'Ada Lovelace' });
  });

  it('refuses a callback whose state does not match, creating no session', async () => {
    const { authorizeUrl, cookies } = await startSignIn();
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    back.searchParams.set('state', 'forged-state');
    const callback = await testApp.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookies },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/error=/);
    expect(sessionCookie(callback.headers['set-cookie'])).toBe('');
  });

  it('links Google to an existing password account whose address is verified', async () => {
    const parent = await createTestUser(testApp.app, { name: 'Grace Parent' });
    await verifyTestUser(testApp, parent);
    Object.assign(googleUser, { sub: 'google-user-verified', email: parent.email });

    const callback = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/auth\/callback$/);
    const cookie = sessionCookie(callback.headers['set-cookie']);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    // The same account, not a second one: the parent's children and credits are here.
    expect(me.json<CurrentUser>()).toMatchObject({
      id: parent.userId,
      email: parent.email,
      email_verified: true,
    });
    expect(await googleAccountsOf(parent.userId)).toHaveLength(1);
  });

  it('never links an unverified password account, and tells the parent to log in and verify', async () => {
    const errorsBefore = errorLines().length;
    // Someone registered this address with a password and never proved they own it.
    const squatter = await createTestUser(testApp.app);
    Object.assign(googleUser, { sub: 'google-user-owner', email: squatter.email });

    const callback = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location ?? '', ORIGIN);
    expect(landing.pathname).toBe('/auth/callback');
    // The web shows verificationMessages.googleNotLinked for this code.
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(sessionCookie(callback.headers['set-cookie'])).toBe('');
    expect(await googleAccountsOf(squatter.userId)).toEqual([]);
    // Refusing it is no fault of ours.
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  it('logs client mistakes below error level', async () => {
    const errorsBefore = errorLines().length;
    const post = (url: string, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
        payload,
      });
    const unknownProvider = await post('/api/auth/sign-in/social', {
      provider: 'nope',
      callbackURL: '/auth/callback',
    });
    expect(unknownProvider.statusCode).toBe(404);
    const foreignCallback = await post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example/steal',
    });
    expect(foreignCallback.statusCode).toBe(403);
    const foreignErrorCallback = await post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: 'https://evil.example/steal',
    });
    expect(foreignErrorCallback.statusCode).toBe(403);
    const foreignRedirect = await post('/api/auth/request-password-reset', {
      email: uniqueEmail(),
      redirectTo: 'https://evil.example/steal',
    });
    expect(foreignRedirect.statusCode).toBe(403);
    const foreignVerifyCallback = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example%2Fsteal',
    });
    expect(foreignVerifyCallback.statusCode).toBe(403);
    // A callback without its state, and one with a forged state.
    await testApp.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=x' });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=x&state=forged',
    });

    expect(errorLines().slice(errorsBefore)).toEqual([]);
    const warnings = testApp.logs.filter((line) => Number(line.level) === 40);
    expect(warnings.some((line) => String(line.msg).startsWith('auth: Provider not found'))).toBe(
      true,
    );
    expect(warnings.some((line) => line.msg === 'auth: Invalid callbackURL')).toBe(true);
    // What the client sent is not repeated in the logs.
    expect(JSON.stringify(testApp.logs)).not.toContain('evil.example');
  });

  it('is off, and says so, when Google is not configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: ORIGIN },
        payload: { provider: 'google', callbackURL: '/auth/callback' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ detail: string }>().detail).toMatch(/provider not found/i);
    } finally {
      await plain.close();
    }
  });
});
