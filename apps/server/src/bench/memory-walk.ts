/**
 * What the embedded server holds in memory through a parent's walk (`npm start`'s defaults:
 * PGlite, local storage, the offline story engine, workers in the same process): resident
 * memory once started, after the photo check of six 12-megapixel photos and the training,
 * after a story and its PDF, and again two minutes later, when the idle face model processes
 * have stopped (FACE_CHECK_IDLE_SECONDS, 60 s) and the OCR's worker too. The app runs in this
 * process, driven through its own HTTP interface (`inject`), as the real server runs it;
 * the test photos are made in a process of their own (`memory-walk-photos.ts`), so none of
 * their making is counted.
 * `npm run bench` in apps/server runs it with `MALLOC_ARENA_MAX=2` and glibc's mmap and trim
 * thresholds fixed, as `npm start` runs the server (docs/operations.md, "Memory"). The goal:
 * 300 MB at idle after the walk.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Story } from '@littlestar/shared/stories';
import { buildApp } from '../app.js';
import { createRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { compileWebAssemblyWithoutLiftoff } from '../webassembly-flags.js';
import { createLogger } from '../logging/logging.js';
import { faceThreadsRunning } from '../providers/faces/face-api-faces.js';
import { faceProcessesRss } from './face-processes.js';
import { createTestUser, ORIGIN } from '../test/accounts.js';
import { authed, createTestChild, giveCredits, uploadZip } from '../test/children.js';
import { testStoryInput } from '../test/written-stories.js';

const GOAL_MB = 300;
const AFTER_SECONDS = 120;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/**
 * Resident, with the face model's processes while they live (`faces`), and of the server's own
 * the JavaScript heap and memory outside it (WebAssembly, buffers).
 */
const megabytes = () => {
  const { rss, heapUsed, external } = process.memoryUsage();
  const faces = faceProcessesRss();
  return { rss: mb(rss + faces), faces: mb(faces), heap: mb(heapUsed), external: mb(external) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not finish in 5 minutes`);
    await sleep(200);
  }
}

// As `npm start` runs the embedded server (main.ts).
compileWebAssemblyWithoutLiftoff();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-memory-'));
// Made in a process of its own: what libvips took making them would stay in this one's memory.
const zipPath = path.join(dataDir, 'upload.zip');
execFileSync(process.execPath, [
  fileURLToPath(new URL('./memory-walk-photos.js', import.meta.url)),
  zipPath,
]);
const zip = await fs.readFile(zipPath);
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'true',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
});
const runtime = await createRuntime({ config, log: createLogger({ level: 'silent' }) });
await runtime.startWorkers();
const app = await buildApp(runtime.context);
await app.ready();
const figures: [string, ReturnType<typeof megabytes>][] = [];
const note = (label: string) => figures.push([label, megabytes()]);
try {
  await sleep(5000);
  note('started, idle');
  const user = await createTestUser(app);
  const headers = authed(user);
  await giveCredits(runtime.context, user.userId, 2);
  const child = await createTestChild(app, user);
  await uploadZip(app, user, child.id, zip);
  const started = await app.inject({
    method: 'POST',
    url: `/api/training/${child.id}/start`,
    headers,
  });
  if (started.statusCode !== 200) throw new Error(`training start: ${started.body}`);
  await until(
    'the training',
    async () =>
      (await app.inject({ method: 'GET', url: `/api/children/${child.id}`, headers })).json<{
        training_status: string;
      }>().training_status,
    (status) => status === 'completed' || status === 'failed',
  );
  note(
    `after the photo check of 6 photos of 12 MP and the training (${faceThreadsRunning()} face model processes)`,
  );

  const created = await app.inject({
    method: 'POST',
    url: `/api/children/${child.id}/stories`,
    headers,
    payload: testStoryInput,
  });
  const storyId = created.json<Story>().id;
  await app.inject({ method: 'POST', url: `/api/stories/${storyId}/generate`, headers });
  await until(
    'the story',
    async () =>
      (await app.inject({ method: 'GET', url: `/api/stories/${storyId}`, headers })).json<Story>()
        .status,
    (status) => status === 'complete' || status === 'error',
  );
  const pdf = await app.inject({ method: 'GET', url: `/api/stories/${storyId}/pdf`, headers });
  if (pdf.statusCode !== 200) throw new Error(`pdf: ${pdf.statusCode}`);
  note('after a story and its PDF');
  await sleep(AFTER_SECONDS * 1000);
  note(`${AFTER_SECONDS} s later (${faceThreadsRunning()} face model processes)`);
} finally {
  await app.close();
  await runtime.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nResident memory of the embedded server through a parent's walk (${runtime.context.database.kind}, ` +
    `node ${process.version}, ${os.cpus().length} cores)`,
);
for (const [label, { rss, faces, heap, external }] of figures) {
  console.log(
    `  ${label}: ${rss} MB (of it the face model's processes ${faces} MB; the server's ` +
      `JavaScript heap ${heap} MB, outside it ${external} MB)`,
  );
}
const last = figures.at(-1)?.[1].rss ?? 0;
console.log(`  goal: ${GOAL_MB} MB at idle after the walk: ${last <= GOAL_MB ? 'PASS' : 'over'}`);
