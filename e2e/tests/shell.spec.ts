import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.js';

const execFileAsync = promisify(execFile);

test('the home page loads with its header, landing sections and footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Create 1 free story').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText('Creating magical personalized stories for children since 2025.'),
  ).toBeVisible();
  for (const name of [
    'Refunds & Cancellations',
    'Privacy Policy',
    'Terms & Conditions',
    'Contact Us',
    'FAQs',
    'Feedback',
    'User Guide',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the landing, user guide and details pages arrive drawn, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/user-guide', '/details']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  }
  await page.goto('/');
  await expect(page.getByText('Create 1 free story').first()).toBeVisible();
  await context.close();
});

test('an unknown path shows the 404 page and a toast naming the path', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '404 Error' });
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the current year, computed when the page runs', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto('/');
  await expect(page.getByTestId('footer-year')).toHaveText(/2031/);
});

test.describe('dark mode', () => {
  test('follows the system colour scheme on first load', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('the toggle switches and its choice is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Toggle dark mode' }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape, tabbing out and a press outside each close it', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });

    await menuButton.click();
    await expect(signUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Tab past the last item: the menu closes rather than hide where focus went.
    await page.keyboard.press('Enter');
    await signUp.focus();
    await page.keyboard.press('Tab');
    await expect(signUp).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(signUp).toBeVisible();
    await page.mouse.click(195, 700);
    await expect(signUp).toBeHidden();
  });
});

test.describe('before the page is live', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a button pressed then is answered once the page is live', async ({ page, baseURL }) => {
    // The app's code is held back until the press, which so lands on the prerendered page
    // before any of its handlers exists. (Not page.goto: it waits for the app.)
    let release = () => {};
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto('about:blank');
    await Promise.all([
      page.waitForURL('/'),
      page.evaluate((url) => window.location.assign(url), new URL('/', baseURL).href),
    ]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    release();

    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });
});

test('every route change records a page view', async ({ page }) => {
  const recorded: { path: string; title: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && response.url().endsWith('/api/analytics/page-views')) {
      const body = request.postDataJSON() as { path: string; title: string };
      recorded.push({ ...body, status: response.status() });
    }
  });

  await page.goto('/');
  await expect.poll(() => recorded.length).toBe(1);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'User Guide', exact: true })
    .click();
  await expect(page).toHaveURL(/\/user-guide$/);
  await expect.poll(() => recorded.length).toBe(2);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/details#faqs$/);
  await expect.poll(() => recorded.length).toBe(3);

  expect(recorded.map((view) => view.path)).toEqual(['/', '/user-guide', '/details']);
  expect(recorded.every((view) => view.status === 204 && view.title.length > 0)).toBe(true);
});

test('the API health check answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' });
});

test('a second server on the same data folder exits with a clear message', async () => {
  const entry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '', DATABASE_URL: '' };
  // What `npm start` asks before building, and the start itself.
  const runs = await Promise.all(
    ['check-data-dir', 'start'].map((command) =>
      execFileAsync(process.execPath, [entry, command], {
        env: { ...env, PORT: '0' },
        encoding: 'utf8',
        timeout: 20_000,
      }).then(
        () => ({ command, code: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({
          command,
          code: error.code,
          stderr: error.stderr ?? '',
        }),
      ),
    ),
  );
  for (const run of runs) {
    expect(run, run.command).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Data directory in use'),
    });
  }
});
