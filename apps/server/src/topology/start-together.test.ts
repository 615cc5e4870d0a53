// Runs on PostgreSQL too: four processes migrate and start on one database at once.
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
import {
  createTopology,
  freePort,
  storyFiles,
  tails,
  type Command,
  type Topology,
} from '../test/processes.js';
import { bookFiles } from '../test/stories.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A deploy or an orchestrator starts its replicas together, on a database nobody has migrated
 * yet: each process migrates and sets up the job queue at start, and none may trip over another.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API and two worker processes started at the same instant on an empty database',
  () => {
    let topology: Topology | undefined;
    beforeAll(async () => {
      topology = await createTopology();
    }, 180_000);
    afterAll(() => topology?.close(), 60_000);

    it('all come up and stay up, and together make a story asked for through the API', async () => {
      if (!topology) throw new Error('no topology');
      const commands: Command[] = ['serve', 'serve', 'work', 'work'];
      const ports = await Promise.all(commands.map(() => freePort()));
      // Spawned one after another with no I/O in between: all four race through start-up.
      const processes = await Promise.all(
        commands.map((command, index) =>
          topology!.start(command, command === 'serve' ? { PORT: String(ports[index]) } : {}),
        ),
      );
      const startedAt = Date.now();
      const readiness = await Promise.allSettled(processes.map((handle) => handle.ready(150)));
      const notReady = readiness.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(notReady, notReady.join('\n')).toEqual([]);
      console.info(`four processes ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

      // Up is not enough: a process that crashes a moment after it said it was ready (a late
      // failure of the queue's set-up, say) fails the deploy just the same.
      await sleep(5000);
      const exited = processes.filter((handle) => handle.exit);
      expect(
        exited.map((handle) => `${handle.name}: ${JSON.stringify(handle.exit)}`),
        tails(exited),
      ).toEqual([]);

      // A parent uses both API processes; the workers train the child and make the book, which
      // can only happen if every queue on the way exists.
      const [api1, api2] = processes.filter((handle) => handle.command === 'serve');
      if (!api1 || !api2) throw new Error('two API processes expected');
      const parent = await signUpParent(api1.baseUrl);
      await buyCredits(api2.baseUrl, parent);
      const child = await createTrainedChild(api1.baseUrl, parent, { age: 6, seconds: 90 });
      const storyId = await generateStory(api2.baseUrl, parent, child.id);
      const story = await waitForStory(api1.baseUrl, parent, storyId, isFinished, 120);
      expect(story?.status, tails(processes)).toBe('complete');
      const pageCount = pageCountForAge(6);
      expect(story?.pages).toHaveLength(pageCount);
      expect(story?.pages.every((page) => page.image_url)).toBe(true);
      expect(await chargesOf(api2.baseUrl, parent)).toEqual({ storyCharges: 1, refunds: 0 });
      expect(await storyFiles(topology.dataDir, child.id, storyId)).toEqual(bookFiles(pageCount));
      expect(await storyReadyMails(topology.dataDir, parent), 'story-ready mails').toBe(1);

      const exitedLater = processes.filter((handle) => handle.exit);
      expect(
        exitedLater.map((handle) => `${handle.name}: ${JSON.stringify(handle.exit)}`),
        tails(exitedLater),
      ).toEqual([]);
    }, 420_000);
  },
);
