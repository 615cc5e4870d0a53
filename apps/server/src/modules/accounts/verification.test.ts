import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationMessages, type CurrentUser } from '@littlestar/shared/accounts';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import {
  createTestUser,
  nextIp,
  ORIGIN,
  sessionCookie,
  type SignedIn,
} from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { recipientOf, waitForMail } from '../../test/outbox.js';
import { appWith } from '../../test/test-app.js';
import { seedDemo } from '../free-trial/service.js';

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });
let demoChildId = '';

beforeAll(async () => {
  await seedDemo(testApp.runtime.context);
  const children = await testApp.app.inject({ method: 'GET', url: '/api/demo/children' });
  demoChildId = children.json<DemoChild[]>()[0]?.id ?? '';
});

const linkIn = (text: string | undefined) =>
  /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text ?? '')?.[0];

/** The verification link of the newest mail to `email` in the outbox. */
async function readVerifyLink(email: string): Promise<string> {
  const mail = await waitForMail(
    testApp.config.dataDir,
    (candidate) => recipientOf(candidate) === email && Boolean(linkIn(candidate.text)),
  );
  return linkIn(mail.text) ?? '';
}

async function verificationMailsTo(email: string): Promise<number> {
  const outbox = path.join(testApp.config.dataDir, 'outbox');
  let found = 0;
  for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
    const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
    if (recipientOf(mail) === email && linkIn(mail.text)) found += 1;
  }
  return found;
}

async function waitForMailCount(email: string, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await verificationMailsTo(email)) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const me = async (user: SignedIn | { cookie: string }) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
  ).json<CurrentUser>();

/** Follows a link from a mail as a browser would: the path and query against our app. */
const follow = (link: string, cookie = '') => {
  const url = new URL(link);
  return testApp.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
};

const post = (url: string, user: SignedIn | undefined, payload?: object, ip = nextIp()) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...(user ? authed(user) : { origin: ORIGIN }), 'x-forwarded-for': ip },
    ...(payload ? { payload } : {}),
  });

describe('e-mail verification', () => {
  it('mails a link on sign-up; following it verifies the address and opens the free story', async () => {
    const user = await createTestUser(testApp.app, { name: 'Vera Parent' });
    const link = await readVerifyLink(user.email);
    expect(link.startsWith(`${testApp.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    // Signing in is not blocked, but the address is not verified yet, and the free story waits.
    expect(await me(user)).toMatchObject({ email: user.email, email_verified: false });
    const created = await post(`/api/demo/children/${demoChildId}/stories`, user, {
      title: 'A Free Adventure',
      theme: 'magic',
      setting: 'forest',
    });
    expect(created.statusCode, created.body).toBe(201);
    const story = created.json<DemoStory>();
    const refused = await post(`/api/demo/stories/${story.id}/generate`, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: verificationMessages.required,
      code: 'verification_required',
    });

    // The link, opened in a browser without a session, lands on our page signed in to nothing.
    const opened = await follow(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/auth/callback?verified=1');
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(await me(user)).toMatchObject({ email_verified: true });

    const generated = await post(`/api/demo/stories/${story.id}/generate`, user);
    expect(generated.statusCode, generated.body).toBe(200);

    // Opening the link again changes nothing and still lands on the page.
    const again = await follow(link);
    expect(again.headers.location).toBe('/auth/callback?verified=1');
  });

  it("signs nobody in: a parent lured to someone else's link stays in their own account", async () => {
    const victim = await createTestUser(testApp.app);
    const attacker = await createTestUser(testApp.app);
    const attackersLink = await readVerifyLink(attacker.email);

    // Opened by the victim's signed-in browser: the attacker's address is verified (it was
    // theirs to verify), and the browser keeps the victim's own session, unchanged.
    const opened = await follow(attackersLink, victim.cookie);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/auth/callback?verified=1');
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(await me(victim)).toMatchObject({ email: victim.email, email_verified: false });
    expect(await me(attacker)).toMatchObject({ email: attacker.email, email_verified: true });

    // Opened by the parent who asked, in their own session: that session sees it at once.
    const ownLink = await readVerifyLink(victim.email);
    const own = await follow(ownLink, victim.cookie);
    expect(own.headers['set-cookie']).toBeUndefined();
    expect(await me(victim)).toMatchObject({ email: victim.email, email_verified: true });
  });

  it('sends a forged or broken link back to the page with an error, verifying nobody', async () => {
    const user = await createTestUser(testApp.app);
    const link = new URL(await readVerifyLink(user.email));
    link.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`);
    const opened = await follow(link.toString());
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location ?? '', ORIGIN);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('verified')).toBe('1');
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect(sessionCookie(opened.headers['set-cookie'])).toBe('');
    expect(await me(user)).toMatchObject({ email_verified: false });
  });

  it('sends the mail again to a signed-in parent, at most 3 times in 10 minutes', async () => {
    const user = await createTestUser(testApp.app);
    await waitForMailCount(user.email, 1);
    const ip = nextIp();
    const sendAgain = () =>
      post('/api/auth/send-verification-email', user, { email: user.email }, ip);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await sendAgain();
      expect(response.statusCode, response.body).toBe(200);
    }
    await waitForMailCount(user.email, 4);
    const limited = await sendAgain();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ detail: string }>().detail).toBeTruthy();

    // The newest link works.
    const link = await readVerifyLink(user.email);
    expect((await follow(link)).statusCode).toBe(302);
    expect(await me(user)).toMatchObject({ email_verified: true });
    // A verified parent asking again is told so, and gets no mail.
    const verified = await post(
      '/api/auth/send-verification-email',
      user,
      { email: user.email },
      nextIp(),
    );
    expect(verified.statusCode).toBe(400);
    expect(verified.json<{ detail: string }>().detail).toMatch(/already verified/i);
  });

  it('mails nobody for a visitor without a session, whatever address they name', async () => {
    const user = await createTestUser(testApp.app);
    await waitForMailCount(user.email, 1);
    const response = await post('/api/auth/send-verification-email', undefined, {
      email: user.email,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication required. Please log in.',
      code: 'unauthorized',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await verificationMailsTo(user.email)).toBe(1);
  });

  it('mails only the signed-in parent their own address', async () => {
    const user = await createTestUser(testApp.app);
    const other = await createTestUser(testApp.app);
    const response = await post('/api/auth/send-verification-email', user, {
      email: other.email,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the verification mail in the account’s language', () => {
  it('reaches a parent whose browser prefers Hindi in Hindi, with its link', async () => {
    const user = await createTestUser(testApp.app, {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const mail = await waitForMail(
      testApp.config.dataDir,
      (candidate) => recipientOf(candidate) === user.email && Boolean(linkIn(candidate.text)),
    );
    expect(mail.subject).toBe('Littlestar के लिए अपने ई-मेल पते की पुष्टि करें');
    expect(mail.text).toContain('Littlestar में आपका स्वागत है!');
    expect(mail.text).not.toContain('Welcome to Littlestar');
  });
});
