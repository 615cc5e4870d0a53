import { expect, signInThroughApi, test } from '../fixtures.js';

test('buy the Standard plan in INR with the test checkout, then see balance, usage and transaction', async ({
  page,
}) => {
  await signInThroughApi(page, 'buyer');
  await page.goto('/add-credits');
  await expect(page.getByTestId('credits-balance').first()).toHaveText('0');
  await page.getByRole('tab', { name: 'INR' }).click();
  const standard = page.getByRole('group', { name: 'Standard' });
  await expect(standard.getByTestId('most-popular')).toHaveText('Most Popular');
  await expect(standard.getByTestId('plan-price')).toHaveText('₹799');
  await standard.getByRole('button', { name: 'Choose Standard' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode')).toBeVisible();
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText('₹799');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful! Credits added to your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByTestId('credits-balance').first()).toHaveText('15');

  await page.goto('/credit-usage');
  await expect(page.getByTestId('credit-balance')).toHaveText('15');
  const entry = page.getByTestId('credit-entry').first();
  await expect(entry).toContainText('Standard');
  await expect(entry.getByTestId('credit-amount')).toContainText('+15');

  await page.goto('/transactions');
  await expect(page.getByTestId('credit-balance')).toHaveText('15');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText('Standard');
  await expect(row).toContainText('Completed');
  await expect(row.getByTestId('transaction-amount')).toHaveText('₹799');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByText('Order ID')).toBeVisible();
});

test('dismissing the checkout marks the order failed and says Payment failed', async ({ page }) => {
  await signInThroughApi(page, 'dismisser');
  await page.goto('/add-credits');
  await page
    .getByRole('group', { name: 'Premium' })
    .getByRole('button', { name: 'Choose Premium' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();

  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').first()).toContainText('Failed');
  await page.goto('/credit-usage');
  await expect(page.getByText('No credit transactions yet')).toBeVisible();
});

test('a visitor who is not logged in is asked to log in before buying', async ({ page }) => {
  await page.goto('/#pricing');
  await page.getByRole('button', { name: 'Choose Standard' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to purchase credits')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});
