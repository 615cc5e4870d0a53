import type { Page } from '@playwright/test';
import { startFakeGemini, type FakeGemini } from '@littlestar/fakes/fake-gemini';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';
import { startServer, type RunningServer } from '../server.js';

/*
 * The character sheet exists only where pictures come from an image model, and the suite's
 * server draws them offline: this file starts a server of its own (once, in one worker)
 * whose pictures come from a fake Gemini.
 */
test.describe.configure({ mode: 'default' });

let gemini: FakeGemini | undefined;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  // Migrations and the demo shelves, as the suite's own server at the start of a run.
  test.setTimeout(120_000);
  gemini = await startFakeGemini({ apiKey: 'k' });
  server = await startServer({
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: 'k',
    STORY_IMAGES_BASE_URL: gemini.baseUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await gemini?.close();
});

test.use({
  baseURL: async ({}, use) => {
    await use(server?.baseUrl);
  },
});

type SheetState = { status: string; next_redraw_at: string | null } | null;

/** A ready child whose first character sheet (drawn right after training) is in place. */
async function readyChildWithSheet(page: Page, name: string) {
  await signInThroughApi(page, 'sheet');
  await buyCreditsQuickly(page);
  const id = await createReadyChild(page, name);
  await expect
    .poll(
      async () => {
        const child = await page.request.get(`/api/children/${id}`);
        return ((await child.json()) as { character_sheet: SheetState }).character_sheet?.status;
      },
      { timeout: 15_000, intervals: [200] },
    )
    .toBe('ready');
  return id;
}

test('a parent sees the character sheet and asks for a new picture, once a day', async ({
  page,
}) => {
  // This spec's own server loads the face model on its first photo check (seconds, on a busy CI).
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await readyChildWithSheet(page, 'Maya');
  await page.goto('/children');
  await page
    .getByRole('article', { name: 'Maya' })
    .getByRole('button', { name: 'Look & feel of Maya' })
    .click();
  const dialog = page.getByRole('dialog', { name: "Maya's look & feel" });
  const picture = dialog.getByRole('img', { name: "Maya's character sheet" });
  await expect(picture).toBeVisible();
  await expect(dialog).toContainText("This is how Maya appears in every story's pictures.");
  // The picture itself arrives (its signed address works), not only its frame.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const firstSrc = await picture.getAttribute('src');
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  // The fake holds its answer back, so the drawing state stays until the test has seen it.
  gemini?.hold();
  const draw = dialog.getByRole('button', { name: 'Draw a new picture' });
  await expect(draw).toBeEnabled();
  await draw.click();
  await expect(dialog.getByRole('status').getByText('Drawing a new picture…')).toBeVisible();
  await expect(draw).toBeDisabled();
  gemini?.release();

  await expect(dialog.getByText("Here is Maya's new picture.")).toBeVisible({ timeout: 15_000 });
  await expect(picture).not.toHaveAttribute('src', firstSrc ?? '');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(draw).toBeDisabled();
  await expect(dialog.getByText(/^You can ask for another new picture after .+\.$/)).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
