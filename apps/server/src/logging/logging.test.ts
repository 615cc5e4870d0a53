// Runs on PostgreSQL too: two sign-ups for one address race; only PostgreSQL runs both at once.
import { describe, expect, it } from 'vitest';
import { sendMailJob } from '../jobs/send-mail-job.js';
import { createTestUser, nextIp, ORIGIN, uniqueEmail } from '../test/accounts.js';
import { recipientOf, waitForMail } from '../test/outbox.js';
import { appWith, type TestApp } from '../test/test-app.js';

const testApp = appWith({
  env: { TRUST_PROXY: 'true' },
  logLevel: 'trace',
  startWorkers: true,
});

const MARKER = 'ATTACKER-MARKER-7f3a';

describe('logs of a hostile run', () => {
  it('hold no e-mail, password, token, SQL parameter or attacker string, and no 4xx at error level', async () => {
    const app = testApp.app;
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          origin: ORIGIN,
          'x-forwarded-for': nextIp(),
          'content-type': 'application/json',
          ...headers,
        },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    const password = `${MARKER}-password`;
    const user = await createTestUser(app, { password, name: 'Log Parent' });
    const [rawToken = ''] = decodeURIComponent(user.bearer).split('.');

    // The duplicate sign-up race that once logged the e-mail and the SQL parameters.
    const raced = uniqueEmail('raced');
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        post('/api/auth/sign-up/email', { email: raced, password, name: 'Race Parent' }),
      ),
    );
    const statuses = race.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((status) => status >= 400 && status < 500)).toBe(true);
    await post('/api/auth/sign-in/email', { email: user.email, password: `${MARKER}-wrong` });
    await post('/api/auth/sign-in/email', { email: `${MARKER}@example.com`, password });
    await post('/api/auth/request-password-reset', { email: user.email });
    await post('/api/auth/sign-up/email', `{"email": "${user.email}", "password": "${password}`);
    await post('/api/children', { name: `${MARKER}\u0000`, age: 'x' }, { cookie: user.cookie });
    await post('/api/children', `{"name": "${MARKER}"`, { cookie: user.cookie });
    await post('/api/payments/verify', { razorpay_payment_id: MARKER }, { cookie: user.cookie });
    await app.inject({
      method: 'GET',
      url: `/api/payments/payment-status/${MARKER}?token=${rawToken}&email=${user.email}`,
      headers: { authorization: `Bearer ${user.bearer}` },
    });
    await app.inject({
      method: 'GET',
      url: `/api/${MARKER}`,
      headers: { authorization: `Bearer ${rawToken}`, 'user-agent': MARKER },
    });
    // The mail jobs' logs are in too once the reset mail is out and no mail job is left.
    await waitForMail(
      testApp.config.dataDir,
      (mail) => recipientOf(mail) === user.email && /reset-password/.test(mail.text ?? ''),
    );
    await expect.poll(() => unfinishedMailJobs(testApp), { timeout: 15_000, interval: 50 }).toBe(0);

    const text = JSON.stringify(testApp.logs);
    for (const secret of [user.email, raced, password, rawToken, MARKER, user.cookie]) {
      expect(text.includes(secret), `logs contain ${secret}`).toBe(false);
    }
    expect(text).not.toMatch(/"params"|insert into|\$1/i);
    const loudClientErrors = testApp.logs.filter(
      (line) =>
        Number(line.level) >= 50 &&
        Number((line.res as { statusCode?: number } | undefined)?.statusCode ?? 500) < 500,
    );
    expect(loudClientErrors).toEqual([]);
    expect(testApp.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

/** Mail jobs not yet done: waiting, retrying or running. */
async function unfinishedMailJobs(t: TestApp): Promise<number> {
  const { rows } = await t.runtime.context.database.sql.executeSql(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [sendMailJob.name],
  );
  return Number(rows[0]?.n ?? 0);
}
