import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  ownOrigin,
  signInThroughApi,
  test,
} from '../fixtures.js';

test('create a story, watch its card go from progress to complete without a reload, then open it', async ({
  page,
}) => {
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  const childId = await createReadyChild(page, 'Maya');

  await page.goto(`/child/${childId}/stories`);
  await expect(page.getByRole('heading', { name: 'Stories for Maya' })).toBeVisible();
  await expect(page.getByText('No stories created yet')).toBeVisible();
  await expect(page.getByTestId('credits-balance').first()).toHaveText('14');
  await page.getByRole('link', { name: 'Create First Story' }).click();

  await expect(page).toHaveURL(new RegExp(`/child/${childId}/create-story$`));
  await page.getByRole('textbox', { name: 'Story Title' }).fill('Maya and the Moonlit Forest');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
  await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Magical Kingdom' });
  await page.getByRole('textbox', { name: 'Conflict (optional)' }).fill('Afraid of the dark');
  await page.getByRole('button', { name: 'Create Story' }).click();

  const confirm = page.getByRole('dialog', { name: 'Ready to Spark Magic?' });
  await expect(confirm.getByTestId('story-cost')).toHaveText(
    'This story uses 1 credit. You have 14 credits.',
  );
  // Watches this document from here on: every state the story's card shows is recorded, and
  // a reload would lose the record.
  await page.evaluate(() => {
    const root = document.documentElement;
    root.dataset.e2eCardStates = '';
    new MutationObserver(() => {
      const card = document.querySelector('[data-story-id]');
      if (!card) return;
      const state = `${card.getAttribute('data-status')}${card.querySelector('[role="progressbar"]') ? '+progress' : ''}`;
      const states = root.dataset.e2eCardStates?.split(' ').filter(Boolean) ?? [];
      if (states.at(-1) !== state) root.dataset.e2eCardStates = [...states, state].join(' ');
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await confirm.getByRole('button', { name: 'Generate Story' }).click();
  await expect(page.getByText('Story generation started!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/child/${childId}/stories$`));

  // The offline engine makes a story in about a second: the card is complete by polling
  // alone, with its cover, after it showed the story being made with a progress bar.
  const card = page.getByRole('article', { name: 'Maya and the Moonlit Forest' });
  await expect(card.getByRole('link', { name: 'View Story' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Complete', { exact: true })).toBeVisible();
  await expect(card.getByText('Story is ready to view and download.')).toBeVisible();
  await expect(card.getByText('Afraid of the dark')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  const cover = card.getByRole('img', { name: 'Cover of Maya and the Moonlit Forest' });
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const states = (await page.locator('html').getAttribute('data-e2e-card-states'))?.split(' ');
  expect(states?.[0]).toMatch(/^generating(_images)?\+progress$/);
  expect(states?.at(-1)).toBe('complete');
  await expect(page.getByTestId('credits-balance').first()).toHaveText('13');

  await card.getByRole('link', { name: 'View Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+\/preview$/);
  // The reader opens at the cover (the reader's own tests are in reader.spec.ts).
  const book = page.getByRole('region', { name: 'Storybook' });
  await expect(book.getByText('Maya and the Moonlit Forest', { exact: true })).toBeVisible();
});

test('a pending story: edit it from its card, or delete it by keyboard after a confirmation', async ({
  page,
}) => {
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  const childId = await createReadyChild(page, 'Leo');
  const created = await page.request.post(`/api/children/${childId}/stories`, {
    data: { title: 'Leo Under the Sea', theme: 'friendship', setting: 'underwater' },
    headers: { origin: ownOrigin() },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/child/${childId}/stories`);
  const card = page.getByRole('article', { name: 'Leo Under the Sea' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('Friendship')).toBeVisible();

  await card.getByRole('link', { name: 'Edit Story' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Story' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Setting' })).toHaveValue('underwater');
  await page.getByRole('textbox', { name: 'Story Title' }).fill('Leo and the Whale');
  await page.getByRole('button', { name: 'Update Story' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ready to Generate?' });
  await expect(confirm).toContainText(
    'Your updated story will be generated with the new details. Proceed?',
  );
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('link', { name: 'Back to Stories' }).click();

  const renamed = page.getByRole('article', { name: 'Leo and the Whale' });
  await renamed.getByRole('button', { name: 'Delete Leo and the Whale' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Leo and the Whale”?' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog; Tab reaches Delete.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('"Leo and the Whale" was deleted.')).toBeVisible();
  await expect(page.getByText('No stories created yet')).toBeVisible();
});
