import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { startFakeGemini, type FakeGemini } from '@littlestar/fakes/fake-gemini';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createReadyChild,
  expect,
  ownOrigin,
  signInThroughApi,
  test,
} from '../fixtures.js';
import { startServer, type RunningServer } from '../server.js';

/*
 * The picture judge's badges in the story preview, on a book the judge really judged. The
 * suite's server draws offline (SVGs, never judged), so this file starts a server of its own
 * (once, in one worker) with STORY_IMAGES=gemini against the local fake Gemini, and
 * PICTURE_REDRAWS_PER_BOOK=1. The child is trained through the API from face photos, as a
 * parent's upload is (createReadyChild): the training keeps the likeness reference the judge
 * compares with. The fake answers each page with a real picture, from the face model's sample
 * photos: a "drawing" of the child (the uploads' person, another crop, smoothed and recoloured),
 * on pages 2 and 3 a drawing of someone else, on page 4 a landscape with nobody in it. The judge
 * (the server's own face model and OCR) measures each; of the two pages of someone else one is
 * drawn again (the one redraw the book allows; the fake draws the child then) and the other is
 * kept, marked short. Nothing in the browser is faked.
 *
 * With JUDGE_SHOTS set to a folder, the preview is saved there at 390 and 1280 px, in light
 * and dark mode, to look at the badges.
 */
test.describe.configure({ mode: 'default' });

const KEY = 'judge-key';
let gemini: FakeGemini | undefined;
let server: RunningServer | undefined;

/** The sample photos of @vladmandic/face-api (MIT): groups of adults. */
const SAMPLE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);

/**
 * A page as an image model might draw one, 1024 pixels square: a head-and-shoulders crop of a
 * person of the sample (`face` as the detector boxes it), smoothed and recoloured, on a sky.
 * The middle person (the one `makePhotos` crops) is the child of the uploads.
 */
async function drawingOf(face: [number, number, number, number]): Promise<Buffer> {
  const [x, y, width, height] = face;
  const side = Math.round(Math.max(width, height) * 1.95);
  const person = await sharp(SAMPLE)
    .extract({
      left: Math.round(x + width / 2 - side / 2),
      top: Math.round(y + height * 0.6 - side / 2),
      width: side,
      height: Math.round(side * 1.2),
    })
    .flop()
    .blur(2)
    .modulate({ saturation: 1.6 })
    .median(5)
    .resize({ width: 520 })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#7ab8d8' } })
    .composite([{ input: person, left: 220, top: 160 }])
    .png()
    .toBuffer();
}

