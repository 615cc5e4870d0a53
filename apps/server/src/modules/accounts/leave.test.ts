// Runs on PostgreSQL too: an account's deletion, also two deletions at once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveMessages } from '@littlestar/shared/accounts';
import { defaultLikenessFor } from '@littlestar/shared/likeness';
import { startLocalS3, type LocalS3 } from '@littlestar/fakes/local-s3';
import {
  children,
  creditEntries,
  feedback,
  session,
  stories,
  storyPages,
  user as userTable,
} from '../../db/schema.js';
import {
  createTestUser,
  logIn,
  nextIp,
  ORIGIN,
  sessionCookie,
  type SignedIn,
} from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { downloadDataExport } from '../../test/data-export.js';
import { mailsIn, recipientOf, waitForMail } from '../../test/outbox.js';
import { callAs, generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { upsertDemoChild } from '../children/service.js';
import { saveFreeStory } from '../stories/service.js';
import { testStoryInput } from '../../test/written-stories.js';
import { deletedEmail } from './account-keys.js';
import { ensureSystemUser } from './service.js';

const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
  });

const deleteMe = (t: TestApp, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { origin: ORIGIN, 'x-forwarded-for': nextIp(), ...headers },
    payload,
  });

const linkIn = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[0] ?? '';

/** A parent with a complete story (pictures and book stored), a photo, feedback and credits. */
async function parentWithEverything(t: TestApp) {
  const { user, storyId } = await generateStory(t);
  const story = await waitUntilFinished(t, user, storyId, 60);
  expect(story.status).toBe('complete');
  const { db } = t.runtime.context.database;
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, storyId));
  const childId = row?.childId ?? '';
  const photoKey = `children/${childId}/photos/0.jpg`;
  await t.runtime.context.storage.put(photoKey, Buffer.from('a photo'), 'image/jpeg');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: authed(user),
    payload: { type: 'Suggestion', message: 'More dragons, please.' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const keys = [
    photoKey,
    row?.coverKey ?? '',
    ...pages.map((page) => page.imageKey ?? ''),
    `children/${childId}/stories/${storyId}/g${row?.generation}/book.pdf`,
  ];
  for (const key of keys) expect(await t.runtime.context.storage.exists(key), key).toBe(true);
  return { user, storyId, childId, keys };
}

