import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, ORIGIN, type SignedIn } from './test/accounts.js';
import { authed, giveCredits } from './test/children.js';
import { appWith } from './test/test-app.js';

/**
 * Every endpoint of the API document, called by a signed-in user with hostile path values and
 * bodies: each must answer with a 4xx `{detail}` (or succeed), never a 5xx.
 */
const testApp = appWith({ env: { TRUST_PROXY: 'true' } });
let user: SignedIn;

beforeAll(async () => {
  user = await createTestUser(testApp.app);
  await giveCredits(testApp.runtime.context, user.userId, 5);
});

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
    expect(inBody.json()).toEqual({
      detail: 'body.name: must not contain NUL characters',
      code: 'invalid',
    });
  });

  it('never answers a 5xx, whatever an endpoint is sent', async () => {
    const failures: string[] = [];
    let sent = 0;
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    for (const operation of ops) {
      // Auth endpoints are better-auth's own and rate limited; the accounts tests cover them.
      if (operation.path.startsWith('/api/auth/')) continue;
      const pathValues = operation.path.includes('{') ? HOSTILE_TEXT : [''];
      for (const pathValue of pathValues) {
        const url = fillPath(operation.path, pathValue);
        const send = async (body: unknown) => {
          sent += 1;
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
            return `${response.statusCode}`;
          }
          if (response.statusCode < 400) return `${response.statusCode}`;
          const detail = response.json<{ detail?: unknown }>().detail;
          if (typeof detail !== 'string' || detail === '')
            failures.push(`${operation.method} ${url.slice(0, 80)}: no detail`);
          return `${response.statusCode} ${String(detail)}`;
        };
        if (operation.method === 'GET' || operation.method === 'DELETE') {
          await send(undefined);
          continue;
        }
        // A path refused for its value answers two unlike bodies alike, before either is
        // read: the other bodies would meet the same refusal and reach no handler.
        const bodies = hostileBodies();
        if (pathValue !== '' && (await send([])) === (await send({}))) continue;
        for (const body of bodies) await send(body);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);
});

describe('encoded paths', () => {
  it('routes /%61pi/… like /api/… and still refuses it from another site', async () => {
    const ops = (await operations()).filter(
      (operation) => !operation.path.startsWith('/api/auth/') && operation.method !== 'GET',
    );
    const failures: string[] = [];
    for (const operation of ops) {
      const url = fillPath(operation.path, 'x').replace(/^\/api/, '/%61p%69');
      const response = await testApp.app.inject({
        method: operation.method as 'POST',
        url,
        headers: { ...authed(user), origin: 'https://evil.example' },
        payload: {},
      });
      const isSigned = /webhook|\/files\//.test(operation.path);
      if (!isSigned && response.statusCode !== 403) {
        failures.push(`${operation.method} ${url} → ${response.statusCode}`);
      }
      if (response.statusCode >= 500) failures.push(`${operation.method} ${url} → 5xx`);
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed HTTP', () => {
  let port: number;
  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends raw bytes on a fresh connection and reads the answer until the server closes it. */
  function rawRequest(bytes: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.end(bytes);
    });
  }

  const cases: [string, string, number, RegExp][] = [
    [
      'a NUL in the path',
      'GET /api/\u0000x HTTP/1.1\r\nHost: a\r\n\r\n',
      400,
      /not a valid URL|not valid HTTP/,
    ],
    ['a space in the path', 'GET /api/a b HTTP/1.1\r\nHost: a\r\n\r\n', 400, /./],
    [
      'conflicting lengths',
      'POST /api/analytics/page-views HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
      400,
      /length/,
    ],
    [
      'a length with chunked encoding',
      'POST /api/children HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      /./,
    ],
    [
      'a bad chunk size',
      'POST /api/children HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
      /chunk/,
    ],
    [
      'a 100 KB header',
      `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
      431,
      /headers are too large/,
    ],
    ['an unknown method', 'FROB /api/health HTTP/1.1\r\nHost: a\r\n\r\n', 400, /./],
    ['no HTTP at all', 'hello there\r\n\r\n', 400, /./],
  ];

  for (const [name, bytes, status, detail] of cases) {
    it(`answers ${name} with ${status} {detail}`, async () => {
      const response = await rawRequest(bytes);
      expect(response.status).toBe(status);
      const body = JSON.parse(response.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['detail', 'code']);
      expect(body.detail).toMatch(detail);
    });
  }

  it('answers a method the router does not know with 4xx {detail}', async () => {
    const response = await rawRequest(
      'PROPFIND /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['detail', 'code']);
  });
});
