import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, ORIGIN, type SignedIn } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' } });
let user: SignedIn;

beforeAll(async () => {
  user = await createTestUser(testApp.app);
});

/** The only operations of the API document anyone may call without a session. */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'POST /api/analytics/page-views',
  'GET /api/payments/plans',
  'POST /api/payments/webhook',
  // The printer's webhook: its signature is its permission (404 while PRINT=off).
  'POST /api/print-orders/webhook/lulu',
  'GET /api/training/limits',
  // What the public pages say about this deployment (photo retention, engines).
  'GET /api/site-facts',
  // The free trial's shelves (product.md#access: fetched without authentication).
  'GET /api/demo/children',
  'GET /api/demo/children/{id}',
  'GET /api/demo/children/{id}/stories',
  'GET /api/demo/stories/{id}',
  // A shared book (product.md#share-links): the link's token is its permission.
  'GET /api/shared/{token}',
  'GET /api/shared/{token}/pdf',
  // A gifted book's cover, the picture in its mail (product.md#book-gifts).
  'GET /api/shared/{token}/cover',
]);

const UNAUTHORIZED = { detail: 'Authentication required. Please log in.', code: 'unauthorized' };

async function operations() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, 'x'),
      })),
  );
}

/** Bodies that would each fail validation differently, if validation ran first. */
const BODIES = [undefined, '{}', '[]', '{"name": 42, "age": "old"}', '{not json', 'x'.repeat(5000)];

describe('the signed-in route group', () => {
  it('answers 401 {detail} on every protected operation without a session, whatever the body', async () => {
    // better-auth's own endpoints (documented under /api/auth) answer for themselves: the
    // accounts tests cover them.
    const ops = (await operations()).filter(
      (operation) =>
        !PUBLIC_OPERATIONS.has(operation.name) && !operation.url.startsWith('/api/auth/'),
    );
    expect(ops.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const operation of ops) {
      for (const body of BODIES) {
        const withBody = operation.method !== 'GET' && body !== undefined;
        const response = await testApp.app.inject({
          method: operation.method,
          url: operation.url,
          headers: { origin: ORIGIN, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: body } : {}),
        });
        if (response.statusCode !== 401 || response.body !== JSON.stringify(UNAUTHORIZED)) {
          failures.push(`${operation.name} ${body?.slice(0, 20)} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the public operations through without a session', async () => {
    const ops = (await operations()).filter((operation) => PUBLIC_OPERATIONS.has(operation.name));
    for (const operation of ops) {
      const response = await testApp.app.inject({ method: operation.method, url: operation.url });
      expect(response.statusCode, operation.name).not.toBe(401);
    }
  });

  it('takes the signed cookie or the signed bearer token, and nothing forged', async () => {
    const me = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/me', headers });
    expect((await me({ cookie: user.cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${user.bearer}` })).json()).toMatchObject({
      id: user.userId,
      email: user.email,
    });

    const [rawToken = ''] = decodeURIComponent(user.bearer).split('.');
    const forged = `${rawToken}.${Buffer.alloc(32).toString('base64')}`;
    const cookieName = user.cookie.split('=')[0] ?? '';
    const attempts: Record<string, string>[] = [
      { authorization: `Bearer ${rawToken}` },
      { authorization: `Bearer ${forged}` },
      { cookie: `${cookieName}=${rawToken}` },
      { cookie: `${cookieName}=${encodeURIComponent(forged)}` },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'a.'.repeat(2000)}` },
    ];
    for (const headers of attempts) {
      const response = await me(headers);
      expect(response.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses the raw token of the sign-in body as a bearer, in better-auth’s own endpoints too', async () => {
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'x-forwarded-for': '10.200.0.1' },
      payload: { email: user.email, password: user.password },
    });
    const rawToken = signIn.json<{ token: string }>().token;
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${rawToken}` },
    });
    expect(session.json()).toBeNull();
    const signed = String(signIn.headers['set-auth-token']);
    const viaSigned = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${signed}` },
    });
    expect(viaSigned.json()).toMatchObject({ user: { id: user.userId } });
  });

  it('stops taking a session the moment it is signed out', async () => {
    const other = await createTestUser(testApp.app);
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/children',
      headers: { authorization: `Bearer ${other.bearer}` },
    });
    expect(before.statusCode).toBe(200);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${other.bearer}`, origin: ORIGIN },
      payload: {},
    });
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/children',
      headers: { authorization: `Bearer ${other.bearer}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
