/**
 * How long a parent waits for a book on the embedded default with the offline providers:
 * from the generate call to `complete` for a 10-page story (a child of 6), five times,
 * median printed. `npm run bench` in apps/server (PGlite in a temporary folder; set
 * DATABASE_URL for PostgreSQL). The goal the stories issue set: under 3 seconds.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Story } from '@littlestar/shared/stories';
import { pageCountForAge } from '@littlestar/shared/story';
import { buildApp } from '../app.js';
import { createRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging/logging.js';
import { createTestUser, ORIGIN } from '../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../test/children.js';
import { timeGeneration } from './time-generation.js';

const RUNS = 5;
const CHILD_AGE = 6;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
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
  try {
    const user = await createTestUser(app);
    const child = await createReadyChild(runtime.context, app, user, { age: CHILD_AGE });
    await giveCredits(runtime.context, user.userId, RUNS);
    const headers = authed(user);
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const created = await app.inject({
        method: 'POST',
        url: `/api/children/${child.id}/stories`,
        headers,
        payload: { title: `The Bench Adventure ${run + 1}`, theme: 'adventure', setting: 'ocean' },
      });
      const storyId = created.json<Story>().id;
      timings.push(await timeGeneration(app, headers, storyId, { pollMs: 20, limitMs: 120_000 }));
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `\nStory pipeline (${runtime.context.database.kind}, offline providers, ` +
        `${pageCountForAge(CHILD_AGE)} pages + cover, ${config.storyImages.concurrency} pictures ` +
        `at a time, node ${process.version}, ${os.cpus().length} cores)`,
    );
    console.log(
      `  generate → complete, ${RUNS} runs: ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
    );
    console.log(`  median ${Math.round(median)} ms (goal: under 3000 ms)`);
  } finally {
    await app.close();
    await runtime.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
