import type { Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import { expect, signInThroughApi, test } from '../fixtures.js';

/**
 * The pages a visitor or a new parent meets first, each with what shows it has loaded: signed
 * out, and a parent's empty shelf. A signed-in parent's pages are checked in the walk of
 * accessibility-states.spec.ts, at both widths and in both themes.
 */
const pages: { path: string; signedIn: boolean; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    signedIn: false,
    // The plans arrive after the page: wait for them, so their cards are checked too.
    ready: (page) => expect(page.getByRole('heading', { name: 'Standard' })).toBeVisible(),
  },
  {
    path: '/user-guide',
    signedIn: false,
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/details',
    signedIn: false,
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/login',
    signedIn: false,
    ready: (page) => expect(page.getByRole('button', { name: 'Log In' }).last()).toBeVisible(),
  },
  {
    path: '/children',
    signedIn: true,
    ready: (page) => expect(page.getByText('No little stars added yet')).toBeVisible(),
  },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, signedIn, ready } of pages) {
    test(`${path} has no serious accessibility problem in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      if (signedIn) await signInThroughApi(page, 'axe');
      await page.goto(path);
      await ready(page);
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
