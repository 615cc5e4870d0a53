// Runs on PostgreSQL too: separate processes share one database, which PGlite cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCountForAge } from '@littlestar/shared/story';
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

/** Slow pictures, two at a time per worker: the kill lands with some drawn and some being drawn. */
const SLOW_PICTURES = { OFFLINE_ILLUSTRATION_DELAY_MS: '2000', STORY_IMAGES_CONCURRENCY: '2' };

/**
 * A worker process that dies (out of memory, a node drained without notice) holds jobs it will
 * never finish. With the default settings, which let a slow picture call take minutes, the
 * story must still resume within a minute: another worker notices the dead one and takes its
 * jobs back.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker process killed mid-story', () => {
  let topology: Topology | undefined;
  beforeAll(async () => {
    topology = await createTopology();
  }, 180_000);
  afterAll(() => topology?.close(), 60_000);

  it('lets another worker finish the story within 60 s with the default job settings, charged once, one book', async () => {
    if (!topology) throw new Error('no topology');
    const api = await topology.start('serve');
    await api.ready();
    const doomed = await topology.start('work', SLOW_PICTURES);
    await doomed.ready();

    const parent = await signUpParent(api.baseUrl);
    await buyCredits(api.baseUrl, parent);
    const child = await createTrainedChild(api.baseUrl, parent, { age: 6, seconds: 90 });
    const storyId = await generateStory(api.baseUrl, parent, child.id);
    const pageCount = pageCountForAge(6);
    const midway = await waitForStory(
      api.baseUrl,
      parent,
      storyId,
      (story) => (story.progress?.pages_illustrated ?? 0) >= 2,
      120,
    );
    // Killed while it draws (each picture takes 2 s): once it holds its next pictures.
    const { databaseUrl } = topology;
    let inFlight = 0;
    await expect
      .poll(async () => (inFlight = (await activeJobs(databaseUrl, 'story.illustrate')).length), {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    doomed.child.kill('SIGKILL');
    const killedAt = Date.now();
    await doomed.exited;
    // Right after the kill, as an orchestrator replaces a dead replica.
    const rescuer = await topology.start('work', SLOW_PICTURES);

    expect(midway?.status).toBe('generating_images');
    expect(midway?.progress?.pages_illustrated).toBeLessThan(midway?.progress?.pages_total ?? 0);
    expect(inFlight, 'pictures being drawn by the killed worker').toBeGreaterThan(0);

    const done = await waitForStory(api.baseUrl, parent, storyId, isFinished, 120);
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(
      `killed with ${midway?.progress?.pages_illustrated} of ${midway?.progress?.pages_total} pictures drawn ` +
        `and ${inFlight} being drawn; ${done?.status} ${seconds.toFixed(1)} s after the kill`,
    );
    expect(done?.status, tails([rescuer, api])).toBe('complete');
    expect(seconds, 'seconds from the kill to the complete story').toBeLessThan(60);
    expect(done?.pages).toHaveLength(pageCount);
    expect(done?.pages.every((page) => page.image_url)).toBe(true);
    expect(await chargesOf(api.baseUrl, parent)).toEqual({ storyCharges: 1, refunds: 0 });
    expect(await storyFiles(topology.dataDir, child.id, storyId)).toEqual(bookFiles(pageCount));
    expect(await storyReadyMails(topology.dataDir, parent), 'story-ready mails').toBe(1);
  }, 420_000);
});
