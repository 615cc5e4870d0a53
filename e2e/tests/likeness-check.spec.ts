import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';

type LikenessCheck = { enabled: boolean; has_reference: boolean };

async function likenessCheckOf(page: Page, childId: string): Promise<LikenessCheck> {
  const response = await page.request.get(`/api/children/${childId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { likeness_check: LikenessCheck }).likeness_check;
}

/** With SWITCH_SHOTS set to a folder, the page at each step is saved there (for a look). */
const shotsFolder = process.env.SWITCH_SHOTS;
async function saveShots(page: Page, state: 'on' | 'off') {
  if (!shotsFolder) return;
  await fs.mkdir(shotsFolder, { recursive: true });
  const viewport = page.viewportSize();
  for (const [device, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: device === 'phone' ? 844 : 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({
        path: path.join(shotsFolder, `${device}-${scheme}-${state}.png`),
        fullPage: true,
      });
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

test('a parent turns the likeness check off and on again, and the page passes axe', async ({
  page,
}) => {
  // A training, two measurings of the photos and two axe runs: on two shared cores, minutes.
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signInThroughApi(page, 'likeness');
  await buyCreditsQuickly(page);
  const childId = await createReadyChild(page, 'Maya');
  // Training measured the photos: the check is on, with its reference.
  expect(await likenessCheckOf(page, childId)).toEqual({ enabled: true, has_reference: true });

  await page.goto(`/child/${childId}/edit`);
  const check = page.getByRole('switch', { name: 'Likeness check' });
  // The first load of the built app on a busy machine may take a while.
  await expect(check).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Likeness check' })).toBeVisible();
  await expect(check).toHaveAttribute('aria-checked', 'true');
  await expect(check).toHaveAccessibleDescription(
    "Compares the pictures in Maya's books with measurements of Maya's face from the photos. Turning it off deletes those measurements.",
  );
  await saveShots(page, 'on');

  // Off, with the keyboard.
  await check.focus();
  await page.keyboard.press('Space');
  const turnedOff = page.getByText(
    'The likeness check is off, and the face measurements are deleted.',
  );
  await expect(turnedOff).toBeVisible({ timeout: 20_000 });
  await expect(check).toHaveAttribute('aria-checked', 'false');
  await expect(check).toBeEnabled();
  // The keyboard stays on the switch while it saves (a disabled button would drop it).
  await expect(check).toBeFocused();
  await expect(
    page.getByText(
      "Off: no measurements of Maya's face are kept, and the pictures are not compared with them.",
    ),
  ).toBeVisible();
  // A pointer on the toast holds it (Sonner pauses its timer) while axe looks at the page.
  await turnedOff.hover();
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(turnedOff).toBeVisible();
  // In the other scheme only the colours differ (the same markup): only they are checked again.
  expect(await seriousViolations(page, { colorsOnly: true })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  expect(await likenessCheckOf(page, childId)).toEqual({ enabled: false, has_reference: false });

  // The page shows what the server keeps.
  await page.reload();
  await expect(check).toBeVisible({ timeout: 20_000 });
  await expect(check).toHaveAttribute('aria-checked', 'false');
  await saveShots(page, 'off');

  // On again, with a click: the kept photos are measured again.
  await check.click();
  const turnedOn = page.getByText('The likeness check is on.');
  await expect(turnedOn).toBeVisible({ timeout: 30_000 });
  await expect(check).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/^Off: no measurements/)).toHaveCount(0);
  await turnedOn.hover();
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(turnedOn).toBeVisible();
  expect(await seriousViolations(page, { colorsOnly: true })).toEqual([]);
  expect(await likenessCheckOf(page, childId)).toEqual({ enabled: true, has_reference: true });
});
