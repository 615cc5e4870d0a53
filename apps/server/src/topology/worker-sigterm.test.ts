// Runs on PostgreSQL too: separate processes share one database, which PGlite cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCountForAge } from '@littlestar/shared/story';
import type { Story } from '@littlestar/shared/stories';
import {
  buyCredits,
  chargesOf,
  createTrainedChild,
  generateStory,
  isFinished,
  signUpParent,
  storyReadyMails,
  waitForStory,
} from '../test/http-parent.js';
import { activeJobs, createTopology, storyFiles, tails, type Topology } from '../test/processes.js';
import { bookFiles } from '../test/stories.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A deploy replaces workers with SIGTERM. The worker stops taking jobs, finishes what it is
 * doing within its grace period or hands it back, and exits cleanly: no job is left marked as
 * running for a worker that is gone, and the story goes on with the next worker.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker process given SIGTERM mid-story', () => {
  let topology: Topology | undefined;
  beforeAll(async () => {
    topology = await createTopology();
    await (await topology.start('serve')).ready();
  }, 180_000);
  afterAll(() => topology?.close(), 60_000);

  /**
   * A story illustrated by a worker whose pictures take `pictureMs`, two at a time; SIGTERM once
   * `isMidway` holds and pictures are being drawn; the next worker started after the exit.
   */
  async function stopMidStory(options: { pictureMs: number; isMidway: (story: Story) => boolean }) {
    if (!topology) throw new Error('no topology');
    const api = topology.processes.find((handle) => handle.command === 'serve' && !handle.exit);
    if (!api) throw new Error('no API process');
    const leaving = await topology.start('work', {
      OFFLINE_ILLUSTRATION_DELAY_MS: String(options.pictureMs),
      STORY_IMAGES_CONCURRENCY: '2',
    });
    await leaving.ready();

    const parent = await signUpParent(api.baseUrl);
    await buyCredits(api.baseUrl, parent);
    const child = await createTrainedChild(api.baseUrl, parent, { age: 6, seconds: 90 });
    const storyId = await generateStory(api.baseUrl, parent, child.id);
    const midway = await waitForStory(api.baseUrl, parent, storyId, options.isMidway, 120);
    let inFlight = 0;
    for (const deadline = Date.now() + 30_000; inFlight === 0 && Date.now() < deadline;) {
      await sleep(250);
      inFlight = (await activeJobs(topology.databaseUrl, 'story.illustrate')).length;
    }
    leaving.child.kill('SIGTERM');
    const signalledAt = Date.now();
    expect(midway?.status).toBe('generating_images');
    expect(midway?.progress?.pages_illustrated).toBeLessThan(midway?.progress?.pages_total ?? 0);
    expect(inFlight, 'pictures being drawn when SIGTERM came').toBeGreaterThan(0);

    const exit = await leaving.waitForExit(60);
    const exitSeconds = (Date.now() - signalledAt) / 1000;
    expect(exit, leaving.tail()).toEqual({ code: 0, signal: null });
    expect(exitSeconds, 'seconds from SIGTERM to exit').toBeLessThan(25);
    // No other worker runs: a job still marked active was abandoned, not finished or handed back.
    const abandoned = await activeJobs(topology.databaseUrl);
    expect(abandoned, `jobs left active by the stopped worker\n${leaving.tail()}`).toEqual([]);

    const next = await topology.start('work');
    const done = await waitForStory(api.baseUrl, parent, storyId, isFinished, 120);
    const doneSeconds = (Date.now() - signalledAt) / 1000;
    console.info(
      `pictures of ${options.pictureMs / 1000} s: SIGTERM with ` +
        `${midway?.progress?.pages_illustrated} of ${midway?.progress?.pages_total} pictures ` +
        `drawn and ${inFlight} being drawn; exited after ${exitSeconds.toFixed(1)} s; ` +
        `story ${done?.status} ${doneSeconds.toFixed(1)} s after SIGTERM`,
    );
    expect(done?.status, tails([leaving, next, api])).toBe('complete');
    expect(done?.pages.every((page) => page.image_url)).toBe(true);
    expect(await chargesOf(api.baseUrl, parent)).toEqual({ storyCharges: 1, refunds: 0 });
    const pageCount = pageCountForAge(6);
    expect(await storyFiles(topology.dataDir, child.id, storyId)).toEqual(bookFiles(pageCount));
    expect(await storyReadyMails(topology.dataDir, parent), 'story-ready mails').toBe(1);
    next.child.kill('SIGTERM');
    await next.waitForExit(30);
  }

  it('finishes pictures that fit in its grace period, exits 0 within 25 s, and the story completes, charged once', async () => {
    await stopMidStory({
      pictureMs: 3000,
      isMidway: (story) => (story.progress?.pages_illustrated ?? 0) >= 2,
    });
  }, 420_000);

  it('hands back pictures longer than its grace period, exits 0 within 25 s, and the story completes, charged once', async () => {
    // One-minute pictures (the longest delay the setting allows) cannot be finished by a worker
    // that must be gone within 25 s.
    await stopMidStory({
      pictureMs: 60_000,
      isMidway: (story) => story.status === 'generating_images',
    });
  }, 420_000);
});
