import type { Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import { expect, ownOrigin, signInVerifiedThroughApi, test, uniqueEmail } from '../fixtures.js';

/** The first demo child on /demo/children: its name and id. */
async function openFirstDemoChild(page: Page) {
  await page.goto('/demo/children');
  const card = page.getByRole('list', { name: 'Demo children' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: `View ${name}'s stories` }).click();
  await expect(page.getByRole('heading', { name: `Stories for ${name}` })).toBeVisible();
  const childId = /\/demo\/child\/([^/]+)\/stories$/.exec(page.url())?.[1] ?? '';
  expect(childId).not.toBe('');
  return { name, childId };
}

test('a visitor who starts a free story signs up, logs in, and is back at the form', async ({
  page,
}) => {
  const { name, childId } = await openFirstDemoChild(page);

  // Creating needs an account: the guard asks, the visitor signs up, logs in, and is back.
  await page.getByRole('link', { name: 'New Story' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  const user = { email: uniqueEmail('demo'), password: 'storytime please' };
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel('Password', { exact: true }).fill(user.password);
  await signUp.getByLabel('Confirm Password').fill(user.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(login.getByLabel('Email')).toHaveValue(user.email);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/child/${childId}/create-story$`));
  await expect(page.getByRole('textbox', { name: 'Story Title' })).toHaveValue(
    `${name}'s Adventure`,
  );
});

test('a signed-in visitor makes their free story, watches it being made and reads it', async ({
  page,
}) => {
  await signInVerifiedThroughApi(page, 'demo-free');
  const { name, childId } = await openFirstDemoChild(page);
  await page.getByRole('link', { name: 'New Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/child/${childId}/create-story$`));

  await expect(page.getByText('Story details cannot be edited in the free trial.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Story Title' })).toHaveValue(
    `${name}'s Adventure`,
  );
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
  await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Magical Kingdom' });
  await page.getByRole('button', { name: 'Create Story' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ready to Create Your Story?' });
  await expect(confirm.getByText(/This story is free: it uses no credits/)).toBeVisible();
  // From here every state of the free story's card is recorded; a reload would lose it.
  await page.evaluate(() => {
    const root = document.documentElement;
    root.dataset.e2eCardStates = '';
    new MutationObserver(() => {
      const card = document
        .querySelector('[data-testid="free-story-label"]')
        ?.closest('[data-story-id]');
      if (!card) return;
      const state = `${card.getAttribute('data-status')}${card.querySelector('[role="progressbar"]') ? '+progress' : ''}`;
      const states = root.dataset.e2eCardStates?.split(' ').filter(Boolean) ?? [];
      if (states.at(-1) !== state) root.dataset.e2eCardStates = [...states, state].join(' ');
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await confirm.getByRole('button', { name: 'Create Free Story' }).click();
  await expect(page.getByText('Story generation started!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/demo/child/${childId}/stories$`));

  const mine = page.getByRole('article', { name: `${name}'s Adventure` });
  await expect(mine.getByText('Your free story')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Read Story' })).toBeVisible({ timeout: 20_000 });
  const states = (await page.locator('html').getAttribute('data-e2e-card-states'))?.split(' ');
  expect(states?.[0]).toMatch(/^generating(_images)?\+progress$/);
  expect(states?.at(-1)).toBe('complete');

  await mine.getByRole('link', { name: 'Read Story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name}'s Adventure` })).toBeVisible();
  // The same reader as a parent's: the flipbook opens at the cover on a wide screen.
  await expect(page.getByTestId('page-position')).toHaveText(/^Page 1 of \d+$/);
  const invitation = page.getByRole('complementary', { name: /Make one starring your own child/ });
  await expect(invitation.getByRole('link', { name: /Add Your Child|Buy Credits/ })).toBeVisible();
});

test.describe(() => {
  // The refusal is a 409, which the browser notes in the console.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a second free story on the same demo child is refused, with a way to add their own child', async ({
    page,
  }) => {
    await signInVerifiedThroughApi(page, 'demo-again');
    const { name, childId } = await openFirstDemoChild(page);
    // The first free story, made through the API (the test above makes one through the pages).
    const headers = { origin: ownOrigin() };
    const created = await page.request.post(`/api/demo/children/${childId}/stories`, {
      data: { title: 'Made Already', theme: 'courage', setting: 'forest' },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const started = await page.request.post(`/api/demo/stories/${id}/generate`, { headers });
    expect(started.status(), await started.text()).toBe(200);

    await page.goto(`/demo/child/${childId}/create-story`);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
    await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Forest' });
    await page.getByRole('button', { name: 'Create Story' }).click();
    const refusal = page.getByTestId('demo-refusal');
    await expect(refusal).toContainText(`You have already made your free story with ${name}.`);
    await expect(refusal.getByRole('link', { name: 'Add Your Own Child' })).toHaveAttribute(
      'href',
      '/create-child',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the demo children have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/demo/children');
  await expect(
    page.getByRole('list', { name: 'Demo children' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the demo shelf is in the first HTML, and the app takes it over without redrawing it', async ({
  page,
}) => {
  // What a phone paints before any script: the server renders the shelf into the page.
  const html = await (await page.request.get('/demo/children')).text();
  const names = (
    (await (await page.request.get('/api/demo/children')).json()) as { name: string }[]
  ).map((child) => child.name);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(html).toContain(`View ${name}&#x27;s stories`);
  expect(html).not.toContain('Loading demo children');

  // Hydrated from the data sent with it: the same shelf, no loading state, no mismatch
  // (React reports one as a console error, which fails the test).
  await page.goto('/demo/children');
  const shelf = page.getByRole('list', { name: 'Demo children' });
  await expect(shelf.getByRole('article')).toHaveCount(names.length);
  await expect(shelf.getByRole('link', { name: `View ${names[0]}'s stories` })).toBeVisible();
  await shelf.getByRole('link', { name: `View ${names[0]}'s stories` }).click();
  await expect(page).toHaveURL(/\/demo\/child\/[^/]+\/stories$/);
});

test('a visitor reads a seeded demo story, which has no serious or critical accessibility violation', async ({
  page,
}) => {
  await openFirstDemoChild(page);
  const seeded = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Read Story' }) })
    .first();
  const title = (await seeded.getByRole('heading').textContent()) ?? '';
  await seeded.getByRole('link', { name: 'Read Story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('page-position')).toHaveText(/^Page 1 of \d+$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('each demo child’s small avatar is their own drawn portrait, as the covers draw them', async ({
  page,
}) => {
  await page.goto('/demo/children');
  const cards = page.getByRole('list', { name: 'Demo children' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  const sources = new Set<string>();
  for (const name of ['Aarav', 'Mia', 'Noor', 'Leo']) {
    const avatar = cards.filter({ hasText: name }).getByRole('img', { name: `Drawing of ${name}` });
    await expect(avatar).toBeVisible();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    // Loaded, not the generic face that stands in for a picture that failed.
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    sources.add(src);
  }
  expect(sources.size).toBe(4);
  // Aarav's portrait has his dark hair, as on his covers.
  const aarav = await page.request.get('/api/demo/children');
  const children = (await aarav.json()) as {
    name: string;
    likeness: { hairColor: string };
    avatar_url: string;
  }[];
  const him = children.find((child) => child.name === 'Aarav');
  expect(Buffer.from(him?.avatar_url.split(',')[1] ?? '', 'base64').toString()).toContain(
    `fill="${him?.likeness.hairColor}"`,
  );
});
