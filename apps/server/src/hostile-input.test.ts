import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, ORIGIN, type SignedIn } from './test/accounts.js';
import { authed, giveCredits } from './test/children.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every endpoint of the API document, called by a signed-in user with hostile path values and
 * bodies: each must answer with a 4xx `{detail}` (or succeed), never a 5xx.
 */
let testApp: TestApp;
let user: SignedIn;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  user = await createTestUser(testApp.app);
  await giveCredits(testApp.runtime.context, user.userId, 5);
});
afterAll(() => testApp.close());

const HOSTILE_TEXT = [
  'a\u0000b',
  "'; DROP TABLE children; --",
  '../../etc/passwd',
  'x'.repeat(5000),
  '🦄\u202e<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  '-1',
];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_TEXT, null, -1, 1e308, true, [], {}];

interface Operation {
  method: string;
  path: string;
}

async function operations(): Promise<Operation[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

/** Bodies that break a schema in different ways: wrong types, hostile strings, deep nesting. */
function hostileBodies(): unknown[] {
  const fields = ['name', 'age', 'pronouns', 'plan_id', 'currency', 'email', 'password', 'path'];
  const bodies: unknown[] = [[], 'text', 42, {}];
  // One field at a time, so a hostile value is not hidden behind another field's refusal.
  for (const field of fields) {
    for (const value of HOSTILE_VALUES) {
      bodies.push({
        name: 'Maya',
        age: 5,
        pronouns: 'she/her',
        plan_id: 'standard',
        [field]: value,
      });
    }
  }
  let deep: unknown = {};
  for (let level = 0; level < 200; level += 1) deep = { a: deep };
  bodies.push(deep);
  return bodies;
}

describe('hostile input', () => {
  it('names a NUL character in the path, the query or the body', async () => {
    const headers = { ...authed(user), origin: ORIGIN };
    const inPath = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/payment-status/pay_%00x',
      headers,
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json<{ detail: string }>().detail).toMatch(/^params\.\w+: must not contain NUL/);
    const inQuery = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/credit-usage?page=1%00',
      headers,
    });
    expect(inQuery.statusCode).toBe(400);
    const inBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/children',
      headers,
      payload: { name: 'Ma\u0000ya', age: 5, pronouns: 'she/her' },
    });
    expect(inBody.json()).toEqual({ detail: 'body.name: must not contain NUL characters' });
  });

  it('never answers a 5xx, whatever an endpoint is sent', async () => {
    const failures: string[] = [];
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    for (const operation of ops) {
      // Auth endpoints are better-auth's own and rate limited; the accounts tests cover them.
      if (operation.path.startsWith('/api/auth/')) continue;
      const pathValues = operation.path.includes('{') ? HOSTILE_TEXT : [''];
      for (const pathValue of pathValues) {
        const url = fillPath(operation.path, pathValue);
        const bodies =
          operation.method === 'GET' || operation.method === 'DELETE'
            ? [undefined]
            : hostileBodies();
        for (const body of bodies) {
          const response = await testApp.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { ...authed(user), origin: ORIGIN },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            ...(body === undefined
              ? {}
              : {
                  headers: { ...authed(user), origin: ORIGIN, 'content-type': 'application/json' },
                }),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${operation.method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode}`,
            );
          } else if (response.statusCode >= 400) {
            const detail = response.json<{ detail?: unknown }>().detail;
            if (typeof detail !== 'string' || detail === '')
              failures.push(`${operation.method} ${url.slice(0, 80)}: no detail`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
