// Runs on PostgreSQL too: two uses of one reset token, and 40 sign-in guesses, race.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ORIGIN, createTestUser, logIn, nextIp, uniqueEmail } from '../../test/accounts.js';
import { recipientOf, waitForMail } from '../../test/outbox.js';
import { appWith, createTestApp } from '../../test/test-app.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' }, startWorkers: true });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp(), ...headers },
  });

const me = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/me', headers });

async function readResetLink(email: string): Promise<string> {
  const linkIn = (text: string | undefined) =>
    /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text ?? '')?.[0];
  const mail = await waitForMail(
    testApp.config.dataDir,
    (candidate) => recipientOf(candidate) === email && Boolean(linkIn(candidate.text)),
  );
  return linkIn(mail.text) ?? '';
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('sign up and log in', () => {
  it('keeps the full name and answers /api/me with the cookie or the bearer token', async () => {
    const user = await createTestUser(testApp.app, { name: 'Priya Sharma' });
    const ways: Record<string, string>[] = [
      { cookie: user.cookie },
      { authorization: `Bearer ${user.bearer}` },
    ];
    for (const headers of ways) {
      const response = await me(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.userId,
        email: user.email,
        full_name: 'Priya Sharma',
        // Until the link in the sign-up mail is followed (verification.test.ts).
        email_verified: false,
        language: 'en',
      });
    }
  });

  it('answers a protected route without a session with 401 and a detail', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication required. Please log in.',
      code: 'unauthorized',
    });
    const forged = await me({ authorization: 'Bearer not-a-real-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses bad sign-up input with the spec messages, keeping nothing', async () => {
    const email = uniqueEmail();
    const cases = [
      [{ email, password: 'long enough', name: 'J' }, 'Name must be at least 2 characters'],
      [
        { email, password: 'long enough', name: 'Bad\u0007Name' },
        'Name must not contain control characters',
      ],
      [{ email: 'nope', password: 'long enough', name: '' }, 'Please enter a valid email address'],
      [{ email, password: 'short', name: '' }, 'Password must be at least 8 characters'],
      [{ email, password: 'x'.repeat(129), name: '' }, 'Password must be at most 128 characters'],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await post('/api/auth/sign-up/email', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(message);
    }
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      'SELECT count(*)::int AS n FROM "user" WHERE email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('says why a log-in failed', async () => {
    const user = await createTestUser(testApp.app);
    const response = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Invalid email or password',
      code: 'invalid_credentials',
    });
  });
});

describe('passwords', () => {
  it('are stored only as memory-hard scrypt hashes and never logged, even at trace level', async () => {
    const talkative = await createTestApp({ logLevel: 'trace' });
    const password = 'a very memorable secret';
    try {
      const user = await createTestUser(talkative.app, { password });
      await logIn(talkative.app, user.email, password);
      await talkative.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: user.email, password: `${password}!` },
      });
      expect(talkative.logs.length).toBeGreaterThan(0);
      expect(JSON.stringify(talkative.logs)).not.toContain(password);
      expect(JSON.stringify(talkative.logs)).not.toContain(user.bearer);
    } finally {
      await talkative.close();
    }
  });

  it('are stored only as memory-hard scrypt hashes', async () => {
    const password = 'a very memorable secret';
    const user = await createTestUser(testApp.app, { password });
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      `SELECT password FROM account WHERE user_id = $1 AND provider_id = 'credential'`,
      [user.userId],
    );
    const stored = String(rows[0]?.password);
    expect(stored).not.toContain(password);
    // better-auth's scrypt: N=16384, r=16, p=1 (32 MiB per hash); "salt:key" in hex.
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});

