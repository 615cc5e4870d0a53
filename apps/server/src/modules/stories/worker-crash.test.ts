import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pageCountForAge } from '@littlestar/shared/story';
import type { Story } from '@littlestar/shared/stories';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import { buildApp } from '../../app.js';
import { createRuntime } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logging/logging.js';
import { createTestUser, ORIGIN } from '../../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../../test/children.js';
import { freePort } from '../../test/processes.js';
import { bookFiles } from '../../test/stories.js';
import { loadTemplatePglite } from '../../test/test-app.js';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const entry = path.join(serverDir, 'dist', 'main.js');

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The embedded default runs the API and the job workers in one process on a PGlite folder: a
 * worker killed mid-job is that whole process dying. The replacement must finish the story,
 * charge it once and leave no duplicate picture behind.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a worker killed while illustrating',
  () => {
    it('loses nothing: a new process completes the story, charged once, with no duplicate pictures', async () => {
      // The child processes run the build: bring it up to date (quick when nothing changed).
      execFileSync(
        process.execPath,
        [path.join(serverDir, '../../node_modules/typescript/bin/tsc'), '-b'],
        {
          cwd: serverDir,
        },
      );
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-crash-'));
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APP_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'true',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        // No short JOB_TIMEOUT_SECONDS: the killed process's jobs come back by their leases.
        JOB_POLL_SECONDS: '1',
        // Slow pictures, two at a time: the kill lands in the middle of the illustrating.
        OFFLINE_ILLUSTRATION_DELAY_MS: '400',
        STORY_IMAGES_CONCURRENCY: '2',
      };

      // The parent, the ready child and the confirmed story are made in this process, on the
      // same folder, before any worker runs: the story.write job waits in the queue.
      // (Its PUBLIC_URL is the test helpers' origin, which the cross-site guard checks.)
      const config = loadConfig({ ...env, PUBLIC_URL: ORIGIN });
      // The migrated template, written to the folder the processes will open.
      const pglite = await loadTemplatePglite(path.join(dataDir, 'db'));
      const runtime = await createRuntime({
        config,
        log: createLogger({ level: 'warn' }),
        pglite,
        migrate: false,
      });
      const app = await buildApp(runtime.context);
      await app.ready();
      const user = await createTestUser(app);
      const child = await createReadyChild(runtime.context, app, user, { age: 6 });
      await giveCredits(runtime.context, user.userId, 2);
      const created = await app.inject({
        method: 'POST',
        url: `/api/children/${child.id}/stories`,
        headers: authed(user),
        payload: { title: 'The Night the Stars Fell', theme: 'magic', setting: 'mountain' },
      });
      const storyId = created.json<Story>().id;
      const generate = await app.inject({
        method: 'POST',
        url: `/api/stories/${storyId}/generate`,
        headers: authed(user),
      });
      expect(generate.statusCode).toBe(200);
      await app.close();
      await runtime.close();

      const start = () => {
        const server = spawn(process.execPath, [entry, 'start'], {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        children.push(server);
        return server;
      };
      const headers = { cookie: user.cookie };
      const read = async (): Promise<Story | undefined> => {
        try {
          const response = await fetch(`${baseUrl}/api/stories/${storyId}`, { headers });
          return response.ok ? ((await response.json()) as Story) : undefined;
        } catch {
          return undefined; // not listening (yet, or any more)
        }
      };
      const waitFor = async (done: (story: Story) => boolean, seconds: number) => {
        const deadline = Date.now() + seconds * 1000;
        for (;;) {
          const story = await read();
          if ((story && done(story)) || Date.now() > deadline) return story;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };

      const first = start();
      const midway = await waitFor((story) => (story.progress?.pages_illustrated ?? 0) >= 2, 60);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect(midway?.status).toBe('generating_images');
      const total = pageCountForAge(6);
      expect(midway?.progress?.pages_illustrated).toBeLessThan(total);

      // The dead process's folder lock goes stale 15 s after its last refresh; age it instead of
      // waiting that long.
      const old = new Date(Date.now() - 60_000);
      await fs.utimes(path.join(dataDir, '.lock'), old, old).catch(() => {});
      const second = start();
      const done = await waitFor(
        (story) => story.status === 'complete' || story.status === 'error',
        120,
      );
      expect(done?.status).toBe('complete');
      expect(done?.pages).toHaveLength(total);
      expect(done?.pages.every((page) => page.image_url)).toBe(true);

      const usage = await fetch(`${baseUrl}/api/payments/credit-usage?page_size=50`, { headers });
      const entries = ((await usage.json()) as CreditUsagePage).items;
      expect(entries.filter((entry) => entry.type === 'story creation')).toHaveLength(1);
      expect(entries.filter((entry) => entry.type === 'refund')).toHaveLength(0);

      const folder = path.join(dataDir, 'files', 'children', child.id, 'stories', storyId);
      const files = (await fs.readdir(folder, { recursive: true })).filter((file) =>
        file.includes('.'),
      );
      expect(files.sort()).toEqual(bookFiles(total));

      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    }, 240_000);
  },
);
