import { expect, test } from '../fixtures.js';

test('the landing embeds the demo video: poster as it nears, the video only when played, with captions', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  const posterRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.webm')) videoRequests.push(request.url());
    if (request.url().endsWith('-poster.webp')) posterRequests.push(request.url());
  });
  // The plans are fetched once the page is hydrated: the app is running by then.
  const plans = page.waitForResponse('**/api/payments/plans');
  await page.goto('/');
  await plans;
  const video = page.getByLabel('Littlestar demo: making a storybook, step by step');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('controls', '');
  // Far below the fold, nothing of it loads with the page: the first paint has the network.
  expect(posterRequests).toEqual([]);

  // Scrolled near, the poster is a real picture, shown before anything is played.
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', /littlestar-demo-poster\.webp$/);
  const posterUrl = (await video.getAttribute('poster')) ?? '';
  const poster = await page.request.get(posterUrl);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/webp');
  expect(videoRequests).toEqual([]);

  // The source is one this browser plays: it loads, is under a minute and under 5 MB, and plays.
  const sourceUrl = (await video.locator('source').getAttribute('src')) ?? '';
  const file = await page.request.head(sourceUrl);
  expect(file.headers()['content-type']).toBe('video/webm');
  expect(Number(file.headers()['content-length'])).toBeLessThan(5 * 1024 * 1024);
  const loaded = await video.evaluate(async (element: HTMLVideoElement) => {
    const type = element.querySelector('source')?.type ?? '';
    element.muted = true;
    await element.play();
    return { canPlay: element.canPlayType(type), duration: element.duration };
  });
  expect(loaded.canPlay).not.toBe('');
  expect(loaded.duration).toBeGreaterThan(10);
  expect(loaded.duration).toBeLessThan(60);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);

  // Its captions say each step in words.
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks[0]?.cues ?? []).map((cue) => (cue as VTTCue).text),
      ),
    )
    .toContain('7. Download the PDF to print, gift or keep');
});

test('the landing breaks no rule of its Content-Security-Policy, once live with its plans', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  const plans = page.waitForResponse('**/api/payments/plans');
  await page.goto('/');
  await plans;
  // The plans are parsed with the shared schemas: zod has loaded and run by now.
  await expect(page.getByRole('heading', { name: 'Simple plans, endless stories' })).toBeVisible();
  await page
    .getByRole('heading', { name: 'Simple plans, endless stories' })
    .scrollIntoViewIfNeeded();
  await expect(page.locator('#pricing').getByText(/\$|₹/).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});