describe.each(['local', 's3'] as const)('DELETE /api/me with %s storage', (kind) => {
  let s3: LocalS3 | undefined;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  const t = appWith(() => ({ startWorkers: true, env: { TRUST_PROXY: 'true', ...s3?.env } }));

  it('deletes everything at once with the password, keeps the ledger anonymised, mails, and cannot be replayed', async () => {
    const { user, storyId, childId, keys } = await parentWithEverything(t);
    const { db } = t.runtime.context.database;
    const otherDevice = await logIn(t.app, user.email, user.password);
    // A reset link asked for before the deletion must not bring the account back.
    await post(t, '/api/auth/request-password-reset', { email: user.email });
    // Mail about the parent was written before the deletion: the story's, and theirs to support.
    for (const subject of [/is ready/, /Suggestion/]) {
      await waitForMail(
        t.config.dataDir,
        (mail) =>
          (recipientOf(mail) === user.email || mail.replyTo?.text === user.email) &&
          subject.test(mail.subject ?? ''),
      );
    }
    const resetMail = await waitForMail(
      t.config.dataDir,
      (mail) => recipientOf(mail) === user.email && /reset-password/.test(mail.text ?? ''),
    );
    const resetToken =
      new URL(linkIn(resetMail.text, /https?:\/\/\S+\/reset-password\?token=\S+/)).searchParams.get(
        'token',
      ) ?? '';

    const wrong = await deleteMe(t, { cookie: user.cookie }, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: leaveMessages.wrongPassword, code: 'wrong_password' });
    const missing = await deleteMe(t, { cookie: user.cookie }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: leaveMessages.passwordRequired, code: 'invalid' });
    expect((await callAs(t, user, 'GET', `/api/stories/${storyId}`)).statusCode).toBe(200);

    const deleted = await deleteMe(t, { cookie: user.cookie }, { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Unusable at once, on every device, and a replay is just an unknown session.
    const devices: Record<string, string>[] = [
      { cookie: user.cookie },
      { authorization: `Bearer ${user.bearer}` },
      { cookie: otherDevice.cookie },
    ];
    for (const headers of devices) {
      const replay = await deleteMe(t, headers, { password: user.password });
      expect(replay.statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(me.statusCode).toBe(401);
    }
    await expect(logIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
    const reset = await post(t, '/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'a brand new password',
    });
    expect(reset.statusCode).toBe(400);
    await expect(logIn(t.app, user.email, 'a brand new password')).rejects.toThrow(/401/);

    // Rows and files are gone; the ledger stays, pointing at a row with nothing personal.
    expect(await db.select().from(children).where(eq(children.id, childId))).toEqual([]);
    expect(await db.select().from(stories).where(eq(stories.userId, user.userId))).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.userId, user.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, user.userId))).toEqual([]);
    for (const key of keys) expect(await t.runtime.context.storage.exists(key), key).toBe(false);
    const ledger = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, user.userId));
    expect(ledger.map((entry) => entry.type)).toContain('story creation');
    const [anonymous] = await db.select().from(userTable).where(eq(userTable.id, user.userId));
    expect(anonymous).toMatchObject({ email: deletedEmail(user.userId), name: '', image: null });
    expect(await db.select().from(userTable).where(eq(userTable.email, user.email))).toEqual([]);

    const confirmation = await waitForMail(
      t.config.dataDir,
      (mail) => recipientOf(mail) === user.email && /deleted/.test(mail.subject ?? ''),
    );
    expect(confirmation.subject).toBe('Your Littlestar account has been deleted');
    // The outbox keeps nothing else to or from the parent: not the story's ready mail (its
    // subject names the child), the reset link, nor the message to support.
    const theirs = await mailsIn(
      t.config.dataDir,
      (mail) => recipientOf(mail) === user.email || mail.replyTo?.text === user.email,
    );
    expect(theirs.map((mail) => mail.subject)).toEqual([confirmation.subject]);

    // The address is free again, for a new account with nothing of the old one.
    const fresh = await createTestUser(t.app, { email: user.email, password: user.password });
    expect(fresh.userId).not.toBe(user.userId);
    expect((await callAs(t, fresh, 'GET', '/api/children')).json()).toEqual([]);
    const credits = await callAs(t, fresh, 'GET', '/api/payments/credits');
    expect(credits.json()).toMatchObject({ total_credits: 0 });
    expect((await callAs(t, fresh, 'GET', `/api/stories/${storyId}`)).statusCode).toBe(404);
  }, 120_000);
});

