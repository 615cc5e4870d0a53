import { describe, expect, it } from 'vitest';
import { ORIGIN, createTestUser, logIn, nextIp } from '../../test/accounts.js';
import { appWith } from '../../test/test-app.js';

// Each request comes from its own address (TRUST_PROXY), so sign-up limits do not interfere.
const testApp = appWith({ env: { TRUST_PROXY: 'true' } });

const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH_BROWSER = { 'accept-language': 'en-IN,en;q=0.9' };

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp(), ...headers },
    ...(payload ? { payload } : {}),
  });

/** True when a text is written in Devanagari and has no English sentence in it. */
const isHindi = (text: string) =>
  /[\u0900-\u097F]/.test(text) && !/\b(the|please|not)\b/i.test(text);

describe("the account's language", () => {
  it('is first the language the browser prefers at sign-up', async () => {
    const hindi = await createTestUser(testApp.app, { headers: HINDI_BROWSER });
    const english = await createTestUser(testApp.app, { headers: ENGLISH_BROWSER });
    const neither = await createTestUser(testApp.app);
    expect((await inject('GET', '/api/me', { cookie: hindi.cookie })).json()).toMatchObject({
      language: 'hi',
    });
    expect((await inject('GET', '/api/me', { cookie: english.cookie })).json()).toMatchObject({
      language: 'en',
    });
    expect((await inject('GET', '/api/me', { cookie: neither.cookie })).json()).toMatchObject({
      language: 'en',
    });
  });

  it('is not taken from the sign-up body', async () => {
    const email = `chooser.${Date.now()}@example.com`;
    await inject('POST', '/api/auth/sign-up/email', ENGLISH_BROWSER, {
      email,
      password: 'correct horse battery',
      name: 'Asha Rao',
      language: 'hi',
    });
    const user = await logIn(testApp.app, email, 'correct horse battery');
    expect((await inject('GET', '/api/me', { cookie: user.cookie })).json()).toMatchObject({
      language: 'en',
    });
  });

  it('is changed through PATCH /api/me and kept', async () => {
    const user = await createTestUser(testApp.app);
    const changed = await inject('PATCH', '/api/me', { cookie: user.cookie }, { language: 'hi' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: user.userId, language: 'hi' });
    expect((await inject('GET', '/api/me', { cookie: user.cookie })).json()).toMatchObject({
      language: 'hi',
    });
    const back = await inject('PATCH', '/api/me', { cookie: user.cookie }, { language: 'en' });
    expect(back.json()).toMatchObject({ language: 'en' });
  });

  it('refuses a language it does not speak, and a visitor', async () => {
    const user = await createTestUser(testApp.app);
    const wrong = await inject('PATCH', '/api/me', { cookie: user.cookie }, { language: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'body.language: Please choose en or hi',
      code: 'invalid',
    });
    const visitor = await inject('PATCH', '/api/me', {}, { language: 'hi' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('`detail` in the reader’s language', () => {
  it("answers a Hindi account in Hindi, whatever the browser's languages", async () => {
    const user = await createTestUser(testApp.app, { headers: HINDI_BROWSER });
    const headers = { cookie: user.cookie, ...ENGLISH_BROWSER };

    const invalid = await inject('PATCH', '/api/me', headers, { language: 'fr' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ detail: 'body.language: कृपया en या hi चुनें', code: 'invalid' });

    const missing = await inject('POST', '/api/children', headers, { age: 5 });
    expect(missing.statusCode).toBe(400);
    const { detail } = missing.json<{ detail: string }>();
    expect(detail).toContain('body.name: यह ज़रूरी है');

    const notFound = await inject('GET', `/api/children/${crypto.randomUUID()}`, headers);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'बच्चे की प्रोफ़ाइल नहीं मिली।', code: 'not_found' });

    const story = await inject('GET', `/api/stories/${crypto.randomUUID()}`, headers);
    expect(story.statusCode).toBe(404);
    expect(story.json()).toEqual({ detail: 'कहानी नहीं मिली', code: 'not_found' });

    // A new account has no credits: a plural text, rendered in Hindi with its numbers.
    const child = { name: 'Aarav', age: 5, pronouns: 'he/him' };
    const unpaid = await inject('POST', '/api/children', headers, child);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json<{ detail: string }>().detail).toMatch(
      /^क्रेडिट काफ़ी नहीं हैं: इसके लिए \d+ क्रेडिट चाहिए और आपके पास 0 क्रेडिट हैं।/,
    );

    const noRoute = await inject('GET', '/api/no-such-thing', headers);
    expect(noRoute.json<{ detail: string }>().detail).toBe(
      'ऐसा कोई endpoint नहीं है: GET /api/no-such-thing',
    );
  });

  it('answers a conflict in Hindi', async () => {
    const user = await createTestUser(testApp.app, { headers: HINDI_BROWSER });
    const first = await inject('POST', '/api/me/export', { cookie: user.cookie });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      detail: 'हम आपका डेटा तैयार कर रहे हैं। तैयार होते ही हम आपको उसका लिंक ई-मेल करेंगे।',
    });
    // No worker runs in this app: the first export is still being prepared.
    const again = await inject('POST', '/api/me/export', { cookie: user.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'आपने जो डेटा माँगा था, हम उसे अभी तैयार कर रहे हैं। तैयार होते ही हम आपको उसका लिंक ई-मेल करेंगे।',
      code: 'conflict',
    });
  });

  it('answers an English account in English, even from a Hindi browser', async () => {
    const user = await createTestUser(testApp.app, { headers: ENGLISH_BROWSER });
    const response = await inject('GET', `/api/children/${crypto.randomUUID()}`, {
      cookie: user.cookie,
      ...HINDI_BROWSER,
    });
    expect(response.json()).toEqual({ detail: 'Child not found.', code: 'not_found' });
  });

  it('answers a visitor in the language of Accept-Language', async () => {
    const signedOut = await inject('GET', '/api/me', HINDI_BROWSER);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      detail: 'इसके लिए लॉग इन करना ज़रूरी है। कृपया लॉग इन करें।',
      code: 'unauthorized',
    });

    const wrongPassword = await inject('POST', '/api/auth/sign-in/email', HINDI_BROWSER, {
      email: `nobody.${Date.now()}@example.com`,
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      detail: 'ई-मेल या पासवर्ड सही नहीं है',
      code: 'invalid_credentials',
    });

    const badSignUp = await inject('POST', '/api/auth/sign-up/email', HINDI_BROWSER, {
      email: 'not-an-address',
      password: 'correct horse battery',
      name: 'Asha Rao',
    });
    expect(badSignUp.statusCode).toBe(400);
    expect(badSignUp.json<{ detail: string }>().detail).toBe('body.email: कृपया सही ई-मेल पता डालें');

    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...HINDI_BROWSER },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(isHindi(malformed.json<{ detail: string }>().detail)).toBe(true);

    const english = await inject('GET', '/api/me', ENGLISH_BROWSER);
    expect(english.json<{ detail: string }>().detail).toBe(
      'Authentication required. Please log in.',
    );
  });
});
