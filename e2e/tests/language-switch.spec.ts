import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

/*
 * The public pages' two copies (docs/i18n.md): the header's switcher moves between `/` and
 * `/hi`, the choice is kept, a visitor who chose Hindi or whose browser prefers it is sent to
 * the Hindi copy, and each copy names both by hreflang, with absolute addresses.
 */

/** The page's language, description and hreflang links, as search engines read them. */
async function expectCopy(page: Page, language: 'en' | 'hi') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    language === 'hi' ? /^Littlestar [\u0900-\u097F]/ : /^Littlestar makes personalised/,
  );
  const link = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(link('en')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  await expect(link('hi')).toHaveAttribute('href', /^https?:\/\/[^/]+\/hi$/);
  await expect(link('x-default')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
}

/** Whether the page asked for the interface's whole Devanagari face (Baloo 2, 115 KB). */
function watchDevanagariFont(page: Page): () => boolean {
  let fetched = false;
  page.on('request', (request) => {
    if (/baloo-2-devanagari-wght-normal-[\w-]+\.woff2$/.test(request.url())) fetched = true;
  });
  return () => fetched;
}

test('the switcher moves between / and /hi, and the choice is kept', async ({ page }) => {
  const devanagariFetched = watchDevanagariFont(page);
  await page.goto('/');
  await expectCopy(page, 'en');
  const switcher = page.getByTestId('language-switcher');
  await expect(switcher).toContainText('हिन्दी');
  // The switcher's one Devanagari word has a small face of its own, in the stylesheet.
  expect(devanagariFetched()).toBe(false);

  await switcher.click();
  await expect(page).toHaveURL(/\/hi$/);
  await expectCopy(page, 'hi');
  await expect(switcher).toContainText('English');

  // A reload stays on the Hindi copy, drawn in Baloo 2.
  await page.reload();
  await expect(page).toHaveURL(/\/hi$/);
  await expectCopy(page, 'hi');
  expect(devanagariFetched()).toBe(true);

  // The English address, with Hindi chosen, goes to the Hindi copy.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await expectCopy(page, 'hi');
});

test('the switcher on /hi goes back to the English copy, which stays English', async ({ page }) => {
  await page.goto('/hi');
  await page.getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/$/);
  await expectCopy(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is sent from / to /hi', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await expectCopy(page, 'hi');
  });
});
