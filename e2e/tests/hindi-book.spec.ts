import type { Page } from '@playwright/test';
import { seriousViolations } from '../accessibility.js';
import { expect, test } from '../fixtures.js';

/**
 * The Hindi book on Aarav's demo shelf (written by the team: apps/server/src/modules/free-trial/
 * sample-book-hindi.ts), read as any visitor reads it: both views, phone and desktop, light and
 * dark, in Devanagari type, and aloud only in a Hindi voice.
 */
const HINDI_BOOK = '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1a03';
const TITLE = 'आरव और टिमटिम जुगनू';
const FIRST_PAGE = 'शाम हो गई थी। आरव धारीदार चादर ओढ़कर जंगल के किनारे बैठा था।';

/** The Devanagari face the reader loads for a Hindi book (and only for one). */
const devanagariFaceLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return Array.from(document.fonts as unknown as Iterable<FontFace>).some(
      (face) => face.family.replace(/"/g, '') === 'Baloo 2' && face.status === 'loaded',
    );
  });

/**
 * A synthesiser whose voices the test chooses, "speaking" each utterance until told to stop,
 * so the marked sentence can be seen.
 */
async function fakeVoices(page: Page, voices: { name: string; lang: string }[]) {
  await page.addInitScript((list) => {
    const spoken: { text: string; lang: string }[] = [];
    const synth = {
      speak(utterance: { text: string; lang: string }) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
      },
      cancel() {},
      getVoices: () =>
        list.map((voice, index) => ({ ...voice, voiceURI: voice.name, default: index === 0 })),
      addEventListener() {},
      removeEventListener() {},
    };
    class Utterance {
      lang = '';
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
    Object.defineProperty(window, 'spokenTexts', { value: spoken });
  }, voices);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a visitor reads the Hindi demo book in both views on a ${viewport.name}, ${scheme}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(`/demo/story/${HINDI_BOOK}/preview`);
      const isPhone = viewport.width < 768;
      // Phones open the scroll view, wider screens the book; each is then switched.
      const views = isPhone ? (['scroll', 'flip'] as const) : (['flip', 'scroll'] as const);
      for (const view of views) {
        if (view !== views[0]) {
          await page
            .getByRole('button', {
              name: view === 'flip' ? 'Flipbook View' : 'Switch to Scroll View',
            })
            .click();
        }
        await expect(page.getByTestId(`${view}-view`)).toBeVisible();
        const text =
          view === 'scroll'
            ? page.getByTestId('scroll-view').getByText(FIRST_PAGE, { exact: false })
            : page.getByRole('region', { name: 'Storybook' }).getByText(TITLE);
        await expect(text.first()).toBeVisible();
        // Marked as Hindi, for screen readers and for the type.
        await expect(text.first()).toHaveAttribute('lang', 'hi');
        expect(await seriousViolations(page)).toEqual([]);
      }
      expect(await devanagariFaceLoaded(page)).toBe(true);
    });
  }
}

test.describe('read aloud in Hindi', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reads in a Hindi voice, marking the Hindi sentence', async ({ page }) => {
    await fakeVoices(page, [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Lekha', lang: 'hi-IN' },
    ]);
    await page.goto(`/demo/story/${HINDI_BOOK}/preview`);
    await page.getByRole('button', { name: 'Read Aloud' }).click();
    const book = page.getByRole('region', { name: 'Storybook' });
    await expect(book.locator('[data-reading="sentence"]').first()).toHaveText(TITLE);
    const spoken = await page.evaluate(
      () => (window as unknown as { spokenTexts: { text: string; lang: string }[] }).spokenTexts,
    );
    expect(spoken[0]).toEqual({ text: TITLE, lang: 'hi-IN' });
  });

  test('says so plainly where the browser has no Hindi voice', async ({ page }) => {
    await fakeVoices(page, [{ name: 'Samantha', lang: 'en-US' }]);
    await page.goto(`/demo/story/${HINDI_BOOK}/preview`);
    await page.getByRole('button', { name: 'Read Aloud' }).click();
    await expect(
      page.getByText(
        "This browser has no Hindi voice, so it cannot read this book aloud. Adding a Hindi voice in your device's language settings turns it on.",
      ),
    ).toBeVisible();
    const spoken = await page.evaluate(
      () => (window as unknown as { spokenTexts: unknown[] }).spokenTexts,
    );
    expect(spoken).toEqual([]);
  });
});
