import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  logInWithDialog,
  signInVerifiedThroughApi,
  test as base,
  uniqueEmail,
} from '../fixtures.js';

/**
 * WCAG 2.2 AA (target size included) in the states a parent sees, not only on freshly loaded
 * pages: toasts showing, every dialog open, the reader in both views, at phone and desktop
 * width in both themes. One test per theme and width walks a signed-in parent's whole path
 * and reports every problem it met at once, so a failure lists all there is to fix. The dark
 * walks differ from the light ones in their colours alone (the same markup): they run the
 * colour rules, the light walks every rule (a dark walk alone on a quiet machine: 37–40 s
 * with every rule, 29–32 s with the colour rules).
 */

interface Parent {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  childId: string;
  storyId: string;
  demoChildId: string;
  demoStoryId: string;
}

/**
 * One parent per worker, made through the API (signed up, verified, credits bought, a ready
 * child with a complete story): making them is slower than any page check.
 */
const test = base.extend<object, { parent: Parent }>({
  parent: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.252.${workerInfo.workerIndex % 250}.1` },
      });
      const page = await context.newPage();
      await signInVerifiedThroughApi(page, 'axe-states');
      await buyCreditsQuickly(page);
      const { storyId, childId } = await createCompleteStoryThroughApi(page);
      const demoChildren = (await (await page.request.get('/api/demo/children')).json()) as {
        id: string;
      }[];
      const demoChildId = demoChildren[0]?.id ?? '';
      const demoStories = (await (
        await page.request.get(`/api/demo/children/${demoChildId}/stories`)
      ).json()) as { id: string }[];
      const storageState = await context.storageState();
      await context.close();
      await use({
        storageState,
        childId,
        storyId,
        demoChildId,
        demoStoryId: demoStories[0]?.id ?? '',
      });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/**
 * Collects the serious and critical violations of each state, named by the state. With
 * A11Y_SCREENSHOTS set to a folder, each state is also saved there as `<run>-<state>.png`,
 * to look at what was checked.
 */
function violationLog(page: Page, run: string, colorsOnly: boolean) {
  const found: string[] = [];
  const folder = process.env.A11Y_SCREENSHOTS;
  return {
    found,
    check: async (state: string, include?: string) => {
      // First the check: a toast leaves after a few seconds.
      const lines = await seriousViolations(page, { include, colorsOnly });
      if (folder) {
        const file = `${run}-${state}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await page.screenshot({ path: `${folder}/${file}.png` });
      }
      found.push(...lines.map((line) => `${state} → ${line}`));
    },
  };
}

/** A toast, fully in (its entrance is instant with reduced motion). */
function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: text });
}

/**
 * Waits for a toast and holds it, so a busy machine's slow check still finds it (the toaster
 * is gone with its last toast). Sonner pauses its timers while the pointer moves over the
 * toasts; the move is sent as an event because an open modal dialog keeps the real pointer
 * off everything outside it.
 */
async function holdToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
  await toast(page, text).dispatchEvent('mousemove');
  await expect(toast(page, text)).toHaveAttribute('data-expanded', 'true');
}

/** The toasts alone, checked at once: a toast leaves after a few seconds. */
const TOASTER = '[data-sonner-toaster]';

