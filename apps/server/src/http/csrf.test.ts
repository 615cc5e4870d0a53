import { beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../modules/credits/service.js';
import { createTestUser, ORIGIN, type SignedIn } from '../test/accounts.js';
import { createTestChild, giveCredits } from '../test/children.js';
import { appWith } from '../test/test-app.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' } });
let user: SignedIn;

beforeAll(async () => {
  user = await createTestUser(testApp.app);
  await giveCredits(testApp.runtime.context, user.userId, 5);
});

const EVIL = 'https://evil.example';
/** Spellings of `/api` the router decodes to the same routes. */
const ENCODED_PREFIXES = ['/api', '/%61pi', '/ap%69', '/a%70i', '/%61%70%69', '/%61%50%49'];

const balance = () => getBalance({ db: testApp.runtime.context.database.db, userId: user.userId });

function call(method: string, url: string, origin: string, payload?: unknown) {
  return testApp.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: user.cookie, origin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the cross-site request guard', () => {
  it('refuses every encoded spelling of a state-changing call with the cookie', async () => {
    const child = await createTestChild(testApp.app, user);
    const before = await balance();
    for (const prefix of ENCODED_PREFIXES) {
      const attempts = [
        call('POST', `${prefix}/children`, EVIL, { name: 'Eve', age: 5, pronouns: 'she/her' }),
        call('PUT', `${prefix}/children/${child.id}`, EVIL, {
          name: 'Eve',
          age: 5,
          pronouns: 'she/her',
        }),
        call('PATCH', `${prefix}/children/${child.id}/likeness`, EVIL, { glasses: true }),
        call('DELETE', `${prefix}/children/${child.id}`, EVIL),
        call('POST', `${prefix}/payments/create-order`, EVIL, {
          plan_id: 'standard',
          currency: 'USD',
        }),
        call('POST', `${prefix}/auth/sign-out`, EVIL, {}),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(403);
        expect(response.json()).toEqual({
          detail: 'Cross-site request refused.',
          code: 'forbidden',
        });
      }
    }
    expect(await balance()).toBe(before);
    const still = await call('GET', `/api/children/${child.id}`, ORIGIN);
    expect(still.statusCode).toBe(200);
  });

  it('checks every state-changing operation of the API document, however it is spelled', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const filled = path.replace(/\{[^}]+\}/g, 'x').replace(/^\/api/, '/%61pi');
        const response = await call(method.toUpperCase(), filled, EVIL, {});
        // The webhooks and signed file URLs take no cookie; every other route must refuse.
        if (response.statusCode !== 403 && !/webhook|\/files\//.test(path)) {
          failures.push(`${method.toUpperCase()} ${filled} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the same calls through from our own pages', async () => {
    const response = await call('POST', '/%61pi/children', ORIGIN, {
      name: 'Maya',
      age: 5,
      pronouns: 'she/her',
    });
    expect(response.statusCode).toBe(201);
  });
});
