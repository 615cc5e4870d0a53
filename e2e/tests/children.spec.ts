import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  makeGroupPhoto,
  makePhotos,
  ownOrigin,
  signInThroughApi,
  test,
} from '../fixtures.js';

test('create a child, add 5 photos, upload with progress and reach Ready', async ({ page }) => {
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  await page.goto('/children');
  await expect(page.getByText('No little stars added yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add Your First Child' }).click();
  await expect(page).toHaveURL(/\/create-child$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maya');
  await page.getByRole('slider', { name: 'Age' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Age' })).toHaveAttribute('aria-valuenow', '6');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Child profile created! Now upload images.')).toBeVisible();
  // Still the create screen at step 2, not the edit screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Child');
  await expect(page.getByRole('button', { name: 'Delete child' })).toHaveCount(0);

  const upload = page.getByRole('button', { name: 'Upload & Start Training' });
  await page.getByTestId('photo-input').setInputFiles(await makePhotos(5));
  await expect(page.getByTestId('photo-count')).toHaveText(/5 of 10 photos/);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(5);
  await upload.click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  // The server looks for the face in each photo first (the model loads on its first check).
  await expect(page.getByText('Training started successfully! Redirecting...')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/children$/);

  const card = page.getByRole('article', { name: 'Maya' });
  await expect(card.getByText('6 years old')).toBeVisible();
  await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    card.getByText('Child Profile created. You can now add and view stories.'),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Stories' })).toBeVisible();
  // A ready child's details can still be corrected (its photos cannot: see the rename test).
  await expect(card.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});

test('a typo in a ready child’s name is corrected from Edit Profile, keeping the photos and look', async ({
  page,
}) => {
  // A training and an accessibility check: on two shared cores, more than the default 30 s.
  test.setTimeout(90_000);
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  const childId = await createReadyChild(page, 'Mya');
  await page.goto('/children');
  await page
    .getByRole('article', { name: 'Mya' })
    .getByRole('link', { name: 'Edit Profile' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/child/${childId}/edit$`));
  await expect(page.getByRole('heading', { name: 'About Mya' })).toBeVisible();
  // No photo step for a trained child, and no 'Cannot edit' detour.
  await expect(page.getByRole('button', { name: 'Upload & Start Training' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Look & feel' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Name', { exact: true }).fill('Maya');
  await page.getByRole('slider', { name: 'Age' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('radio', { name: 'they/them' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Child profile updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);

  const card = page.getByRole('article', { name: 'Maya' });
  await expect(card.getByText('7 years old')).toBeVisible();
  await expect(card.getByText('Ready', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Stories' })).toBeVisible();
  const saved = await page.request.get(`/api/children/${childId}`);
  expect(await saved.json()).toMatchObject({
    name: 'Maya',
    age: 7,
    pronouns: 'they/them',
    training_status: 'completed',
    photo_count: 5,
  });
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 400/] });

  test('a group photo is marked with its reason, and the rest train once it is swapped', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await buyCreditsQuickly(page);
    const created = await page.request.post('/api/children', {
      data: { name: 'Zoe', age: 5, pronouns: 'she/her' },
      headers: { origin: ownOrigin() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/child/${id}/edit?step=photos`);

    const [first, second, third, fourth, fifth] = await makePhotos(5);
    const input = page.getByTestId('photo-input');
    await input.setInputFiles([first!, second!, await makeGroupPhoto(), third!, fourth!]);
    await page.getByRole('button', { name: 'Upload & Start Training' }).click();
    // One summary line, and the reason on the photo it belongs to. The server looks for the
    // faces first, starting the face model's process if none is running (seconds when busy).
    await expect(page.getByTestId('photo-check')).toHaveText(
      '4 of 5 photos can be used: add 1 more',
      { timeout: 30_000 },
    );
    const chosen = page.getByRole('list', { name: 'Chosen photos' });
    await expect(
      chosen.getByRole('img', {
        name: 'Photo 3: Other people are in this photo: choose one where your child is alone',
      }),
    ).toBeVisible();
    await expect(chosen.getByRole('img', { name: /can be used$/ })).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`/child/${id}/edit\\?step=photos$`));

    await page.getByRole('button', { name: 'Remove photo 3', exact: true }).click();
    await expect(page.getByTestId('photo-check')).toHaveCount(0);
    await input.setInputFiles([fifth!]);
    await page.getByRole('button', { name: 'Upload & Start Training' }).click();
    await expect(page).toHaveURL(/\/children$/, { timeout: 30_000 });
    const card = page.getByRole('article', { name: 'Zoe' });
    await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  });
});

