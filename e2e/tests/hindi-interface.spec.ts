import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { startFakeModeration } from '@littlestar/fakes/fake-moderation';
import { seriousViolations, showInScheme } from '../accessibility.js';
import {
  createReadyChild,
  buyCreditsQuickly,
  expect,
  ownOrigin,
  test,
  uniqueEmail,
} from '../fixtures.js';
import { startServer, type RunningServer } from '../server.js';

/*
 * A parent who reads Hindi: switches the landing page to Hindi, signs up and logs in through
 * the Hindi forms, makes a Hindi book with a language model (the OpenAI-protocol fake) and
 * reads it in both views, on a phone and a desktop, light and dark, and the interface stays
 * Hindi after a reload and a new sign-in. The suite's server writes offline, in English only:
 * this file starts its own.
 */
test.describe.configure({ mode: 'default' });

type Texts = { [key: string]: string | Texts };
const hindiTexts = (area: string): Texts =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/i18n/messages/hi/${area}.json`, import.meta.url),
      'utf8',
    ),
  ) as Texts;
/** A Hindi text of the interface by its key (`layout.header.signUp`), as the page shows it. */
function hi(key: string): string {
  const [area = '', ...path] = key.split('.');
  const file = area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  let node: string | Texts = hindiTexts(file);
  for (const part of path) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`No Hindi text ${key}`);
    node = node[part] as string | Texts;
  }
  if (typeof node !== 'string') throw new Error(`${key} is a group, not a text`);
  return node;
}

const API_KEY = 'sk-test-key';
const NAME = 'माया';

/** A Hindi book as the model writes it: the child's Devanagari name on every page. */
const writtenStory = {
  title: `${NAME} और जुगनू की लालटेन`,
  cover: { brief: 'A girl standing in a forest clearing at dusk, holding a lantern, beaming.' },
  pages: Array.from({ length: 10 }, (_, index) => ({
    text:
      index === 0
        ? `${NAME} को जंगल में लोमड़ी का एक छोटा बच्चा मिला। वह अपना घर नहीं ढूँढ पा रहा था।`
        : index === 9
          ? `${NAME} डरी हुई थी, पर उसने हिम्मत की। उसने बच्चे को उसके घर पहुँचाया।`
          : `${NAME} अंधेरे जंगल में आगे चली। वह ध्यान से माँद ढूँढती रही, क़दम ${index + 1}।`,
    brief: `A girl in a moonlit forest beside a small fox cub, smiling gently (page ${index + 1}).`,
  })),
};

let chat: Awaited<ReturnType<typeof startFakeChatCompletions>> | undefined;
let moderation: Awaited<ReturnType<typeof startFakeModeration>> | undefined;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  chat = await startFakeChatCompletions({ apiKey: API_KEY });
  chat.answerWith(() => ({ content: JSON.stringify(writtenStory) }));
  moderation = await startFakeModeration({ apiKey: API_KEY });
  server = await startServer({
    STORY_TEXT: 'openai',
    STORY_TEXT_BASE_URL: chat.baseUrl,
    STORY_TEXT_MODEL: 'llama3.1',
    STORY_TEXT_API_KEY: API_KEY,
    MODERATION: 'openai',
    MODERATION_BASE_URL: moderation.baseUrl,
    MODERATION_API_KEY: API_KEY,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await chat?.close();
  await moderation?.close();
});

test.use({
  baseURL: async ({}, use) => {
    await use(server?.baseUrl);
  },
});

/** Fills the Log In dialog, which is open, in the interface's words, and submits it. */
async function logIn(
  page: Page,
  user: { email: string; password: string },
  words: { title: string; email: string; password: string; submit: string },
) {
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel(words.email).fill(user.email);
  await dialog.getByLabel(words.password, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: words.submit }).click();
}

/** Opens the book in the view asked for and checks it with axe. */
async function readIn(page: Page, view: 'flip' | 'scroll') {
  const current = await page.getByTestId('flip-view').isVisible();
  if ((view === 'flip') !== current) {
    await page
      .getByRole('button', {
        name: view === 'flip' ? hi('reader.reader.toFlipbook') : hi('reader.reader.toScroll'),
      })
      .click();
  }
  await expect(page.getByTestId(`${view}-view`)).toBeVisible();
  const text =
    view === 'scroll'
      ? page
          .getByTestId('scroll-view')
          .getByText(writtenStory.pages[0]?.text ?? '', { exact: false })
      : page
          .getByRole('region', { name: hi('reader.flipView.book') })
          .getByText(writtenStory.title);
  await expect(text.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

test('a parent uses Littlestar in Hindi, from sign-up to reading a Hindi book', async ({
  page,
}) => {
  // The server's first photo check loads the face model, and the book is written and drawn.
  test.setTimeout(150_000);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Signing up and logging in through the Hindi forms.
  const user = { email: uniqueEmail('hindi'), password: 'correct horse battery' };
  await page
    .getByRole('banner')
    .getByRole('button', { name: hi('layout.header.signUp') })
    .first()
    .click();
  const signUp = page.getByRole('dialog', { name: hi('layout.authDialog.signUpTitle') });
  // A form with its errors, in Hindi, as axe reads it.
  await signUp.getByRole('button', { name: hi('accounts.signUpForm.submit') }).click();
  await expect(signUp.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signUp.getByLabel(hi('accounts.signUpForm.email')).fill(user.email);
  await signUp.getByLabel(hi('accounts.signUpForm.password'), { exact: true }).fill(user.password);
  await signUp.getByLabel(hi('accounts.signUpForm.confirmPassword')).fill(user.password);
  await signUp.getByRole('button', { name: hi('accounts.signUpForm.submit') }).click();
  await expect(
    page.getByText(hi('accounts.toasts.registrationSuccessTitle'), { exact: true }),
  ).toBeVisible();
  // A toast showing, over the Log In dialog that follows it.
  expect(await seriousViolations(page)).toEqual([]);
  await logIn(page, user, {
    title: hi('layout.authDialog.logInTitle'),
    email: hi('accounts.logInForm.email'),
    password: hi('accounts.logInForm.password'),
    submit: hi('accounts.logInForm.submit'),
  });
  await expect(
    page.getByText(hi('accounts.toasts.loginSuccessTitle'), { exact: true }),
  ).toBeVisible();
  // Signed up from a Hindi page, the account speaks Hindi: its answers and e-mails.
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { language: string }).language).toBe('hi');

  // The child (through the API: its photos are another spec's subject), with a Devanagari name.
  await buyCreditsQuickly(page);
  const childId = await createReadyChild(page, 'Maya');
  const put = await page.request.put(`/api/children/${childId}`, {
    data: { name: 'Maya', age: 6, pronouns: 'she/her', name_devanagari: NAME },
    headers: { origin: ownOrigin() },
  });
  expect(put.ok(), await put.text()).toBe(true);

  // The book, made through the Hindi story form: Hindi is the interface's, so the book's too.
  await page.goto(`/child/${childId}/create-story`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('textbox', { name: hi('stories.form.title') }).fill(writtenStory.title);
  await page.getByRole('combobox', { name: hi('stories.form.theme') }).selectOption('courage');
  await page.getByRole('combobox', { name: hi('stories.form.setting') }).selectOption('forest');
  // The book's language starts at the interface's.
  await expect(page.getByRole('combobox', { name: hi('stories.form.language') })).toHaveValue('hi');
  await page.getByRole('button', { name: hi('stories.createPage.submit') }).click();
  const confirm = page.getByRole('dialog', { name: hi('stories.createPage.confirmTitle') });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: hi('stories.createPage.confirm') }).click();
  const card = page.getByRole('article', { name: writtenStory.title });
  await expect(card.getByRole('link', { name: hi('stories.card.view') })).toBeVisible({
    timeout: 60_000,
  });
  await card.getByRole('link', { name: hi('stories.card.view') }).click();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await showInScheme(page, scheme);
      await readIn(page, 'flip');
      await readIn(page, 'scroll');
    }
  }

  // Hindi after a reload, and after logging out and in again (the account keeps it).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).first().click();
  await logIn(page, user, {
    title: 'Log In',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: hi('layout.header.myChildren') })
      .first(),
  ).toBeVisible();
});
