import { seriousViolations, showInScheme } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';

const PHONE = { width: 390, height: 844 };

test('a parent shares a book; anyone with the link reads it on a phone until it is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, 'sharer');
  await buyCreditsQuickly(page);
  const { storyId, title } = await createCompleteStoryThroughApi(page, {
    title: 'Maya and the Lantern',
  });

  await page.goto(`/story/${storyId}/preview`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this book' });
  await expect(dialog.getByText('No open links yet')).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByLabel('Link expires after').selectOption({ label: '7 days' });
  await dialog.getByLabel('Allow PDF download').check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Link created. Copy it now: it is shown only once.')).toBeVisible();
  const link = await dialog.getByLabel('Link to the book').inputValue();
  expect(link).toMatch(/\/b\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: /^Revoke the link created/ })).toHaveCount(1);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await showInScheme(page, 'dark');
  expect(await seriousViolations(page, { include: '[role="dialog"]', colorsOnly: true })).toEqual(
    [],
  );
  await showInScheme(page, 'light');

  // A reader with no account at all: a fresh browser, on a phone.
  const reader = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.1' },
  });
  const readerPage = await reader.newPage();
  await readerPage.goto(new URL(link).pathname);
  // The reader's first load of the app's code, on a busy machine, is the slow step.
  await expect(readerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(readerPage.getByTestId('scroll-view')).toBeVisible();
  await expect(readerPage.getByRole('link', { name: 'Make a book for your child' })).toBeVisible();
  await expect(readerPage.getByRole('button', { name: /Download PDF/ })).toBeVisible();
  // No sign-in wall and nothing of the parent's account.
  await expect(readerPage.getByRole('dialog')).toHaveCount(0);
  await expect(readerPage.getByRole('link', { name: 'Back to Stories' })).toHaveCount(0);
  await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await readerPage.getByRole('button', { name: 'Flipbook View' }).click();
  const position = readerPage.getByTestId('page-position');
  await expect(position).toHaveText(/^Page 1 of \d+$/);
  await readerPage.getByRole('button', { name: 'Next page' }).click();
  await expect(position).toHaveText(/^Page 2 of \d+$/);
  await readerPage.getByRole('button', { name: 'Next page' }).click();
  await expect(position).toHaveText(/^Page 3 of \d+$/);
  expect(await seriousViolations(readerPage)).toEqual([]);
  await showInScheme(readerPage, 'dark');
  expect(await seriousViolations(readerPage, { colorsOnly: true })).toEqual([]);

  // The owner revokes it: the same link now says so, plainly.
  await dialog.getByRole('button', { name: /^Revoke the link created/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('No open links yet')).toBeVisible();
  await readerPage.reload();
  await expect(
    readerPage.getByRole('heading', { name: 'This book is no longer shared' }),
  ).toBeVisible();
  await expect(readerPage.getByRole('link', { name: 'Make a book for your child' })).toBeVisible();
  expect(await seriousViolations(readerPage, { colorsOnly: true })).toEqual([]);
  await reader.close();
});
