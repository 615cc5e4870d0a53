import { OAuth2Server } from 'oauth2-mock-server';
import { seriousViolations } from '../accessibility.js';
import { expect, readVerifyLink, signUpThroughApi, test } from '../fixtures.js';
import { startServer, type RunningServer } from '../server.js';

/*
 * Google sign-in for an address that already has a password account: Google is
 * linked only once the parent has proved the address is theirs. The suite's server has no
 * Google: this file starts a server of its own (once, in one worker) whose Google is a local
 * OpenID Connect provider, reached by the browser through the real button and redirects.
 */
test.describe.configure({ mode: 'default' });

let oidc: OAuth2Server | undefined;
let server: RunningServer | undefined;
/** Who the stand-in Google says is signing in: the test's parent, whose address Google vouches for. */
const googleUser = { sub: 'google-user-linking', email: '', name: 'Grace Parent' };

test.beforeAll(async () => {
  // Migrations and the demo shelves, as the suite's own server at the start of a run.
  test.setTimeout(120_000);
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  // The provider consents at once and vouches for `googleUser` in the ID token and userinfo.
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...googleUser, email_verified: true, aud: 'littlestar-e2e' });
  });
  oidc.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = { ...googleUser, email_verified: true };
  });
  server = await startServer({
    GOOGLE_CLIENT_ID: 'littlestar-e2e',
    GOOGLE_CLIENT_SECRET: 'littlestar-e2e-secret',
    GOOGLE_DISCOVERY_URL: `${oidc.issuer.url ?? ''}/.well-known/openid-configuration`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await oidc?.stop();
});

test.use({
  baseURL: async ({}, use) => {
    await use(server?.baseUrl);
  },
});

test('Google is linked to a password account only after its address is verified', async ({
  page,
  request,
}) => {
  // Two trips through the provider, a verification mail and an axe check on a server of its
  // own that just started: a minute on a two-core machine busy with the other worker.
  test.setTimeout(90_000);
  // Signed up with a password (through the API: the form has its own tests), not verified,
  // and not signed in: sign-up does not sign in.
  // No fading in: the message's colours are checked as they are once it is shown.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const parent = await signUpThroughApi(page, 'google-link');
  googleUser.email = parent.email;

  /** Opens Log In at /login and follows 'Continue with Google' through the provider. */
  const continueWithGoogle = async () => {
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log In' });
    const atProvider = page.waitForRequest((request) =>
      request.url().startsWith(`${oidc?.issuer.url ?? ''}/authorize?`),
    );
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    const consent = await (await atProvider).response();
    // The provider sends the browser back to our server's Google callback.
    expect(consent?.status()).toBe(302);
    expect(new URL(consent?.headers().location ?? '').pathname).toBe('/api/auth/callback/google');
  };

  await test.step('unverified: Google is refused, and the parent is told what to do', async () => {
    await continueWithGoogle();
    // Back on the home page, with Log In open for the password and what to do said in it.
    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('dialog', { name: 'Log In' });
    const notice = login.getByRole('alert');
    await expect(notice).toContainText('Google Sign In Failed');
    await expect(notice).toContainText(
      'An account with this e-mail address already exists. Please log in with your password and verify your e-mail address first; then you can sign in with Google.',
    );
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nobody is signed in: neither the password account nor a new one made for Google.
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  let parentId = '';
  await test.step('the parent verifies through the mailed link (on another device)', async () => {
    const link = new URL(await readVerifyLink(parent.email, server?.dataDir));
    const verify = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
    expect(verify.status(), await verify.text()).toBe(302);
    expect(verify.headers().location).toBe('/auth/callback?verified=1');
    // The link signs nobody in (login CSRF): that device logs in with the password.
    expect((await request.get('/api/me')).status()).toBe(401);
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: parent,
      headers: { origin: new URL(server?.baseUrl ?? '').origin },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const me = await request.get('/api/me');
    expect(me.status(), await me.text()).toBe(200);
    const user = (await me.json()) as { id: string; email: string; email_verified: boolean };
    expect(user).toMatchObject({ email: parent.email, email_verified: true });
    parentId = user.id;
  });

  await test.step('verified: Google signs the parent in to the same account', async () => {
    await continueWithGoogle();
    await expect(page).toHaveURL(/\/children$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Little Stars' })).toBeVisible();
    const me = await page.request.get('/api/me');
    expect(me.status(), await me.text()).toBe(200);
    expect(await me.json()).toMatchObject({ id: parentId, email: parent.email });
    // Both ways in now lead to this one account.
    const methods = await page.request.get('/api/auth/list-accounts');
    expect(methods.status(), await methods.text()).toBe(200);
    const providers = ((await methods.json()) as { providerId: string }[])
      .map((account) => account.providerId)
      .sort();
    expect(providers).toEqual(['credential', 'google']);
  });
});
