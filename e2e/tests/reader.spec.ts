import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import {
  buyCreditsQuickly,
  createCompleteStoryThroughApi,
  expect,
  signInThroughApi,
  test as base,
} from '../fixtures.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface ApiStory {
  id: string;
  title: string;
  cover_url: string | null;
  pages: { id: string; text: string; image_url: string | null }[];
}

interface SharedStory {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  story: ApiStory;
}

/**
 * One parent and one complete story per worker, made through the API: no test changes the
 * story, and making it (a trained child, a generated story) would otherwise be the slowest
 * part of every test here. Each test's browser is signed in as that parent.
 */
const test = base.extend<{ story: ApiStory }, { shared: SharedStory }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.251.${workerInfo.workerIndex % 250}.1` },
      });
      const page = await context.newPage();
      await signInThroughApi(page, 'reader');
      await buyCreditsQuickly(page);
      const { storyId } = await createCompleteStoryThroughApi(page);
      const response = await page.request.get(`/api/stories/${storyId}`);
      const story = (await response.json()) as ApiStory;
      const storageState = await context.storageState();
      await context.close();
      await use({ storageState, story });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ shared }, use) => use(shared.storageState),
  story: async ({ shared }, use) => use(shared.story),
});

/** The shared story, opened in the reader. */
async function openCompleteStory(
  page: Page,
  story: ApiStory,
  options: { beforeOpen?: (story: ApiStory) => Promise<void> } = {},
) {
  await options.beforeOpen?.(story);
  await page.goto(`/story/${story.id}/preview`);
  await expect(page.getByRole('link', { name: 'Back to Stories' })).toBeVisible();
  return { story, bookPages: 1 + 2 * story.pages.length };
}

const position = (page: Page) => page.getByTestId('page-position');

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the flipbook opens at the cover; the buttons and arrow keys turn the pages', async ({
    page,
    story: sharedStory,
  }) => {
    const { story, bookPages } = await openCompleteStory(page, sharedStory);
    expect(story.pages.length).toBeGreaterThan(2);

    const book = page.getByRole('region', { name: 'Storybook' });
    await expect(book.getByText(story.title, { exact: true })).toBeVisible();
    await expect(position(page)).toHaveText(`Page 1 of ${bookPages}`);
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(position(page)).toHaveText(`Page 2 of ${bookPages}`);
    // An open book: page 1's picture on the left, its text on the right.
    await expect(book.getByRole('img', { name: 'Illustration for page 1' })).toBeVisible();
    await expect(book.getByText(story.pages[0]!.text)).toBeVisible();
    await expect(previous).toBeEnabled();

    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`Page 4 of ${bookPages}`);
    await expect(book.getByText(story.pages[1]!.text)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`Page 2 of ${bookPages}`);
  });

  test('the thumbnails jump to the page they name', async ({ page, story: sharedStory }) => {
    const { story, bookPages } = await openCompleteStory(page, sharedStory);
    const book = page.getByRole('region', { name: 'Storybook' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    const thumbnails = page.getByRole('navigation', { name: 'Navigate Pages' });
    await expect(thumbnails.getByRole('button')).toHaveCount(bookPages);
    await expect(thumbnails.getByRole('button', { name: 'Txt 1', exact: true })).toHaveText(
      /^Text/,
    );
    await thumbnails.getByRole('button', { name: 'Img 3' }).click();
    await expect(position(page)).toHaveText(`Page 6 of ${bookPages}`);
    await expect(book.getByText(story.pages[2]!.text)).toBeVisible();
    await expect(thumbnails.getByRole('button', { name: 'Img 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const last = story.pages.length;
    await thumbnails.getByRole('button', { name: `Txt ${last}` }).click();
    await expect(position(page)).toHaveText(`Page ${bookPages - 1} of ${bookPages}`);
    await expect(next).toBeDisabled();
    await thumbnails.getByRole('button', { name: 'Cover' }).click();
    await expect(position(page)).toHaveText(`Page 1 of ${bookPages}`);
    await expect(previous).toBeDisabled();
  });

  // Both views pass axe at both widths in the accessibility walk (accessibility-states.spec.ts).
  test('the toggle switches to the scroll view', async ({ page, story: sharedStory }) => {
    const { story } = await openCompleteStory(page, sharedStory);
    await page.getByRole('button', { name: 'Switch to Scroll View' }).click();
    const pages = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
    await expect(pages).toHaveCount(story.pages.length);
    await expect(pages.first().getByText(story.pages[0]!.text)).toBeVisible();
    const picture = pages.first().getByRole('img', { name: 'Illustration for page 1' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveCSS('height', '300px');

    // The parent's choice wins over the width from now on.
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect(page.getByTestId('scroll-view')).toBeVisible();
    await page.getByRole('button', { name: 'Flipbook View' }).click();
    await expect(page.getByTestId('flip-view')).toBeVisible();
  });

  test('the default view follows the width after a resize', async ({
    page,
    story: sharedStory,
  }) => {
    await openCompleteStory(page, sharedStory);
    await expect(page.getByTestId('flip-view')).toBeVisible();
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('scroll-view')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Flipbook View' })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByTestId('flip-view')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigate Pages' })).toBeVisible();
  });

  test('a picture that fails to load shows the placeholder story image', async ({
    page,
    story: sharedStory,
  }) => {
    await openCompleteStory(page, sharedStory, {
      beforeOpen: async (story) => {
        // The first page's picture arrives broken.
        const broken = new URL(story.pages[0]!.image_url!, 'http://localhost').pathname;
        await page.route(
          (url) => url.pathname === broken,
          (route) => route.fulfill({ status: 200, contentType: 'image/png', body: 'not a png' }),
        );
      },
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    const book = page.getByRole('region', { name: 'Storybook' });
    await expect(
      book.locator('[data-book-page="1"]').getByTestId('story-placeholder'),
    ).toBeVisible();
    await expect(book.getByRole('img', { name: 'Illustration for page 1' })).toHaveCount(0);
  });

  test('Download Story saves the PDF under the title, busy while it downloads', async ({
    page,
    story: sharedStory,
  }) => {
    const { story } = await openCompleteStory(page, sharedStory);
    // The real PDF is held back until the busy button has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/stories/${story.id}/pdf`, async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Download Story' });
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(button).toBeDisabled();
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('maya_and_the_moonlit_forest.pdf');
    expect((await download.path()) !== null).toBe(true);
    await expect(button).toBeEnabled();
  });
});

