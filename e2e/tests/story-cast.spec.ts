import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  signInThroughApi,
  test,
} from '../fixtures.js';

/*
 * A cast (product.md#cast): a parent with two ready children makes a story with the
 * sibling and the family dog through the story form, and the reader names them. The picker is
 * checked with axe in light and dark mode.
 */

interface ApiStory {
  id: string;
  status: string;
  cast: { name: string; child_id?: string; kind?: string; colour?: string }[];
  pages: { text: string }[];
}

test('a parent puts a sibling and the dog in a story, and the reader names them', async ({
  page,
}) => {
  // Two children trained, a story made and two axe runs: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'story-cast');
  await buyCreditsQuickly(page);
  const mayaId = await createReadyChild(page, 'Maya');
  const samId = await createReadyChild(page, 'Sam');

  await page.goto(`/child/${mayaId}/create-story`);
  await page.getByRole('textbox', { name: 'Story Title' }).fill('Maya and the Moonlit Forest', {
    // The first load of the built app on a busy machine may take a while.
    timeout: 20_000,
  });
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Adventure' });
  await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Forest' });

  const cast = page.getByRole('group', { name: 'Who else is in this story?' });
  await expect(cast).toBeVisible();
  // Keyboard only: add the sibling, then the dog.
  await cast.getByRole('button', { name: 'Add one of your children' }).press('Enter');
  const sibling = cast.getByRole('combobox', { name: 'Companion 1: which child' });
  await expect(sibling).toHaveValue(samId);
  await expect(sibling.locator('option')).toHaveText(['Sam']);
  await cast.getByRole('button', { name: 'Add a pet or grown-up' }).press('Enter');
  await cast.getByRole('textbox', { name: 'Companion 2: name' }).fill('Biscuit');
  await expect(cast.getByRole('combobox', { name: 'Companion 2: who they are' })).toHaveValue(
    'dog',
  );
  await cast.getByRole('combobox', { name: 'Fur colour (optional)' }).selectOption('golden');

  expect(await seriousViolations(page, { include: 'form' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page, { include: 'form' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Create Story' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ready to Spark Magic?' });
  await confirm.getByRole('button', { name: 'Generate Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${mayaId}/stories$`));
  const card = page.getByRole('article', { name: 'Maya and the Moonlit Forest' });
  await expect(card.getByRole('link', { name: 'View Story' })).toBeVisible({ timeout: 30_000 });
  const storyId = await card.getAttribute('data-story-id');

  const story = (await (await page.request.get(`/api/stories/${storyId}`)).json()) as ApiStory;
  expect(story.status).toBe('complete');
  expect(story.cast).toEqual([
    { child_id: samId, name: 'Sam' },
    { name: 'Biscuit', kind: 'dog', colour: 'golden' },
  ]);

  await card.getByRole('link', { name: 'View Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+\/preview$/);
  await expect(page.getByText('With Sam, Biscuit', { exact: true })).toBeVisible();

  // The offline engine gives each companion a part: named on several pages of the book (a
  // phone reads it in the scroll view).
  const pages = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pages).toHaveCount(story.pages.length);
  for (const name of ['Sam', 'Biscuit']) {
    const naming = story.pages.filter((page) => new RegExp(`\\b${name}\\b`).test(page.text));
    expect(naming.length, name).toBeGreaterThan(1);
    await expect(pages.filter({ hasText: new RegExp(`\\b${name}\\b`) })).toHaveCount(naming.length);
  }
});
