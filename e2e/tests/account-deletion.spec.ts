import { seriousViolations } from '../accessibility.js';
import { expect, ownOrigin, readMail, signInThroughApi, test } from '../fixtures.js';

test.describe(() => {
  // The wrong password's 403 is noted by the browser.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a parent deletes the account with the password, lands on the home page signed out, and cannot sign in again', async ({
    page,
  }) => {
    const user = await signInThroughApi(page, 'leaving');
    await page.goto('/children');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone.');
    expect(await seriousViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);

    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The password is not correct.');

    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: 'Log In' }).first()).toBeVisible();

    const mail = await readMail(
      (candidate) =>
        candidate.subject === 'Your Littlestar account has been deleted' &&
        (candidate.to && !Array.isArray(candidate.to) ? candidate.to.text : '') === user.email,
    );
    expect(mail.text).toContain('has been deleted');

    const again = await page.request.post('/api/auth/sign-in/email', {
      data: user,
      headers: { origin: ownOrigin() },
    });
    expect(again.status()).toBe(401);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });
});

test('the Delete my account dialog is usable from the keyboard in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await signInThroughApi(page, 'leaving-dark');
  await page.goto('/children');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete my account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Little Stars' })).toBeVisible();
});