/** A landscape with nobody in it: the judge finds no face to measure. */
const landscape = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
      <rect width="1024" height="520" fill="#9ec9e8"/><rect y="520" width="1024" height="504" fill="#4c8c3f"/>
      <circle cx="820" cy="150" r="70" fill="#f7d774"/>
      <polygon points="0,540 230,200 460,540" fill="#6b6f7a"/><polygon points="320,540 600,160 880,540" fill="#7b7f8a"/>
    </svg>`),
  )
    .png()
    .toBuffer();

test.beforeAll(async () => {
  // Migrations and the demo shelves, as the suite's own server at the start of a run.
  test.setTimeout(240_000);
  const [child, other, empty] = await Promise.all([
    drawingOf([838, 420, 190, 222]),
    drawingOf([411, 354, 181, 239]),
    landscape(),
  ]);
  gemini = await startFakeGemini({ apiKey: KEY });
  gemini.drawWith((body) => {
    // The judge's redraw stresses the reference: then the child is drawn as asked.
    if (body.includes('exactly as the reference shows')) return Promise.resolve(child);
    const page = /Page (\d+) of/.exec(body)?.[1];
    if (page === '2' || page === '3') return Promise.resolve(other);
    if (page === '4') return Promise.resolve(empty);
    // The other pages, the cover and the character sheet show the child.
    return Promise.resolve(child);
  });
  server = await startServer({
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: KEY,
    STORY_IMAGES_BASE_URL: gemini.baseUrl,
    PICTURE_REDRAWS_PER_BOOK: '1',
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

interface Judgement {
  likeness: number | null;
  mark: 'redrawn' | 'short' | null;
}

interface JudgedStory {
  status: string;
  cover_judged?: Judgement | null;
  pages: { judged?: Judgement | null }[];
}

/** A complete story of a new ready child Maya, made through the API and waited for. */
async function judgedStoryOfMaya(page: Page): Promise<{ storyId: string; story: JudgedStory }> {
  const childId = await createReadyChild(page, 'Maya');
  const headers = { origin: ownOrigin() };
  const created = await page.request.post(`/api/children/${childId}/stories`, {
    data: { title: 'Maya and the Moonlit Forest', theme: 'adventure', setting: 'forest' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: storyId } = (await created.json()) as { id: string };
  const generate = await page.request.post(`/api/stories/${storyId}/generate`, { headers });
  expect(generate.ok(), await generate.text()).toBe(true);
  let story: JudgedStory | undefined;
  // Each picture is judged by the face model and the OCR: minutes on a busy two-core machine.
  await expect
    .poll(
      async () => {
        story = (await (await page.request.get(`/api/stories/${storyId}`)).json()) as JudgedStory;
        return story.status;
      },
      { timeout: 240_000, intervals: [1_000] },
    )
    .toBe('complete');
  return { storyId, story: story! };
}

const shotsFolder = process.env.JUDGE_SHOTS;
async function saveShot(page: Page, name: string) {
  if (!shotsFolder) return;
  await fs.mkdir(shotsFolder, { recursive: true });
  await page.screenshot({ path: path.join(shotsFolder, `${name}.png`), fullPage: true });
}

/** Every picture of the scroll view loaded (they load lazily), for a screenshot. */
async function loadAllPictures(page: Page, pages: Locator) {
  for (const item of await pages.all()) await item.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      pages
        .getByRole('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('the preview shows what the picture judge measured and did, passing axe in both modes', async ({
  page,
}) => {
  // A judged book (every picture through the face model and the OCR) and four axe runs.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signInThroughApi(page, 'judge');
  await buyCreditsQuickly(page);
  const { storyId, story } = await judgedStoryOfMaya(page);

  // What the judge decided, as the server keeps it: the test below is of what a parent sees.
  const judged = story.pages.map((each) => each.judged);
  expect(story.cover_judged?.likeness ?? 0, JSON.stringify(story.cover_judged)).toBeGreaterThan(0);
  expect(judged[0]?.mark, JSON.stringify(judged)).toBeNull();
  expect(judged[0]?.likeness ?? 0).toBeGreaterThanOrEqual(50);
  expect(judged[3], JSON.stringify(judged)).toEqual({ likeness: null, mark: null });
  const marks = [judged[1]?.mark, judged[2]?.mark].sort();
  expect(marks, JSON.stringify(judged)).toEqual(['redrawn', 'short']);
  const redrawn = judged[1]?.mark === 'redrawn' ? 1 : 2;
  const short = redrawn === 1 ? 2 : 1;

  await page.goto(`/story/${storyId}/preview`);
  // The first load of the built app on a busy machine may take a while.
  await expect(page.getByRole('link', { name: 'Back to Stories' })).toBeVisible({
    timeout: 20_000,
  });
  // A desktop opens the flipbook at the cover, whose badge is under the title.
  const shownBadges = page
    .getByRole('region', { name: 'Storybook' })
    .getByTestId('picture-judge')
    .filter({ visible: true });
  await expect(shownBadges).toHaveText([`Looks like Maya: ${story.cover_judged?.likeness} %`]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveShot(page, 'desktop-flipbook-cover-light');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(shownBadges).toHaveText([`Looks like Maya: ${judged[0]?.likeness} %`]);
  await saveShot(page, 'desktop-flipbook-page-1-light');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // In the other scheme only the colours differ (the same markup): only they are checked again.
  expect(await seriousViolations(page, { colorsOnly: true })).toEqual([]);
  await saveShot(page, 'desktop-flipbook-page-1-dark');
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });

  await page.getByRole('button', { name: 'Switch to Scroll View' }).click();
  const pages = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pages).toHaveCount(story.pages.length);
  const badgeOf = (index: number) => pages.nth(index).getByTestId('picture-judge');

  // The badges name the child once the child is loaded; each page's says what the judge did.
  await expect(badgeOf(0)).toHaveText(`Looks like Maya: ${judged[0]?.likeness} %`);
  await expect(badgeOf(redrawn)).toHaveText(
    `Looks like Maya: ${judged[redrawn]?.likeness} %Drawn again to look more like Maya`,
  );
  await expect(badgeOf(short)).toHaveText(
    `Looks like Maya: ${judged[short]?.likeness} %May not look quite like Maya: try “Edit this page”`,
  );
  await expect(badgeOf(3)).toHaveText('Likeness not measured');
  for (const [index, each] of judged.entries()) {
    if (each?.likeness !== null && each?.likeness !== undefined)
      await expect(badgeOf(index)).toContainText(`Looks like Maya: ${each.likeness} %`);
  }
  // The short page's badge stands out (amber) from the others.
  const background = (badge: Locator) =>
    badge.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(badgeOf(short))).not.toBe(await background(badgeOf(0)));
  await expect(badgeOf(short).getByText(/^May not look quite like Maya/)).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await loadAllPictures(page, pages);
  await saveShot(page, 'desktop-light');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page)).toEqual([]);
  await saveShot(page, 'desktop-dark');

  // On a phone the longest badge still sits on its picture, inside it.
  await page.setViewportSize({ width: 390, height: 844 });
  // Measured once the page has laid itself out again for the new width (the reader changes
  // its view on a resize): a box read mid-reflow belongs to neither width.
  await expect(async () => {
    const picture = await pages
      .nth(short)
      .getByRole('img', { name: `Illustration for page ${short + 1}` })
      .boundingBox();
    const badge = await badgeOf(short).boundingBox();
    expect(picture && badge).toBeTruthy();
    expect(badge!.x).toBeGreaterThanOrEqual(picture!.x);
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(picture!.x + picture!.width);
    expect(badge!.y + badge!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
  }).toPass({ timeout: 15_000 });
  if (shotsFolder) {
    await loadAllPictures(page, pages);
    await saveShot(page, 'phone-dark');
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await saveShot(page, 'phone-light');
  }
});
