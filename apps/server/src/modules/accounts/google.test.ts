import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, sessionCookie } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let oidc: OAuth2Server;
let testApp: TestApp;
const tokenRequests: Record<string, unknown>[] = [];

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
        sub: 'google-user-42',
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        aud: 'littlestar-client',
      });
    },
  );
  oidc.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = {
      sub: 'google-user-42',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    };
  });
  testApp = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'littlestar-client',
      GOOGLE_CLIENT_SECRET: 'littlestar-secret',
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url ?? ''}/.well-known/openid-configuration`,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await oidc.stop();
});

async function startSignIn() {
  const start = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: ORIGIN },
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
    expect(authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(authorizeUrl.searchParams.get('prompt')).toBe('consent');
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
