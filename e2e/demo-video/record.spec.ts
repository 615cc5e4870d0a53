import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buyCreditsQuickly, expect, makePhotos, signInThroughApi, test } from '../fixtures.js';
import { Captions } from './captions.js';
import { Screencast } from './screencast.js';

/** Where the landing page finds the video, its poster and its captions. */
const outputDir = fileURLToPath(new URL('../../apps/web/public/demo/', import.meta.url));
const SIZE = { width: 1280, height: 720 };

test.use({ viewport: SIZE, colorScheme: 'light' });

test('record the demo video: a parent adds a child, makes a story, reads it and downloads it', async ({
  page,
}) => {
  // A pause for the viewer to read what is on screen.
  const beat = (seconds: number) => page.waitForTimeout(seconds * 1000);
  await signInThroughApi(page);
  await buyCreditsQuickly(page);
  await page.goto('/children');
  await expect(page.getByText('No little stars added yet')).toBeVisible();

  await fs.mkdir(outputDir, { recursive: true });
  const screencast = new Screencast(page, SIZE);
  const captions = new Captions(page, () => screencast.elapsedSeconds);
  await screencast.start(`${outputDir}littlestar-demo.webm`);

  await captions.show('1. Add your child: name, age and pronouns');
  await beat(1.5);
  await page.getByRole('link', { name: 'Add Your First Child' }).click();
  await page
    .getByRole('textbox', { name: 'Name', exact: true })
    .pressSequentially('Maya', { delay: 120 });
  await page.getByRole('slider', { name: 'Age' }).focus();
  await page.keyboard.press('ArrowRight');
  await beat(1);
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await captions.show('2. Choose 5 to 10 photos of your child');
  await page.getByTestId('photo-input').setInputFiles(await makePhotos(6));
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(6);
  await beat(2);
  await page.getByRole('button', { name: 'Upload & Start Training' }).click();

  await captions.show('3. Littlestar learns what your child looks like');
  await expect(page).toHaveURL(/\/children$/);
  const childCard = page.getByRole('article', { name: 'Maya' });
  await expect(childCard.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  await beat(1.5);
  await childCard.getByRole('link', { name: 'View Stories' }).click();
  await page.getByRole('link', { name: 'Create First Story' }).click();

  await captions.show('4. Pick a title, a theme, a setting and a moral');
  await page
    .getByRole('textbox', { name: 'Story Title' })
    .pressSequentially('Maya and the Moonlit Forest', { delay: 40 });
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Courage' });
  await page.getByRole('combobox', { name: 'Setting' }).selectOption({ label: 'Magical Kingdom' });
  await page.getByRole('textbox', { name: 'Conflict (optional)' }).fill('Afraid of the dark');
  await beat(1);
  await page.getByRole('button', { name: 'Create Story' }).click();
  await beat(1);
  await page
    .getByRole('dialog', { name: 'Ready to Spark Magic?' })
    .getByRole('button', { name: 'Generate Story' })
    .click();

  await captions.show('5. Watch it being written and illustrated');
  const storyCard = page.getByRole('article', { name: 'Maya and the Moonlit Forest' });
  await expect(storyCard.getByRole('link', { name: 'View Story' })).toBeVisible({
    timeout: 60_000,
  });
  await beat(1.5);
  await storyCard.getByRole('link', { name: 'View Story' }).click();

  await captions.show('6. Read it together as a page-flipping book');
  await expect(page.getByTestId('flip-view')).toBeVisible();
  await beat(1.5);
  const poster = await captions.screenshotWithout();
  const next = page.getByRole('button', { name: 'Next page' });
  for (let turn = 0; turn < 4; turn += 1) {
    await next.click();
    await beat(1.8);
  }

  await captions.show('7. Download the PDF to print, gift or keep');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Story' }).click();
  expect((await downloading).suggestedFilename()).toBe('maya_and_the_moonlit_forest.pdf');
  await beat(2);
  await captions.show('Littlestar: stories starring your child');
  await beat(2.5);

  const length = screencast.elapsedSeconds;
  await screencast.stop();
  await fs.writeFile(`${outputDir}littlestar-demo.vtt`, captions.toVtt(length));
  await sharp(poster).webp({ quality: 72 }).toFile(`${outputDir}littlestar-demo-poster.webp`);

  const video = await fs.stat(`${outputDir}littlestar-demo.webm`);
  console.log(
    `demo video: ${length.toFixed(1)} s, ${(video.size / 1024 / 1024).toFixed(2)} MB in ${outputDir}`,
  );
  expect(length, 'the video is under a minute').toBeLessThan(60);
  expect(video.size, 'the video is under 5 MB').toBeLessThan(5 * 1024 * 1024);
});
