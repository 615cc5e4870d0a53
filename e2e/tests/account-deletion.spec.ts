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
    // The focus is back on the password, to retype it.
    await expect(dialog.getByLabel('Password')).toBeFocused();

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
  // Back where the parent came from.
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your Little Stars' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a parent asks for their data from the menu and gets a link by e-mail', async ({ page }) => {
    const user = await signInThroughApi(page, 'export');
    await page.goto('/children');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Download my data' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download your data?' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await dialog.getByRole('button', { name: 'E-mail me my data' }).click();
    await expect(
      page.getByText("We are preparing your data. We'll e-mail you a link when it's ready."),
    ).toBeVisible();

    const mail = await readMail(
      (candidate) =>
        candidate.subject === 'Your Littlestar data is ready' &&
        (candidate.to && !Array.isArray(candidate.to) ? candidate.to.text : '') === user.email,
    );
    const link = /https?:\/\/\S+\/api\/files\/exports\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const download = await page.request.get(new URL(link).pathname + new URL(link).search);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
