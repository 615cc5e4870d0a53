import fs, { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';

/**
 * The sample photos of @vladmandic/face-api (MIT), groups of adults: the server's photo check
 * looks for one face per photo, so test photos are crops of one person from them.
 */
const FACE_SAMPLES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

let ipCounter = 0;

/** The address of the server the running test talks to (see `ownOrigin`). */
let testBaseUrl: string | undefined;

/**
 * Every browser test runs against the server started by `server.ts` (or, where a spec
 * overrides `baseURL`, its own), as its own client address, and fails when the page logs a
 * console error or throws.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  serverOfTest: void;
}>({
  /**
   * A page of the app is only live once React has taken over its HTML (the public pages
   * arrive prerendered and paint first): after a navigation to one, `goto` and `reload` wait
   * for `<html data-app="ready">` (set by main.tsx), so a click never lands on a dead button.
   */
  page: async ({ page }, use) => {
    const untilLive = async (response: Awaited<ReturnType<Page['goto']>>) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilLive(await goto(url, options));
    page.reload = async (options) => untilLive(await reload(options));
    await use(page);
  },
  /** Console lines a test expects, such as the browser's own note about a 401 it provoked. */
  allowedConsoleErrors: [[], { option: true }],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  serverOfTest: [
    async ({ baseURL }, use) => {
      testBaseUrl = baseURL;
      await use();
      testBaseUrl = undefined;
    },
    { auto: true },
  ],
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

/**
 * The newest mail in the outbox that `matches`, waited for: mail goes out from a job. The
 * outbox is the suite's server's, or that of the server whose DATA_DIR is `dataDir`.
 */
export async function readMail(
  matches: (mail: ParsedMail) => boolean,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No matching e-mail in the outbox');
}

const recipientOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');
const resetLinkIn = (mail: ParsedMail) =>
  /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];

/** The newest link to /reset-password mailed to `email`, read from the outbox. */
export async function readResetLink(email: string): Promise<string> {
  const mail = await readMail(
    (candidate) => recipientOf(candidate) === email && Boolean(resetLinkIn(candidate)),
  );
  return resetLinkIn(mail) ?? '';
}

const verifyLinkIn = (mail: ParsedMail) =>
  /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail.text ?? '')?.[0];

/**
 * The newest e-mail verification link mailed to `email` (sign-up sends one), from the outbox
 * (of the server whose DATA_DIR is `dataDir`, if given).
 */
export async function readVerifyLink(email: string, dataDir?: string): Promise<string> {
  const mail = await readMail(
    (candidate) => recipientOf(candidate) === email && Boolean(verifyLinkIn(candidate)),
    dataDir,
  );
  return verifyLinkIn(mail) ?? '';
}

/**
 * Verifies the parent's address by following the link of their verification mail through the
 * API (the free story needs it): for tests whose subject is not the verification itself.
 */
export async function verifyThroughMail(page: Page, email: string) {
  const link = new URL(await readVerifyLink(email));
  const response = await page.request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers().location).toBe('/auth/callback?verified=1');
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

/** A new parent, signed in through the API, whose address is verified through the mail's link. */
export async function signInVerifiedThroughApi(page: Page, label = 'parent') {
  const user = await signInThroughApi(page, label);
  await verifyThroughMail(page, user.email);
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

/**
 * The origin of the running test's server (its `baseURL`); state-changing API calls must come
 * from it.
 */
export function ownOrigin(): string {
  return new URL(testBaseUrl ?? process.env.E2E_BASE_URL ?? '').origin;
}

/** Solo photos of one person, each cropped, lit and mirrored a little differently. */
export async function makePhotos(count: number) {
  const sample = await readFile(path.join(FACE_SAMPLES, 'sample1.jpg'));
  // The middle person of the sample (her face, as the detector boxes it: x, y, width, height).
  const [x, y, width, height] = [838, 420, 190, 222];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const side = Math.round(Math.max(width, height) * (1.9 + (index % 5) * 0.1));
      const left = Math.round(x + width / 2 - side / 2);
      const top = Math.round(y + height * 0.6 - side / 2);
      let photo = sharp(sample)
        .extract({ left, top, width: side, height: Math.round(side * 1.2) })
        .resize({ width: 600 })
        .modulate({ brightness: 0.94 + (index % 4) * 0.04 });
      if (index % 2 === 1) photo = photo.flop();
      return {
        name: `photo-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo.jpeg({ quality: 85 }).toBuffer(),
      };
    }),
  );
}

/** A photo of three adults together: the photo check refuses it (others in the photo). */
export async function makeGroupPhoto() {
  return {
    name: 'group.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(await readFile(path.join(FACE_SAMPLES, 'sample1.jpg')))
      .resize({ width: 1200 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  };
}

/** A zip of `files`, stored uncompressed (the photos are JPEGs already). */
function storedZip(files: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const crc = zlib.crc32(file.data);
    const size = file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, file.data);
    directory.push(central, name);
    offset += local.length + name.length + size;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/**
 * A child whose training has finished, made through the API as the wizard does (create,
 * upload the photo zip, start training) and waited for: for tests whose subject comes after.
 * The page's session must have a credit for the child. Returns the child's id.
 */
export async function createReadyChild(page: Page, name = 'Maya'): Promise<string> {
  const headers = { origin: ownOrigin() };
  const created = await page.request.post('/api/children', {
    data: { name, age: 6, pronouns: 'she/her' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const upload = await page.request.post(`/api/training/${id}/upload-url`, { headers });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { upload_url: uploadUrl } = (await upload.json()) as { upload_url: string };
  const photos = await makePhotos(5);
  const zip = storedZip(
    photos.map((photo, index) => ({ name: `image_${index + 1}.jpg`, data: photo.buffer })),
  );
  const put = await page.request.put(uploadUrl, {
    data: zip,
    headers: { ...headers, 'content-type': 'application/zip' },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const start = await page.request.post(`/api/training/${id}/start`, { headers });
  expect(start.ok(), await start.text()).toBe(true);

  await expect
    .poll(
      async () => {
        const child = await page.request.get(`/api/children/${id}`);
        return ((await child.json()) as { training_status: string }).training_status;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('completed');
  return id;
}

/**
 * A complete story of a new ready child, made through the API as the create form and the
 * confirmation do (create, generate), and waited for: for tests of the reader. The page's
 * session needs credits for the child and the story. Returns the story's and child's ids.
 */
export async function createCompleteStoryThroughApi(
  page: Page,
  options: { title?: string; childName?: string } = {},
): Promise<{ storyId: string; childId: string; title: string }> {
  const title = options.title ?? 'Maya and the Moonlit Forest';
  const childId = await createReadyChild(page, options.childName ?? 'Maya');
  const headers = { origin: ownOrigin() };
  const created = await page.request.post(`/api/children/${childId}/stories`, {
    data: { title, theme: 'adventure', setting: 'forest' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: storyId } = (await created.json()) as { id: string };
  const generate = await page.request.post(`/api/stories/${storyId}/generate`, { headers });
  expect(generate.ok(), await generate.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const story = await page.request.get(`/api/stories/${storyId}`);
        return ((await story.json()) as { status: string }).status;
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe('complete');
  return { storyId, childId, title };
}
