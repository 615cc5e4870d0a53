// The fake Lulu of the server's tests (packages/fakes, built before the browser tests).
import { startFakeLulu, type FakeLulu } from '@littlestar/fakes/fake-lulu';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';
import { startServer, type RunningServer } from '../server.js';

/*
 * Printed books exist only with PRINT=lulu, and the suite's server prints nothing: this file
 * starts a server of its own (once, in one worker) that orders from a fake Lulu.
 */
test.describe.configure({ mode: 'default' });

let lulu: FakeLulu | undefined;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  lulu = await startFakeLulu();
  server = await startServer({
    PRINT: 'lulu',
    LULU_API_URL: lulu.url,
    LULU_CLIENT_KEY: lulu.clientKey,
    LULU_CLIENT_SECRET: lulu.clientSecret,
    PRINT_MARGIN_PERCENT: '20',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await lulu?.close();
});

test.use({
  baseURL: async ({}, use) => {
    await use(server?.baseUrl);
  },
});

test('order a printed book with the test checkout and see it on My orders', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, 'printed');
  await buyCreditsQuickly(page);
  const { storyId, title } = await createCompleteStoryThroughApi(page);

  await page.goto(`/story/${storyId}/preview`);
  await page.getByRole('link', { name: 'Order a printed book' }).click();
  await expect(page.getByRole('heading', { name: 'Order a printed book' })).toBeVisible();

  // The address is checked before anything is priced.
  await expect(page.getByTestId('print-files-status')).toHaveText(
    'Your book is ready for the printer.',
    { timeout: 45_000 },
  );
  await page.getByRole('button', { name: 'See shipping and price' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();

  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Street address').fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State or region (optional)').fill('IL');
  await page.getByLabel('Postcode').fill('62701');
  await page.getByLabel('Phone').fill('+1 217 555 0100');
  await page.getByLabel('Country').selectOption('US');
  await page.getByRole('button', { name: 'See shipping and price' }).click();

  // (14.50 + 4.99) × 1.2 and (14.50 + 12.00) × 1.2, from the fake's costs and our margin.
  await expect(page.getByRole('radio', { name: 'Standard mail' })).toBeChecked();
  await expect(page.getByText('$23.39', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Expedited' }).check();
  await page.getByRole('button', { name: 'Pay $31.80' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode')).toBeVisible();
  await expect(checkout.getByTestId('test-checkout-plan')).toHaveText('Printed book');
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText('$31.80');
  await checkout.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const order = page.getByTestId('print-order').first();
  await expect(order).toContainText(title);
  await expect(order).toContainText('$31.80');
  // Placed with the printer by a job a moment after the payment.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('print-order').first().textContent();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain('The printer has your order.');
  expect([...(lulu?.jobs.values() ?? [])]).toHaveLength(1);
});
