import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  readMail,
  signInThroughApi,
  test,
} from '../fixtures.js';

test('buy the Standard plan in INR with the test checkout, see the receipt and its e-mail, then balance, usage and transaction', async ({
  page,
}) => {
  const user = await signInThroughApi(page, 'buyer');
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

  // The confirmation: what was bought, the new balance, and the next step.
  await expect(page).toHaveURL(/\/payment-complete\/order_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
  await expect(page.getByTestId('payment-success')).toHaveText(
    'Payment successful! Credits added to your account.',
  );
  const receipt = page.getByRole('definition');
  await expect(page.getByTestId('receipt')).toContainText('Standard');
  await expect(receipt.filter({ hasText: '+15 credits' })).toBeVisible();
  await expect(receipt.filter({ hasText: 'Valid for 90 days' })).toBeVisible();
  await expect(receipt.filter({ hasText: '₹799' })).toBeVisible();
  await expect(
    receipt.filter({ hasText: 'Test checkout (no real money was charged)' }),
  ).toBeVisible();
  await expect(page.getByTestId('receipt-balance')).toHaveText('15');
  await expect(page.getByTestId('credits-balance').first()).toHaveText('15');
  const next = page.getByTestId('next-step');
  await expect(next.getByRole('heading', { name: 'Add your child' })).toBeVisible();
  await expect(next.getByRole('link', { name: 'Add a Child' })).toHaveAttribute(
    'href',
    '/create-child',
  );
  // Said once: no toast repeating the page.
  await expect(page.getByText('Payment successful! Credits added to your account.')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt e-mail (the outbox), with the amount, plan, payment id and date.
  const paymentId = (await receipt.nth(5).textContent()) ?? '';
  expect(paymentId).toMatch(/^pay_\w+$/);
  const mail = await readMail(
    (candidate) =>
      candidate.to !== undefined &&
      !Array.isArray(candidate.to) &&
      candidate.to.text === user.email &&
      (candidate.subject ?? '').startsWith('Your Littlestar receipt'),
  );
  expect(mail.subject).toBe('Your Littlestar receipt: Standard plan, ₹799');
  expect(mail.text).toContain('Amount paid: ₹799');
  expect(mail.text).toContain(`Payment ID: ${paymentId}`);
  expect(mail.text).toMatch(/Date: .*\d{4}/);

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
  // In a parent's words, never the provider's raw 'simulated'.
  await expect(row.getByText('Test checkout (no real money was charged)')).toBeVisible();
  await expect(row.getByText(/simulated/i)).toHaveCount(0);
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

test('with a ready child, the receipt leads to a story for that child', async ({ page }) => {
  // Two purchases and a training: on two shared cores, more than the default 30 s.
  test.setTimeout(90_000);
  await signInThroughApi(page, 'returning');
  await buyCreditsQuickly(page, 'starter');
  const childId = await createReadyChild(page, 'Aarav');
  await page.goto('/add-credits');
  await page.getByRole('tab', { name: 'USD' }).click();
  await page
    .getByRole('group', { name: 'Starter' })
    .getByRole('button', { name: 'Choose Starter' })
    .click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
  // 5 bought before, 1 spent on Aarav, 5 now.
  await expect(page.getByTestId('receipt-balance')).toHaveText('9');
  const next = page.getByTestId('next-step');
  await expect(next.getByRole('heading', { name: 'Create a story for Aarav' })).toBeVisible();
  await next.getByRole('link', { name: 'Create a Story for Aarav' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${childId}/create-story$`));
});
