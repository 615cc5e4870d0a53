import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@littlestar/shared/api-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, nextIp, uniqueEmail } from '../test/accounts.js';
import { giveCredits } from '../test/children.js';
import { appWith } from '../test/test-app.js';
import { testStoryInput } from '../test/written-stories.js';

/**
 * A client typed by the types generated from the OpenAPI document (kept equal to it by
 * openapi.test.ts) calls the running server over HTTP: a request or answer that does not
 * match the document fails to compile here, or fails these assertions.
 */
// Each client is its own address (x-forwarded-for), as every parent is: no shared limits.
const testApp = appWith({ env: { TRUST_PROXY: '127.0.0.1' } });
let baseUrl: string;

beforeAll(async () => {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});

/** A client as a script on another machine would hold it: one address, an optional bearer. */
const clientFor = (bearer?: string): Client<paths> =>
  createClient<paths>({
    baseUrl,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': nextIp(),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });

/** Signs a parent up, then in: the sign-in's `set-auth-token` is the bearer token. */
async function signUp(email = uniqueEmail()) {
  const body = { email, password: 'correct horse battery' };
  const signedUp = await clientFor().POST('/api/auth/sign-up/email', {
    body: { ...body, name: 'Typed Parent' },
  });
  expect(signedUp.response.status).toBe(200);
  const { data, response } = await clientFor().POST('/api/auth/sign-in/email', { body });
  expect(response.status).toBe(200);
  return { email, userId: data?.user.id ?? '', bearer: response.headers.get('set-auth-token') };
}

describe('the typed client generated from the OpenAPI document', () => {
  it('signs up, and reads the account with the bearer token', async () => {
    const parent = await signUp();
    expect(parent.bearer).toBeTruthy();
    const { data } = await clientFor(parent.bearer ?? '').GET('/api/me');
    expect(data).toMatchObject({ email: parent.email, full_name: 'Typed Parent' });
  });

  it('gets the codes the document lists: not_enough_credits, then child_not_ready', async () => {
    const parent = await signUp();
    const client = clientFor(parent.bearer ?? '');
    const child = { name: 'Maya', age: 6, pronouns: 'she/her' } as const;

    const refused = await client.POST('/api/children', { body: child });
    expect(refused.response.status).toBe(402);
    expect(refused.error?.code).toBe('not_enough_credits');

    await giveCredits(testApp.runtime.context, parent.userId, 1);
    const created = await client.POST('/api/children', { body: child });
    const childId = created.data?.id ?? '';
    const early = await client.POST('/api/children/{id}/stories', {
      params: { path: { id: childId } },
      body: testStoryInput,
    });
    expect(early.response.status).toBe(409);
    expect(early.error).toEqual({
      detail: expect.stringContaining('not ready') as string,
      code: 'child_not_ready',
    });
  });

  it('is refused as the document says: unauthorized, not_found, invalid, invalid_credentials', async () => {
    const anonymous = await clientFor().GET('/api/me');
    expect(anonymous.error?.code).toBe('unauthorized');

    const parent = await signUp();
    const client = clientFor(parent.bearer ?? '');
    const missing = await client.GET('/api/stories/{id}', {
      params: { path: { id: crypto.randomUUID() } },
    });
    expect(missing.error?.code).toBe('not_found');

    // A body the schema refuses (age out of range) is a 400 `invalid`, never a 5xx.
    const invalid = await client.POST('/api/children', {
      body: { name: 'Maya', age: 99, pronouns: 'she/her' },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.code).toBe('invalid');

    const wrong = await clientFor().POST('/api/auth/sign-in/email', {
      body: { email: parent.email, password: 'not the password' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});