// A failed log-in is part of the walk: the browser reports its 401.
test.use({
  allowedConsoleErrors: [/the server responded with a status of 401/],
});

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, viewport } of widths) {
    test(`a parent's pages, dialogs, toasts and reader pass axe (WCAG 2.2 AA) in ${scheme} mode on a ${name}`, async ({
      page,
      parent,
    }) => {
      // About a minute each in CI; a machine running at half its speed took up to twice that
      // beside the other tests: ten minutes allow for one busier still.
      test.setTimeout(600_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const { found, check } = violationLog(page, `${scheme}-${name}`, scheme === 'dark');

      // Signed out: a failed log-in (the error beside the form and in a toast), then reset.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const login = page.getByRole('dialog', { name: 'Log In' });
      await logInWithDialog(page, { email: uniqueEmail('nobody'), password: 'not the password' });
      await holdToast(page, 'Login Failed');
      await check('error toast', TOASTER);
      await expect(
        login.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
      ).toBeVisible();
      await check('log in with an error');
      await login
        .getByRole('button', { name: 'Forgot password?' })
        .or(login.getByRole('link', { name: 'Forgot password?' }))
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
      await check('reset password dialog');
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('/reset-password');

      // Signed in from here on.
      await page.context().addCookies(parent.storageState.cookies);
      const { childId, storyId, demoChildId, demoStoryId } = parent;
      const visit = async (path: string, ready: Locator) => {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await check(path);
      };
      const h1 = page.getByRole('heading', { level: 1 });

      await visit('/children', page.getByRole('article', { name: 'Maya' }));
      await page.getByRole('button', { name: 'Look & feel of Maya' }).click();
      const likeness = page
        .getByRole('dialog', { name: 'Maya’s look & feel' })
        .or(page.getByRole('dialog', { name: "Maya's look & feel" }));
      await expect(likeness).toBeVisible();
      await check('look & feel dialog');
      // The keyboard's place among the swatches, which must not look like the chosen one.
      const skinTones = likeness.getByRole('radiogroup', { name: 'Skin tone' }).getByRole('radio');
      await skinTones.first().focus();
      await page.keyboard.press('ArrowRight');
      // A radio group: the arrow moves the choice with the focus.
      await expect(skinTones.nth(1)).toBeFocused();
      await expect(skinTones.nth(1)).toBeChecked();
      await check('look & feel dialog, a swatch focused by keyboard');
      await page.keyboard.press('Escape');
      await expect(likeness).toBeHidden();
      await page.getByRole('button', { name: 'Delete Maya' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete Maya?' })).toBeVisible();
      await check('delete child dialog');
      await page.keyboard.press('Escape');

      await visit(`/child/${childId}/edit`, h1);
      await visit('/create-child', h1);
      await visit(`/child/${childId}/stories`, page.getByRole('article').first());
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check('delete story dialog');
      await page.keyboard.press('Escape');

      // A new story: the confirmation, then the success toast on the child's shelf.
      await visit(`/child/${childId}/create-story`, h1);
      await page.getByRole('textbox', { name: 'Story Title' }).fill(`Maya's ${scheme} ${name} day`);
      await page.getByRole('button', { name: 'Create Story' }).click();
      await expect(page.getByText('Please select a story theme')).toBeVisible();
      await check('story form with errors');
      await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
      await page
        .getByRole('combobox', { name: 'Setting' })
        .selectOption({ label: 'Magical Kingdom' });
      await page.getByRole('button', { name: 'Create Story' }).click();
      const confirm = page.getByRole('dialog', { name: 'Ready to Spark Magic?' });
      await expect(confirm.getByTestId('story-cost')).toBeVisible();
      await check('confirm generate dialog');
      await confirm.getByRole('button', { name: 'Generate Story' }).click();
      await holdToast(page, 'Story generation started!');
      await check('success toast', TOASTER);
      await expect(page.getByRole('article').first()).toBeVisible();
      await check('stories shelf while a story is made');

      // The reader in its default view for the width, then the other.
      await visit(`/story/${storyId}/preview`, page.getByRole('link', { name: 'Back to Stories' }));
      const toggle = page.getByRole('button', { name: /^(Switch to Scroll View|Flipbook View)$/ });
      const otherView = name === 'phone' ? 'flip-view' : 'scroll-view';
      await toggle.click();
      await expect(page.getByTestId(otherView)).toBeVisible();
      await check(`reader, ${otherView}`);
      await visit(`/story/${storyId}/edit`, h1);

      await visit('/credit-usage', h1);
      await visit('/transactions', h1);
      await visit('/add-credits', page.getByRole('heading', { name: 'Standard' }));
      await visit('/feedback', h1);
      await visit('/demo/children', page.getByRole('article').first());
      await visit(`/demo/child/${demoChildId}/stories`, page.getByRole('article').first());
      await visit(
        `/demo/story/${demoStoryId}/preview`,
        page.getByRole('link', { name: 'Back to Stories' }),
      );
      await visit(`/demo/child/${demoChildId}/create-story`, h1);
      await visit(`/demo/child/${demoChildId}/edit`, h1);
      await visit('/', page.getByRole('heading', { name: 'Standard' }));
      await visit('/user-guide', h1);
      await visit('/details', h1);

      expect(found).toEqual([]);
    });
  }
}