describe('rate limits', () => {
  it('allows 3 sign-ins per 10 s per client, then answers 429 with Retry-After', async () => {
    const user = await createTestUser(testApp.app);
    const ip = nextIp();
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: 'wrong password' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const wait = Number(last?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // How long to wait, in words a parent can act on.
    expect(last?.json()).toEqual({
      detail: `Too many tries. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      code: 'rate_limited',
    });
    // Another client is not affected.
    const other = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts in the database, so two server processes share the limit', async () => {
    // A second app with its own better-auth instance on the same database: a second process.
    const { buildApp } = await import('../../app.js');
    const twin = await buildApp(testApp.runtime.context);
    try {
      await twin.ready();
      const ip = nextIp();
      const attempt = (app: typeof twin) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN, 'x-forwarded-for': ip },
          payload: { email: uniqueEmail(), password: 'long enough', name: '' },
        });
      const statuses = [
        (await attempt(testApp.app)).statusCode,
        (await attempt(twin)).statusCode,
        (await attempt(testApp.app)).statusCode,
        (await attempt(twin)).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await attempt(twin);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ detail: string }>().detail).toMatch(
        /^Too many tries\. Try again in \d+ seconds?\.$/,
      );
    } finally {
      await twin.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const untrusting = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await untrusting.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
          payload: { email: 'nobody@example.com', password: 'whatever123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await untrusting.close();
    }
  });

  it('allows 3 reset requests per 60 s per client', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await post(
        '/api/auth/request-password-reset',
        { email: uniqueEmail() },
        { 'x-forwarded-for': ip },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const wait = Number(last?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // How long to wait, in words a parent can act on.
    expect(last?.json()).toEqual({
      detail: `Too many tries. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      code: 'rate_limited',
    });
  });

  it('counts the address the proxy saw, not one the client wrote in X-Forwarded-For', async () => {
    const user = await createTestUser(testApp.app);
    const real = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: 'wrong password' },
        // The client wrote the first entry; the proxy appended the address it saw.
        { 'x-forwarded-for': `${nextIp()}, ${real}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('never limits the session check, which every page load makes', async () => {
    const user = await createTestUser(testApp.app);
    const ip = nextIp();
    for (let check = 0; check < 120; check += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: user.cookie, 'x-forwarded-for': ip },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    const user = await createTestUser(testApp.app);
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    const unknown = await post('/api/auth/request-password-reset', {
      email: uniqueEmail('stranger'),
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('mails a link whose token works once, and ends every session of the user', async () => {
    const user = await createTestUser(testApp.app);
    const otherDevice = await logIn(testApp.app, user.email, user.password);
    await post('/api/auth/request-password-reset', { email: user.email });
    const link = await readResetLink(user.email);
    expect(link.startsWith(`${testApp.config.publicUrl}/reset-password?token=`)).toBe(true);

    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: 'brand new password',
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: 'another new password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toMatch(/invalid token/i);

    for (const session of [user, otherDevice]) {
      expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${session.bearer}` })).statusCode).toBe(401);
    }
    await expect(logIn(testApp.app, user.email, user.password)).rejects.toThrow(/401/);
    await logIn(testApp.app, user.email, 'brand new password');
  });

  it('refuses a token older than one hour', async () => {
    const user = await createTestUser(testApp.app);
    const requestedAt = Date.now();
    await post('/api/auth/request-password-reset', { email: user.email });
    const token = tokenOf(await readResetLink(user.email));
    const { rows } = await testApp.runtime.context.database.sql.executeSql(
      `SELECT expires_at FROM verification WHERE identifier = $1`,
      [`reset-password:${token}`],
    );
    const expiresInMinutes =
      (new Date(String(rows[0]?.expires_at)).getTime() - requestedAt) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(59);
    expect(expiresInMinutes).toBeLessThan(61);
    await testApp.runtime.context.database.sql.executeSql(
      `UPDATE verification SET expires_at = now() - interval '1 second' WHERE identifier = $1`,
      [`reset-password:${token}`],
    );
    const response = await post('/api/auth/reset-password', {
      token,
      newPassword: 'brand new password',
    });
    expect(response.statusCode).toBe(400);
    await logIn(testApp.app, user.email, user.password);
  });

  it('lets exactly one of two concurrent uses of a token succeed', async () => {
    const user = await createTestUser(testApp.app);
    await post('/api/auth/request-password-reset', { email: user.email });
    const token = tokenOf(await readResetLink(user.email));
    const results = await Promise.all([
      post('/api/auth/reset-password', { token, newPassword: 'first new password' }),
      post('/api/auth/reset-password', { token, newPassword: 'second new password' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('profile changes', () => {
  const updateUser = (user: { cookie: string }, payload: object) =>
    post('/api/auth/update-user', payload, { cookie: user.cookie });

  it('keep the sign-up rules for the name', async () => {
    const user = await createTestUser(testApp.app);
    const refusals: [unknown, string][] = [
      ['Evil\u202e name', 'Name must not contain control characters'],
      ['x'.repeat(500), 'Name must be at most 100 characters'],
      ['X', 'Name must be at least 2 characters'],
      ['a\u0000b', 'body.name: must not contain NUL characters'],
    ];
    for (const [name, detail] of refusals) {
      const response = await updateUser(user, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail, code: 'invalid' });
    }
    expect((await me({ cookie: user.cookie })).json()).toMatchObject({ full_name: 'Test Parent' });

    expect((await updateUser(user, { name: '  Asha Rao ' })).statusCode).toBe(200);
    expect((await me({ cookie: user.cookie })).json()).toMatchObject({ full_name: 'Asha Rao' });
  });

  it('refuse a picture address that is not https', async () => {
    const user = await createTestUser(testApp.app);
    const response = await updateUser(user, { image: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Image must be an https address.', code: 'invalid' });
  });
});

describe('sessions', () => {
  it('live in an httpOnly, SameSite=Lax cookie, Secure when the site is https', async () => {
    const user = await createTestUser(testApp.app);
    expect(user.cookie).toBeTruthy();
    const signIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .find((line) => line?.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const https = await createTestApp({
      env: { PUBLIC_URL: 'https://littlestar.example', ALLOW_SIMULATED_PAYMENTS: 'true' },
    });
    try {
      const email = uniqueEmail();
      const headers = { origin: 'https://littlestar.example' };
      await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers,
        payload: { email, password: 'long enough', name: '' },
      });
      const secureSignIn = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers,
        payload: { email, password: 'long enough' },
      });
      expect(secureSignIn.statusCode).toBe(200);
      const secureCookie = [secureSignIn.headers['set-cookie']]
        .flat()
        .find((line) => line?.includes('session_token'));
      expect(secureCookie).toMatch(/^__Secure-/);
      expect(secureCookie).toMatch(/; Secure/i);
      expect(secureCookie).toMatch(/HttpOnly/i);
      expect(secureCookie).toMatch(/SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });

  it('sign-out makes the old cookie and bearer token fail with 401', async () => {
    const user = await createTestUser(testApp.app);
    const out = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${user.bearer}` })).statusCode).toBe(401);
  });

  it('tells a parent who signs up from another address where to go, not "Invalid origin"', async () => {
    const response = await post(
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'long enough', name: '' },
      { origin: 'http://localhost:3000' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail:
        'This page was opened at an address Littlestar does not answer on. ' +
        'Open http://127.0.0.1:3000 and try again.',
      code: 'forbidden',
    });
  });

  it('refuses a state-changing request with the session cookie from another origin', async () => {
    const user = await createTestUser(testApp.app);
    const authCall = await post(
      '/api/auth/sign-out',
      {},
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(authCall.statusCode).toBe(403);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(200);

    const apiCall = await post(
      '/api/analytics/page-views',
      { path: '/', title: 'x' },
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(apiCall.statusCode).toBe(403);
    expect(apiCall.json()).toEqual({ detail: 'Cross-site request refused.', code: 'forbidden' });

    const sameSite = await post(
      '/api/analytics/page-views',
      { path: '/', title: 'x' },
      { cookie: user.cookie },
    );
    expect(sameSite.statusCode).toBe(204);
  });
});

describe('guessing one account’s password from many addresses', () => {
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });

  it('answers 429 with Retry-After after 10 failures, even to the right password', async () => {
    const user = await createTestUser(testApp.app);
    let lockedFrom = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      lockedFrom = Date.now();
      expect((await signIn(user.email, `wrong guess ${attempt}`)).statusCode).toBe(401);
    }
    for (const password of ['wrong guess 11', user.password]) {
      const refused = await signIn(user.email.toUpperCase(), password);
      expect(refused.statusCode).toBe(429);
      // The first wait is 30 s from the tenth failure, less what a busy machine took since.
      const since = Math.ceil((Date.now() - lockedFrom) / 1000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(30 - since);
      expect(refused.json<{ detail: string }>().detail).toMatch(
        /^Too many failed sign-ins for this account\. Please try again in \d+ seconds, or reset your password\.$/,
      );
    }
  });

  it('checks at most 10 of 40 guesses sent at once from 40 networks', async () => {
    const user = await createTestUser(testApp.app);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(
          '/api/auth/sign-in/email',
          { email: user.email, password: `guess ${index}` },
          { 'x-forwarded-for': `2001:db8:${(0x4000 + index).toString(16)}:1::7` },
        ),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    // The right password waits too: the ten failures stand.
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
  });

  it('refuses a sign-in whose path has dot parts, which would skip the count', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createTestUser(testApp.app);
    for (const path of ['/api/auth/sign-in/./email', '/api/auth/x/../sign-in/email']) {
      const response = await fetchRaw(address, path, { email: user.email, password: 'wrong' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'not_found' });
    }
  });

  it('does not count a sign-in refused before its password is judged', async () => {
    const user = await createTestUser(testApp.app);
    // better-auth's own limit (3 in 10 s from one address) refuses some of these before any
    // password is checked: those are given back.
    const address = nextIp();
    let failures = 0;
    let refusedByAddress = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: 'wrong' },
        { 'x-forwarded-for': address },
      );
      if (response.statusCode === 401) failures += 1;
      else if (response.statusCode === 429) refusedByAddress += 1;
    }
    expect(refusedByAddress).toBeGreaterThan(0);
    for (let attempt = failures; attempt < 10; attempt += 1) {
      expect((await signIn(user.email, 'wrong')).statusCode).toBe(401);
    }
    expect((await signIn(user.email, 'wrong')).statusCode).toBe(429);
  });

  it('says the same for an address with no account, so nothing tells them apart', async () => {
    const email = uniqueEmail('nobody');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await signIn(email, `guess ${attempt}`);
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('lets the owner in after a growing wait of at most 15 minutes', async () => {
    const user = await createTestUser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(user.email, 'wrong');
    const sql = testApp.runtime.context.database.sql;
    const rewind = (seconds: number) =>
      sql.executeSql(
        `UPDATE request_counts SET started_at = started_at - $1::bigint,
           expires_at = expires_at - $1::bigint
         WHERE key LIKE 'sign-in-failures:%'`,
        [seconds * 1000],
      );
    await rewind(31);
    expect((await signIn(user.email, 'wrong again')).statusCode).toBe(401);
    const waits = await signIn(user.email, user.password);
    expect(waits.statusCode).toBe(429);
    expect(Number(waits.headers['retry-after'])).toBeGreaterThan(31);
    await rewind(15 * 60);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    // A success forgets the failures: one more wrong password is an ordinary 401.
    expect((await signIn(user.email, 'wrong')).statusCode).toBe(401);
  });

  it('is lifted at once by a password reset', async () => {
    const user = await createTestUser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(user.email, 'wrong');
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
    await post('/api/auth/request-password-reset', { email: user.email });
    const link = await readResetLink(user.email);
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: 'brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, 'brand new password')).statusCode).toBe(200);
  });
});

/**
 * A POST over a real socket with the path exactly as written (`inject` and `fetch` resolve
 * `.` and `..` parts before sending).
 */
function fetchRaw(origin: string, path: string, body: object) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      origin,
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