describe('DELETE /api/me for a Google account, and POST /api/me/export', () => {
  let oidc: OAuth2Server;

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    const profile = {
      sub: 'google-user-7',
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
    };
    oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, profile, { aud: 'littlestar-client' });
    });
    oidc.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
      userInfo.body = profile;
    });
  });
  afterAll(async () => {
    await oidc?.stop();
  });

  const t = appWith(() => ({
    startWorkers: true,
    env: {
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'littlestar-client',
      GOOGLE_CLIENT_SECRET: 'littlestar-secret',
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url ?? ''}/.well-known/openid-configuration`,
    },
  }));

  async function signInWithGoogle(): Promise<string> {
    const start = await post(t, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    expect(start.statusCode).toBe(200);
    const stateCookies = ([] as string[])
      .concat(start.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const consent = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookies },
    });
    return sessionCookie(callback.headers['set-cookie']);
  }

  it('asks a Google-only account for a sign-in of the last 5 minutes instead of a password', async () => {
    const cookie = await signInWithGoogle();
    const { db } = t.runtime.context.database;
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const userId = me.json<{ id: string }>().id;
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(session.userId, userId));

    const stale = await deleteMe(t, { cookie });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ detail: leaveMessages.signInAgain, code: 'sign_in_again' });

    const freshCookie = await signInWithGoogle();
    const deleted = await deleteMe(t, { cookie: freshCookie });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await deleteMe(t, { cookie: freshCookie })).statusCode).toBe(401);
    await waitForMail(
      t.config.dataDir,
      (mail) => recipientOf(mail) === 'grace@example.com' && /deleted/.test(mail.subject ?? ''),
    );
    // Signing in with Google again makes a new, empty account.
    const again = await signInWithGoogle();
    const newMe = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: again } });
    expect(newMe.json<{ id: string }>().id).not.toBe(userId);
  });

  it("deletes the parent's free demo stories and their pictures, and leaves the demo child", async () => {
    const context = t.runtime.context;
    const { db } = context.database;
    const publisher = { id: 'leave-test-publisher', name: 'Demo', email: 'demo@leave.test' };
    await ensureSystemUser({ db, ...publisher });
    const demoChildId = randomUUID();
    await upsertDemoChild({
      db,
      id: demoChildId,
      userId: publisher.id,
      name: 'Mia',
      age: 5,
      pronouns: 'she/her',
      likeness: defaultLikenessFor('she/her'),
    });
    const user = await createTestUser(t.app);
    const free = await saveFreeStory({
      context,
      userId: user.userId,
      childId: demoChildId,
      input: testStoryInput,
    });
    if (free === 'made') throw new Error('a new user has made no free story yet');
    const pictureKey = `children/${demoChildId}/stories/${free.id}/g1/cover.svg`;
    await context.storage.put(pictureKey, Buffer.from('<svg/>'), 'image/svg+xml');

    const deleted = await deleteMe(t, { cookie: user.cookie }, { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db.select().from(stories).where(eq(stories.id, free.id))).toEqual([]);
    expect(await context.storage.exists(pictureKey)).toBe(false);
    expect(await db.select().from(children).where(eq(children.id, demoChildId))).toHaveLength(1);
  });

  it('deletes once when two deletions arrive together: the other is told to log in', async () => {
    const user = await createTestUser(t.app);
    const answers = await Promise.all([
      deleteMe(t, { cookie: user.cookie }, { password: user.password }),
      deleteMe(t, { authorization: `Bearer ${user.bearer}` }, { password: user.password }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 401]);
    const { db } = t.runtime.context.database;
    const [row] = await db.select().from(userTable).where(eq(userTable.id, user.userId));
    expect(row?.email).toBe(deletedEmail(user.userId));
  });

  it('limits password guesses: the sixth try in 15 minutes is refused, even with the right one', async () => {
    const user = await createTestUser(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await deleteMe(t, { cookie: user.cookie }, { password: `guess ${attempt}` });
      expect(wrong.statusCode).toBe(403);
    }
    const limited = await deleteMe(t, { cookie: user.cookie }, { password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ detail: string }>().detail).toBeTruthy();
    expect((await callAs(t, user, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('mails a link to a zip of the JSON and the books, at most twice a day', async () => {
    const { user, storyId } = await parentWithEverything(t);
    const exportData = (who: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/export',
        headers: { ...authed(who), 'x-forwarded-for': nextIp() },
      });
    const files = await downloadDataExport(t, user, { 'x-forwarded-for': nextIp() });
    const data = JSON.parse(files.get('account.json')?.toString('utf8') ?? '{}') as {
      profile: { email: string };
      children: { name: string }[];
      stories: { id: string; title: string; pages: { text: string }[]; pdf: string | null }[];
      credit_ledger: { type: string }[];
      feedback: { message: string }[];
    };
    expect(data.profile.email).toBe(user.email);
    expect(data.children.map((child) => child.name)).toEqual(['Maya']);
    const [story] = data.stories;
    expect(story?.id).toBe(storyId);
    expect(story?.pages.length).toBeGreaterThan(0);
    expect(story?.pages[0]?.text).toBeTruthy();
    expect(data.credit_ledger.map((entry) => entry.type)).toContain('story creation');
    expect(data.feedback.map((entry) => entry.message)).toEqual(['More dragons, please.']);
    const pdf = files.get(story?.pdf ?? '');
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect((await exportData(user)).statusCode).toBe(202);
    const third = await exportData(user);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ detail: string }>().detail).toBeTruthy();
  }, 120_000);
});
