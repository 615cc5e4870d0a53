/**
 * What a parent's data export costs the worker that builds it: an account with 20 complete
 * books whose pictures are a provider's raster pictures, exported the way the
 * `accounts.export` job does it (PGlite and local storage in a temporary folder; set
 * DATABASE_URL for PostgreSQL, STORAGE=s3 and its settings for S3). Prints the zip's size,
 * the time, and how far the process's memory grew above where it started while exporting
 * (sampled every 20 ms): the goal is under 100 MB, however many books there are, since the zip
 * is streamed into storage one book at a time. `npm run bench` in apps/server.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { craftStory } from '@littlestar/storycraft';
import { renderBookPdf, type BookContent } from '@littlestar/bookbinder/book-pdf';
import { createRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging/logging.js';
import { exportDataJob } from '../modules/accounts/leave.js';
import { seedAccountWithBooks } from '../test/complete-books.js';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 20);
const MB = 1024 * 1024;

/** A provider-sized picture of noise: it compresses as badly as a real painting. */
async function rasterPicture(seed: number): Promise<Buffer> {
  const side = 1024;
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-export-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const runtime = await createRuntime({ config, log: createLogger({ level: 'silent' }) });
  const { context } = runtime;
  try {
    const crafted = craftStory({
      child: { name: 'Aarav', age: 9, pronouns: 'he/him' },
      story: { title: 'The Bench Adventure', theme: 'adventure', setting: 'space' },
      seed: 'bench',
    });
    const picture = async (page: number) => ({
      data: await rasterPicture(page + 1),
      contentType: 'image/jpeg',
    });
    const book: BookContent = {
      title: crafted.title,
      childName: 'Aarav',
      cover: await picture(-1),
      pages: await Promise.all(
        crafted.pages.map(async (page, index) => ({
          text: page.text,
          picture: await picture(index),
        })),
      ),
    };
    const pdf = await renderBookPdf(book);
    const userId = await seedAccountWithBooks(context, { count: BOOKS, pdf, title: crafted.title });

    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed + before.external;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.external);
    }, 20);
    const started = performance.now();
    // As the worker runs it.
    await exportDataJob.handle({ payload: { userId }, context, jobId: 'bench', retryCount: 0 });
    const ms = performance.now() - started;
    clearInterval(sampler);

    const [zipKey] = config.storage.kind === 'local' ? await exportedFiles(config, userId) : [];
    const zipBytes = zipKey ? ((await context.storage.size(zipKey)) ?? 0) : 0;
    const rssGrowth = (peakRss - before.rss) / MB;
    console.log(
      `\nData export (${BOOKS} books of ${(pdf.length / MB).toFixed(1)} MB with raster pictures, ` +
        `${context.database.kind}, ${config.storage.kind} storage, node ${process.version})`,
    );
    if (zipKey) console.log(`  zip: ${(zipBytes / MB).toFixed(1)} MB`);
    console.log(`  time: ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `  memory growth while exporting: ${rssGrowth.toFixed(1)} MB resident, ` +
        `${((peakHeap - before.heapUsed - before.external) / MB).toFixed(1)} MB heap and buffers ` +
        `(goal: under 100 MB)`,
    );
  } finally {
    await runtime.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function exportedFiles(config: ReturnType<typeof loadConfig>, userId: string) {
  if (config.storage.kind !== 'local') return [];
  const names = await fs.readdir(path.join(config.storage.root, 'exports', userId));
  return names.map((name) => `exports/${userId}/${name}`);
}

await main();