test.describe('download failure', () => {
  test.use({
    viewport: DESKTOP,
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/],
  });

  test('a failed download says so', async ({ page, story: sharedStory }) => {
    const { story } = await openCompleteStory(page, sharedStory);
    await page.route(`**/api/stories/${story.id}/pdf`, (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
    );
    await page.getByRole('button', { name: 'Download Story' }).click();
    await expect(page.getByText('Failed to download PDF. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Story' })).toBeEnabled();
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('scroll view by default; the flipbook shows one page at a time without thumbnails', async ({
    page,
    story: sharedStory,
  }) => {
    const { story, bookPages } = await openCompleteStory(page, sharedStory);
    await expect(page.getByTestId('scroll-view')).toBeVisible();
    const first = page.getByRole('list', { name: 'Pages' }).getByRole('listitem').first();
    // Picture above text on a phone.
    const pictureBox = await first.getByRole('img').boundingBox();
    const textBox = await first.getByText(story.pages[0]!.text).boundingBox();
    expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(textBox!.y);

    await page.getByRole('button', { name: 'Flipbook View' }).click();
    await expect(position(page)).toHaveText(`Page 1 of ${bookPages}`);
    await expect(page.getByRole('navigation', { name: 'Navigate Pages' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(position(page)).toHaveText(`Page 2 of ${bookPages}`);
    const book = page.getByRole('region', { name: 'Storybook' });
    await expect(book.getByRole('img', { name: 'Illustration for page 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(position(page)).toHaveText(`Page 3 of ${bookPages}`);
    await expect(book.getByText(story.pages[0]!.text)).toBeVisible();
    await expect(book.getByRole('img', { name: 'Illustration for page 1' })).toBeHidden();
    // The walk checks the flipbook at its cover; a page of words is checked here.
    expect(await seriousViolations(page, { include: '#main' })).toEqual([]);
  });
});

test.describe('read aloud', () => {
  test.use({ viewport: DESKTOP });

  test('is hidden where the browser has no speech synthesis', async ({
    page,
    story: sharedStory,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await openCompleteStory(page, sharedStory);
    await expect(page.getByTestId('flip-view')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read Aloud' })).toHaveCount(0);
  });

  test('reads the page, marking each sentence, and turns the page at its end', async ({
    page,
    story: sharedStory,
  }) => {
    // The page's timers run on a clock the test can move on, to show nothing more is said.
    await page.clock.install();
    // A synthesiser with one English voice that "speaks" each utterance in 60 ms, except
    // that it holds its first one until the test lets it go (so the first mark can be seen).
    await page.addInitScript(() => {
      const voice = { voiceURI: 'test-voice', name: 'Test Voice', lang: 'en-US', default: true };
      type SpokenUtterance = {
        text: string;
        onend?: (() => void) | null;
        onerror?: ((e: unknown) => void) | null;
      };
      let current: SpokenUtterance | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let isHeld = true;
      const spoken: string[] = [];
      const finishSoon = (utterance: SpokenUtterance) => {
        timer = setTimeout(() => {
          current = null;
          utterance.onend?.();
        }, 60);
      };
      const synth = {
        speak(utterance: SpokenUtterance) {
          spoken.push(utterance.text);
          current = utterance;
          if (!isHeld) finishSoon(utterance);
        },
        cancel() {
          clearTimeout(timer);
          const interrupted = current;
          current = null;
          interrupted?.onerror?.({ error: 'interrupted' });
        },
        getVoices: () => [voice],
        addEventListener() {},
        removeEventListener() {},
      };
      class Utterance {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      }
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: Utterance,
        configurable: true,
      });
      Object.defineProperty(window, 'spokenTexts', { value: spoken });
      Object.defineProperty(window, 'releaseSpeech', {
        value: () => {
          isHeld = false;
          if (current) finishSoon(current);
        },
      });
    });
    const { story, bookPages } = await openCompleteStory(page, sharedStory);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(position(page)).toHaveText(`Page 2 of ${bookPages}`);

    await page.getByRole('button', { name: 'Read Aloud' }).click();
    const book = page.getByRole('region', { name: 'Storybook' });
    const firstSentence = story.pages[0]!.text.split(/(?<=[.!?])\s/)[0]!;
    await expect(book.locator('[data-reading="sentence"]').first()).toHaveText(firstSentence);
    await page.evaluate(() => (window as unknown as { releaseSpeech: () => void }).releaseSpeech());
    // After page 1's sentences, the book turns to page 2's text and reads on.
    await expect(position(page)).toHaveText(`Page 4 of ${bookPages}`, { timeout: 8_000 });
    await expect(book.locator('[data-reading="sentence"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pause Reading' }).click();
    await expect(page.getByRole('button', { name: 'Resume Reading' })).toBeVisible();
    await expect(book.locator('[data-reading="sentence"]')).toHaveCount(1);
    const spokenTexts = () =>
      page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts.length);
    const whilePaused = await spokenTexts();
    // A second on, every timer due meanwhile has run: none of them spoke.
    await page.clock.runFor(1_000);
    expect(await spokenTexts()).toBe(whilePaused);

    // Reading on, then leaving the reader, silences it.
    await page.getByRole('button', { name: 'Resume Reading' }).click();
    await expect(page.getByRole('button', { name: 'Pause Reading' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await expect(page).toHaveURL(/\/child\/[^/]+\/stories$/);
    // The URL changes before the reader is gone (the next page may still be loading): count
    // from the moment the book has left the screen.
    await expect(book).toHaveCount(0);
    const afterLeaving = await spokenTexts();
    await page.clock.runFor(1_000);
    expect(await spokenTexts()).toBe(afterLeaving);
  });
});