test('the upload asks for at least 5 photos', async ({ page }) => {
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  const created = await page.request.post('/api/children', {
    data: { name: 'Ivy', age: 5, pronouns: 'she/her' },
    headers: { origin: ownOrigin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/child/${id}/edit?step=photos`);

  // The counter says what is missing before Start is pressed.
  await expect(page.getByTestId('photo-count')).toHaveText('0 of 10 photos — add at least 5');
  await page.getByTestId('photo-input').setInputFiles(await makePhotos(2));
  await expect(page.getByTestId('photo-count')).toHaveText('2 of 10 photos — add at least 3 more');
  await page.getByTestId('photo-input').setInputFiles(await makePhotos(2));
  await expect(page.getByTestId('photo-count')).toHaveText('4 of 10 photos — add at least 1 more');
  await page.getByRole('button', { name: 'Upload & Start Training' }).click({ force: true });
  await expect(page.getByText('Please upload at least 5 images').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/child/${id}/edit\\?step=photos$`));
});

test('photo choosing drops extras beyond 10 and skips files that are not images', async ({
  page,
}) => {
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  await page.goto('/create-child');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Leo');
  await page.getByRole('radio', { name: 'he/him' }).check();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Child profile created! Now upload images.')).toBeVisible();

  // Step 2 has the child's own address: a reload continues with Leo, charged once.
  await expect(page).toHaveURL(/\/child\/[^/]+\/edit\?step=photos&new=1$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photos of Leo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Child');
  await expect(page.getByRole('link', { name: 'Back to All Children' })).toHaveCount(0);
  await expect(page.getByTestId('credits-balance').first()).toHaveText('14');

  const input = page.getByTestId('photo-input');
  await input.setInputFiles([
    ...(await makePhotos(2)),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(page.getByText('Some files were not valid images and were skipped.')).toBeVisible();
  await expect(page.getByTestId('photo-count')).toHaveText('2 of 10 photos — add at least 3 more');
  await input.setInputFiles(await makePhotos(9));
  await expect(page.getByText('You can only upload up to 10 images.')).toBeVisible();
  await expect(page.getByTestId('photo-count')).toHaveText(/10 of 10 photos/);
  await page.getByRole('button', { name: 'Remove photo 1', exact: true }).click();
  await expect(page.getByTestId('photo-count')).toHaveText(/9 of 10 photos/);

  await page.goto('/children');
  const card = page.getByRole('article', { name: 'Leo' });
  await expect(card).toHaveCount(1);

  // Deleting from the card asks first; Cancel keeps Leo.
  await card.getByRole('button', { name: 'Delete Leo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Leo?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);
  // The keyboard opens it too, and it says what is not given back.
  await card.getByRole('button', { name: 'Delete Leo' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText('The credit used to create this profile is not refunded.');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText("Leo's profile was deleted.")).toBeVisible();
  await expect(page.getByText('No little stars added yet')).toBeVisible();
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 402/] });

  test('creating a child without credits says so and offers to add credits', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/create-child');
    // Said up front, before the form is filled in; the form still goes to the server.
    const notice = page.getByTestId('low-credits-notice');
    await expect(notice).toHaveText(/Creating a profile uses 1 credit\. You have 0 credits/);
    await expect(notice.getByRole('link', { name: 'Add credits' })).toHaveAttribute(
      'href',
      '/add-credits',
    );
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ava');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText(/Not enough credits/)).toBeVisible();
    await page.getByRole('button', { name: 'Add credits' }).click();
    await expect(page).toHaveURL(/\/add-credits$/);
  });
});

test('the child form asks for a name', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/create-child');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText("Please enter your child's name")).toBeVisible();
});
