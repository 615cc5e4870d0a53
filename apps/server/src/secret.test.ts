import { createDecipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendMailJob } from './jobs/send-mail-job.js';
import { createTestUser } from './test/accounts.js';
import { appWith } from './test/test-app.js';
import { KEY_PURPOSES, purposeKey, type KeyPurpose } from './secret.js';

const PURPOSES = Object.keys(KEY_PURPOSES) as KeyPurpose[];

describe('the keys derived from APP_SECRET', () => {
  it('are one per purpose, 32 bytes each, the same every time, and none is the secret', () => {
    const secret = 'an-app-secret-of-at-least-32-characters';
    const keys = PURPOSES.map((purpose) => purposeKey(secret, purpose));
    expect(keys.every((key) => key.length === 32)).toBe(true);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(PURPOSES.length);
    expect(keys.some((key) => key.includes(Buffer.from(secret)))).toBe(false);
    expect(PURPOSES.map((purpose) => purposeKey(secret, purpose))).toEqual(keys);
    // Another secret, other keys.
    const other = PURPOSES.map((purpose) => purposeKey(`${secret}!`, purpose));
    expect(other.some((key, index) => key.equals(keys[index] as Buffer))).toBe(false);
  });
});

describe('what the app signs and seals', () => {
  const testApp = appWith();
  const appSecret = () => testApp.runtime.context.secret;
  const hmac = (key: string | Buffer, text: string, encoding: 'base64' | 'base64url') =>
    createHmac('sha256', key).update(text).digest(encoding);

  it('signs the session cookie with the sessions key, not APP_SECRET', async () => {
    const parent = await createTestUser(testApp.app);
    const value = decodeURIComponent(parent.cookie.slice(parent.cookie.indexOf('=') + 1));
    const token = value.slice(0, value.lastIndexOf('.'));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    // better-auth keys its HMAC with the secret's text: the sessions key in hex.
    const sessionsKey = purposeKey(appSecret(), 'sessions').toString('hex');
    expect(signature).toBe(hmac(sessionsKey, token, 'base64'));
    expect(signature).not.toBe(hmac(appSecret(), token, 'base64'));
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: parent.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs local file URLs with the storage key, and serves them', async () => {
    const { storage } = testApp.runtime.context;
    await storage.put('keys-test/hello.txt', Buffer.from('hello'), 'text/plain');
    const url = new URL(
      await storage.signedDownloadUrl('keys-test/hello.txt', { expiresInSeconds: 60 }),
    );
    const signed = ['get', 'keys-test/hello.txt', url.searchParams.get('expires') ?? '', '', ''];
    const signature = url.searchParams.get('sig');
    expect(signature).toBe(
      hmac(purposeKey(appSecret(), 'storageUrls'), signed.join('\n'), 'base64url'),
    );
    expect(signature).not.toBe(hmac(appSecret(), signed.join('\n'), 'base64url'));
    const served = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('hello');
  });

  it('seals mail jobs with the sealed-payloads key', async () => {
    const { queue, database } = testApp.runtime.context;
    await queue.enqueue(sendMailJob, {
      to: 'keys@example.com',
      subject: 'Sealed',
      text: 'Only the worker reads this.',
      dedupeKey: 'keys-test',
    });
    // Earlier tests' sign-ups queued mails too: each is sealed the same way.
    const { rows } = await database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = 'mail.send'",
      [],
    );
    const sealedJobs = rows.map((row) =>
      Buffer.from((row as { data: { sealed: string } }).data.sealed, 'base64'),
    );
    const open = (sealed: Buffer, key: Buffer) => {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString();
    };
    const opened = sealedJobs.map(
      (sealed) => JSON.parse(open(sealed, purposeKey(appSecret(), 'sealedPayloads'))) as object,
    );
    expect(opened).toContainEqual(expect.objectContaining({ to: 'keys@example.com' }));
    for (const sealed of sealedJobs) {
      expect(() => open(sealed, purposeKey(appSecret(), 'sessions'))).toThrow();
    }
  });
});
