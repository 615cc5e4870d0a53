import { seriousViolations, showInScheme } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  readMail,
  signInVerifiedThroughApi,
  test,
  uniqueEmail,
} from '../fixtures.js';

const PHONE = { width: 390, height: 844 };

test('a parent sends a book as a gift; the mail’s link opens it with no account', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInVerifiedThroughApi(page, 'gifter');
  await buyCreditsQuickly(page);
  const { storyId, title } = await createCompleteStoryThroughApi(page, {
    title: 'Maya and the Kite',
  });
  const recipient = uniqueEmail('grandchild');

  await page.setViewportSize(PHONE);
  await page.goto(`/story/${storyId}/preview`);
  await page.getByRole('button', { name: 'Send as a gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this book as a gift' });
  await expect(dialog.getByLabel('Recipient’s e-mail')).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  // By keyboard: the fields in order, then Send.
  await dialog.getByLabel('Recipient’s e-mail').fill(recipient);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await page.keyboard.type('Granny Asha');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Happy birthday, Maya!');
  await expect(dialog.getByText('21 / 300 characters')).toBeVisible();
  await showInScheme(page, 'dark');
  expect(await seriousViolations(page, { include: '[role="dialog"]', colorsOnly: true })).toEqual(
    [],
  );
  await showInScheme(page, 'light');
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await expect(page.getByText('Gift sent to g•••@example.com.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sender's list names the gift by the masked address only.
  await page.getByRole('button', { name: 'Share' }).click();
  const shares = page.getByRole('dialog', { name: 'Share this book' });
  await expect(shares.getByText(/Sent as a gift to g•••@example\.com on/)).toBeVisible();
  await expect(shares.getByText(recipient)).toHaveCount(0);
  await page.keyboard.press('Escape');

  const mail = await readMail(
    (candidate) =>
      candidate.to !== undefined && !Array.isArray(candidate.to) && candidate.to.text === recipient,
  );
  expect(mail.subject).toBe(`Granny Asha sent you a book: "${title}"`);
  expect(mail.text).toContain('"Happy birthday, Maya!" — Granny Asha');
  const link = /https?:\/\/\S+\/b\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The recipient, with no account: a fresh browser, on a phone.
  const reader = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.2' },
  });
  const readerPage = await reader.newPage();
  const cover = /<img src="([^"]+)"/.exec(String(mail.html))?.[1] ?? '';
  const picture = await readerPage.request.get(new URL(cover).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  await readerPage.goto(new URL(link).pathname);
  await expect(readerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(readerPage.getByRole('dialog')).toHaveCount(0);
  await reader.close();
});
