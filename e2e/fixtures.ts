import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

let ipCounter = 0;

/**
 * Every browser test runs against the server started by `server.ts`, as its own client
 * address, and fails when the page logs a console error or throws.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console lines a test expects, such as the browser's own note about a 401 it provoked. */
  allowedConsoleErrors: [[], { option: true }],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    ipCounter += 1;
    await use({
      'x-forwarded-for': `10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          !allowedConsoleErrors.some((pattern) => pattern.test(text))
        ) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let emailCounter = 0;
export function uniqueEmail(label = 'parent'): string {
  emailCounter += 1;
  return `${label}.${Date.now()}.${process.pid}.${emailCounter}@example.com`;
}

/** Signs up through the Sign Up dialog, as a parent would. */
export async function signUp(page: Page, user: { email: string; password: string; name?: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  if (user.name) await dialog.getByLabel('Full Name (optional)').fill(user.name);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
}

/** Fills the Log In dialog (which must be open) and submits it. */
export async function logInWithDialog(page: Page, user: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** The newest link to /reset-password mailed to `email`, read from the outbox. */
export async function readResetLink(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
      if (to === email && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No reset e-mail for ${email} in the outbox`);
}

/**
 * Signs a new parent up through the API, as the Sign Up form does: for tests whose subject
 * is not the form itself (the forms have their own tests). Returns the e-mail and password.
 */
export async function signUpThroughApi(page: Page, label = 'parent') {
  const user = { email: uniqueEmail(label), password: 'storytime please' };
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { ...user, name: '' },
    headers: { origin: ownOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/**
 * A new parent, signed up and in through the API: the page's browser context holds the
 * session cookie, so the next page it opens is signed in.
 */
export async function signInThroughApi(page: Page, label = 'parent') {
  const user = await signUpThroughApi(page, label);
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: user,
    headers: { origin: ownOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/**
 * Buys a plan through the API with the page's session, the way the simulated checkout does:
 * for tests whose subject is not the purchase itself.
 */
export async function buyCreditsQuickly(page: Page, planId = 'standard') {
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { data, headers: { origin: ownOrigin() } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, string>;
  };
  const order = await post('/api/payments/create-order', { plan_id: planId, currency: 'INR' });
  const proof = await post('/api/payments/simulated/pay', { order_id: order.order_id });
  expect((await post('/api/payments/verify', proof)).status).toBe('completed');
}

/** The origin the server was started on; state-changing API calls must come from it. */
export function ownOrigin(): string {
  return new URL(process.env.E2E_BASE_URL ?? '').origin;
}
