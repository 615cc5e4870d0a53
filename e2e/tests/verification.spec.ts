import { expect, readVerifyLink, signInThroughApi, test } from '../fixtures.js';

test('a new parent is asked to verify, follows the mailed link, and then makes the free story', async ({
  page,
}) => {
  const user = await signInThroughApi(page, 'verify');
  await page.goto('/demo/children');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText(
    `Verify your e-mail address to make your free story. We sent a link to ${user.email}.`,
  );
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('We sent you a new link. Please check your e-mail.')).toBeVisible();

  // The link of the mail, opened in the browser that signed up, lands on the demo shelves,
  // verified: the link signs nobody in, and this browser's session is the parent's own.
  const link = new URL(await readVerifyLink(user.email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/demo\/children$/);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);

  const card = page.getByRole('list', { name: 'Demo children' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: `View ${name}'s stories` }).click();
  await page.getByRole('link', { name: 'New Story' }).click();
  await expect(page.getByRole('textbox', { name: 'Story Title' })).toHaveValue(
    `${name}'s Adventure`,
  );
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
  await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Forest' });
  await page.getByRole('button', { name: 'Create Story' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ready to Create Your Story?' });
  await confirm.getByRole('button', { name: 'Create Free Story' }).click();
  await expect(page.getByText('Story generation started!')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/child\/[^/]+\/stories$/);
});

test.describe(() => {
  // The refused free story is a 403, which the browser notes in the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('an unverified parent who tries anyway is told why, beside Send again', async ({ page }) => {
    await signInThroughApi(page, 'verify-later');
    await page.goto('/demo/children');
    const card = page.getByRole('list', { name: 'Demo children' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: `View ${name}'s stories` }).click();
    await page.getByRole('link', { name: 'New Story' }).click();
    await expect(page.getByTestId('verify-email-notice')).toBeVisible();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
    await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Forest' });
    await page.getByRole('button', { name: 'Create Story' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ready to Create Your Story?' });
    await confirm.getByRole('button', { name: 'Create Free Story' }).click();
    await expect(page.getByTestId('verify-email-notice')).toContainText(
      'Please verify your e-mail address to make your free story.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('Google for an unverified password account lands in the Log In dialog with what to do', async ({
  page,
}) => {
  // The page's timers run on a clock the test can move on, to show the notice outlasts them.
  await page.clock.install();
  // Where the server sends the browser back when it refuses to link (accounts/google.test.ts).
  await page.goto('/auth/callback?error=account_not_linked');
  // /auth/callback → /login → home, with the Log In dialog open and the notice in it.
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText('Google Sign In Failed');
  await expect(notice).toContainText(
    'An account with this e-mail address already exists. Please log in with your password and verify your e-mail address first; then you can sign in with Google.',
  );
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  // It stays (no toast that fades) until the parent dismisses it: a minute on, it is there.
  await page.clock.fastForward(60_000);
  await expect(notice).toBeVisible();
  await dialog.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toBeFocused();
});
