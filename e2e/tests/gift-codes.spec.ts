import type { Page } from '@playwright/test';
import { seriousViolations, showInScheme } from '../accessibility.js';
import { expect, readMail, signInThroughApi, test } from '../fixtures.js';

/** Axe on the page (or only its open dialog) in the light scheme, then its colours in the dark. */
async function expectAccessibleInBothSchemes(page: Page, include?: string) {
  expect(await seriousViolations(page, { include })).toEqual([]);
  await showInScheme(page, 'dark');
  expect(await seriousViolations(page, { include, colorsOnly: true })).toEqual([]);
  await showInScheme(page, 'light');
}

test('a parent buys credits as a gift with the test checkout; another parent redeems the code once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'gift-buyer');
  await page.goto('/add-credits');
  await expect(page.getByText('No gift codes bought yet')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('button', { name: 'Give credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give credits as a gift' });
  await expectAccessibleInBothSchemes(page, '[role="dialog"]');
  // Nothing is ordered before the form is right.
  await dialog.getByLabel('Your name').fill('');
  await dialog.getByRole('button', { name: 'Pay and get the code' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please enter who the gift is for.')).toBeVisible();

  await dialog.getByLabel('Plan').selectOption('standard');
  await dialog.getByLabel('Currency').selectOption('INR');
  await dialog.getByLabel('Your name').fill('Asha');
  await dialog.getByLabel('Who is it for?').fill('Ravi');
  const recipient = `ravi.${Date.now()}@example.com`;
  await dialog.getByLabel("Recipient's e-mail (optional)").fill(recipient);
  await dialog.getByLabel(/^Message/).fill('For your little reader, with love.');
  await dialog.getByRole('button', { name: 'Pay and get the code' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText('₹799');
  await checkout.getByRole('button', { name: 'Pay' }).click();

  await expect(dialog.getByText('Copy this code now: it is shown only once.')).toBeVisible();
  const code = await dialog.getByLabel('Gift code').inputValue();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
  await expect(dialog.getByText(/We also sent it by e-mail/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The buyer's side: the gift listed, the ledger saying what happened, no credits kept.
  await expect(page.getByText('Ravi: Standard, 15 credits')).toBeVisible();
  await expect(page.getByText('Not redeemed yet')).toBeVisible();
  await expect(page.getByTestId('credits-balance').first()).toHaveText('0');
  await page.goto('/credit-usage');
  await expect(page.getByText('Gift code bought for Ravi')).toBeVisible();

  // The recipient's mail carries the code and the message.
  const mail = await readMail(
    (candidate) =>
      candidate.to !== undefined && !Array.isArray(candidate.to) && candidate.to.text === recipient,
  );
  expect(mail.text).toContain(code);
  expect(mail.text).toContain('For your little reader, with love.');

  // A second parent, in a browser of their own on a phone, redeems it.
  const other = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.253.0.1' },
  });
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, 'gift-redeemer');
  await otherPage.goto('/redeem');
  await expect(otherPage.getByRole('heading', { name: 'Redeem a gift code' })).toBeVisible();
  await expectAccessibleInBothSchemes(otherPage);
  await otherPage.getByLabel('Gift code').fill(code.toLowerCase());
  await otherPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    otherPage.getByText('15 credits added to your account: a gift from Asha.'),
  ).toBeVisible();
  await expect(otherPage.getByText('Your balance is now 15 credits.')).toBeVisible();
  await expect(otherPage.getByTestId('credits-balance').first()).toHaveText('15');
  await expectAccessibleInBothSchemes(otherPage);

  // Once: a second try says so.
  await otherPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(otherPage.getByText('This gift code has already been redeemed.')).toBeVisible();
  await expectAccessibleInBothSchemes(otherPage);
  await otherPage.goto('/credit-usage');
  await expect(otherPage.getByText('Gift from Asha')).toBeVisible();
  await other.close();
});

test('a visitor who opens /redeem is asked to log in first', async ({ page }) => {
  await page.goto('/redeem');
  await expect(page.getByRole('dialog', { name: /Log In/i })).toBeVisible();
});
