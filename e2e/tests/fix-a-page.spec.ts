import type { Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';

/*
 * Fix a page, as a parent does it in the reader: the words of one page changed,
 * then its picture drawn again and the new one kept, the edit dialog checked with axe in
 * light and dark mode, on a desktop and on a phone.
 */

interface ApiStory {
  id: string;
  status: string;
  pages: { text: string; image_url: string | null }[];
  page_word_limit: number | null;
}

const readStory = async (page: Page, storyId: string) =>
  (await (await page.request.get(`/api/stories/${storyId}`)).json()) as ApiStory;

const pathOf = (url: string | null | undefined) => (url ? new URL(url).pathname : null);

async function openEditDialog(page: Page, storyId: string) {
  await page.goto(`/story/${storyId}/preview`);
  // The first load of the built app on a busy machine may take a while.
  await expect(page.getByRole('link', { name: 'Back to Stories' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Edit this page' }).click();
  const dialog = page.getByRole('dialog');
  // The flipbook opens at the cover: that is the page the dialog opens on.
  await expect(dialog.getByRole('heading', { name: 'Edit the cover' })).toBeVisible();
  return dialog;
}

test('a parent changes the words of a page, draws its picture again and keeps the new one', async ({
  page,
}) => {
  // Making a story, two axe runs and a redraw: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, 'fix-a-page');
  await buyCreditsQuickly(page);
  const { storyId } = await createCompleteStoryThroughApi(page);
  const before = await readStory(page, storyId);

  const dialog = await openEditDialog(page, storyId);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  // Keyboard only: the page chooser, then the words.
  await dialog.getByLabel('Page', { exact: true }).selectOption('2');
  await expect(dialog.getByRole('heading', { name: 'Edit page 2' })).toBeVisible();
  const words = dialog.getByLabel('The words on this page');
  await expect(words).toHaveValue(before.pages[1]!.text);
  const newWords = 'Maya waves at the moon, and the moon winks back at her.';
  await words.fill(newWords);
  // Counted as typed, against the limit the server holds the page to for the child's age.
  expect(before.page_word_limit).toBeGreaterThan(12);
  await expect(words).toHaveAccessibleDescription(`12 of ${before.page_word_limit} words`);
  await dialog.getByRole('button', { name: 'Save the words' }).press('Enter');
  await expect(
    page.getByText('The words are saved. The book is bound again with them.'),
  ).toBeVisible();
  expect((await readStory(page, storyId)).pages[1]?.text).toBe(newWords);

  // The picture, with a note: drawn beside the old one, which stays until one is kept.
  await dialog.getByLabel('A short note for the artist (optional)').fill('she is smiling');
  await expect(dialog.getByText('3 free redraws left for this story.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Draw this picture again' }).click();
  await expect(dialog.getByRole('button', { name: 'Keep the new one' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('img', { name: 'The earlier picture for page 2' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'The new picture for page 2' })).toBeVisible();
  expect(pathOf((await readStory(page, storyId)).pages[1]?.image_url)).toBe(
    pathOf(before.pages[1]?.image_url),
  );
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Keep the new one' }).click();
  await expect(dialog.getByRole('button', { name: 'Draw this picture again' })).toBeVisible();
  await expect(dialog.getByText('2 free redraws left for this story.')).toBeVisible();
  const after = await readStory(page, storyId);
  expect(after.status).toBe('complete');
  expect(pathOf(after.pages[1]?.image_url)).not.toBe(pathOf(before.pages[1]?.image_url));
  expect(pathOf(after.pages[0]?.image_url)).toBe(pathOf(before.pages[0]?.image_url));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The book shows the new words, and so does the download.
  await page.getByRole('button', { name: 'Switch to Scroll View' }).click();
  await expect(page.getByText(newWords)).toBeVisible();
  const pdf = await page.request.get(`/api/stories/${storyId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test('the edit dialog fits a phone and passes axe in dark mode', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await signInThroughApi(page, 'fix-a-page-phone');
  await buyCreditsQuickly(page);
  const { storyId } = await createCompleteStoryThroughApi(page);
  const dialog = await openEditDialog(page, storyId);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await dialog.getByLabel('Page', { exact: true }).selectOption('1');
  await expect(dialog.getByLabel('The words on this page')).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
